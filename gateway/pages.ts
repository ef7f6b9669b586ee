import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { Payment } from './payments.ts';
import { type GatewayLocale, htmlLang, refusalTexts, textOf } from './text.ts';

/**
 * The pages a guest sees at the gateway: the hosted card fields (framed by the merchant's page,
 * or top-level on a payment link) and the 3-D Secure challenge (framed, or top-level with a
 * return URL). Each may be framed only by the payment's parent origin, and talks by postMessage
 * to that origin alone.
 */

/** The envelope of every message the gateway's pages post to the parent page. */
export const MESSAGE_SOURCE = 'yado-sandbox-gateway';

const STYLE = `
  *{box-sizing:border-box}body{margin:0;padding:12px;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#fff}
  label{display:block;font-size:14px;margin:8px 0 4px}input{width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:6px}
  .row{display:flex;gap:8px}.row>div{flex:1}button{font:inherit;padding:10px 16px;margin:12px 8px 0 0;border-radius:6px;border:1px solid #1a1a1a;background:#1a1a1a;color:#fff;cursor:pointer}
  button.plain{background:#fff;color:#1a1a1a}[role=alert]{color:#b00020;min-height:1.4em;margin:8px 0 0}.note{font-size:13px;color:#555}
  label.save{display:flex;gap:8px;align-items:flex-start;margin:12px 0 0}label.save input{width:auto;margin:3px 0 0;flex:none;inline-size:20px;block-size:20px}`;

/** Who may frame a payment's pages: the page that talks to them, and the pages around that page. */
const ancestorsOf = (payment: Payment) => [...new Set([payment.parent_origin, ...payment.frame_ancestors])].join(' ');

/** Sends a page with a fresh nonce for its script and style, framable by `frameAncestor` only. */
function sendPage(
  c: Context,
  page: { frameAncestor: string; locale: GatewayLocale; title: string; returnOrigin?: string },
  body: (nonce: string) => ReturnType<typeof html>,
) {
  const { frameAncestor, locale, title, returnOrigin = '' } = page;
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'content-security-policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self' ${returnOrigin}; frame-ancestors ${frameAncestor}; base-uri 'none'`,
  );
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
  c.header('cache-control', 'no-store');
  return c.html(
    html`<!doctype html><html lang="${htmlLang(locale)}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style nonce="${nonce}">${raw(STYLE)}</style></head><body>${body(nonce)}</body></html>`,
  );
}

/** JSON for a script block, safe inside HTML. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The posting helper both pages' scripts start with: to the parent origin only, never "*". */
const POST = `const cfg=JSON.parse(document.getElementById('cfg').textContent);
function post(m){if(window.parent!==window)window.parent.postMessage(Object.assign({source:'${MESSAGE_SOURCE}',version:1},m),cfg.parentOrigin)}`;

/** The hosted card fields. With `topLevel` (a payment link), the page charges the card itself. */
export function fieldsPage(c: Context, payment: Payment, options: { topLevel: boolean; payUrl?: string }) {
  const t = textOf(payment.locale);
  const cfg = {
    paymentId: payment.id,
    parentOrigin: payment.parent_origin,
    topLevel: options.topLevel,
    payUrl: options.payUrl ?? null,
    text: refusalTexts(payment.locale),
  };
  return sendPage(
    c,
    { frameAncestor: ancestorsOf(payment), locale: payment.locale, title: t('cardDetails') },
    (nonce) => html`<form novalidate>
  <label for="number">${t('cardNumber')}</label><input id="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" dir="ltr" required>
  <div class="row"><div><label for="exp-month">${t('expMonth')}</label><input id="exp-month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" dir="ltr" required></div>
  <div><label for="exp-year">${t('expYear')}</label><input id="exp-year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" dir="ltr" required></div>
  <div><label for="cvc">${t('securityCode')}</label><input id="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" dir="ltr" required></div></div>
  ${payment.customer !== null && !options.topLevel ? html`<label for="holder">${t('holder')}</label><input id="holder" autocomplete="cc-name" maxlength="100">` : ''}
  ${payment.customer !== null && !options.topLevel ? html`<label class="save"><input type="checkbox" id="save"> ${t('saveCard')}</label>` : ''}
  <p role="alert" id="error"></p>
  <button type="submit">${options.topLevel ? t('pay') : t('useCard')}</button>
  <p class="note">${t('fieldsNote')}</p>
</form>
<script type="application/json" id="cfg">${raw(scriptJson(cfg))}</script>
<script nonce="${nonce}">${raw(FIELDS_SCRIPT)}</script>`,
  );
}

const FIELDS_SCRIPT = `${POST}
const TEXT=cfg.text;
const $=(id)=>document.getElementById(id);const form=document.querySelector('form');let busy=false;
async function submit(){if(busy)return;busy=true;$('error').textContent='';
 try{const r=await fetch('/fields/'+cfg.paymentId+'/tokens',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({number:$('number').value,exp_month:$('exp-month').value,exp_year:$('exp-year').value,cvc:$('cvc').value,save:!!($('save')&&$('save').checked),holder:$('holder')?$('holder').value:''})});
  const a=await r.json();
  if(!r.ok){const code=a.error&&a.error.code;$('error').textContent=TEXT[code]||TEXT.refused;post({type:'card_error',code:code});return}
  for(const id of ['number','exp-month','exp-year','cvc'])$(id).value='';
  if(cfg.topLevel){const p=await fetch(cfg.payUrl,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({token:a.token})});const b=await p.json();location.assign(b.next);return}
  post({type:'token',token:a.token,card:a.card});$('error').textContent='';
 }catch(e){$('error').textContent=TEXT.connection}finally{busy=false}}
form.addEventListener('submit',(e)=>{e.preventDefault();submit()});
window.addEventListener('message',(e)=>{if(e.source!==window.parent||e.origin!==cfg.parentOrigin)return;const d=e.data;if(d&&d.source==='yado'&&d.type==='submit')submit()});
new ResizeObserver(()=>post({type:'resize',height:document.body.offsetHeight})).observe(document.body);
post({type:'ready'});`;

/** The 3-D Secure challenge of the sandbox's bank. `redirect`: a top-level page that goes back to the payment's return URL. */
export function challengePage(c: Context, payment: Payment, options: { waitsForever: boolean; redirect: boolean }) {
  const t = textOf(payment.locale);
  const amount = new Intl.NumberFormat(htmlLang(payment.locale), { style: 'currency', currency: payment.currency }).format(
    payment.amount / 10 ** minorDigits(payment.currency),
  );
  return sendPage(
    c,
    {
      frameAncestor: ancestorsOf(payment),
      locale: payment.locale,
      title: '3-D Secure',
      // a top-level challenge goes back to the payment's return URL after the form is sent
      returnOrigin: options.redirect && payment.return_url ? new URL(payment.return_url).origin : '',
    },
    () => html`<h1>${t('challengeTitle')}</h1>
<p>${payment.purpose === 'verification' ? t('challengeVerification', { last4: payment.card?.last4 ?? '' }) : t('challengeAmount', { amount, last4: payment.card?.last4 ?? '' })}</p>
${
  options.waitsForever
    ? html`<p role="status">${t('waiting')}</p>`
    : html`<form method="post">
  ${options.redirect ? html`<input type="hidden" name="mode" value="redirect">` : ''}
  <button name="answer" value="complete">${t('complete')}</button>
  <button class="plain" name="answer" value="fail">${t('fail')}</button>
  <button class="plain" name="answer" value="cancel">${t('cancel')}</button>
</form>`
}
<p class="note">${t('challengeNote')}</p>`,
  );
}

/** After a framed challenge: tells the parent page it is over; the server asks the gateway what happened. */
export function challengeDonePage(c: Context, payment: Payment) {
  return sendPage(
    c,
    { frameAncestor: ancestorsOf(payment), locale: payment.locale, title: '3-D Secure' },
    (nonce) => html`<p role="status">${textOf(payment.locale)('finished')}</p>
<script type="application/json" id="cfg">${raw(scriptJson({ parentOrigin: payment.parent_origin, paymentId: payment.id }))}</script>
<script nonce="${nonce}">${raw(`${POST}\npost({type:'challenge_complete',payment_id:cfg.paymentId});`)}</script>`,
  );
}

/** A payment link that takes no payment now: paid or expired. */
export function linkStatusPage(c: Context, status: 'paid' | 'expired', ownOrigin: string, locale: GatewayLocale) {
  const t = textOf(locale);
  return sendPage(c, { frameAncestor: ownOrigin, locale, title: t('linkTitle') }, () => html`<h1>${t(status === 'paid' ? 'linkPaid' : 'linkExpired')}</h1>`);
}

/** ISO 4217 minor-unit digits of the currencies whose digits are not 2 (the sandbox's own table). */
const ZERO_DIGITS = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF']);

/** The sandbox counts amounts in ISO 4217 minor units: TWD and IDR have 2 digits here. */
export function minorDigits(currency: string): number {
  return ZERO_DIGITS.has(currency) ? 0 : 2;
}
