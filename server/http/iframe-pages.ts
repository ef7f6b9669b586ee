import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { IFRAME_CHANGE_LOCALE_PATH, IFRAME_TOKEN_PATH } from '../../shared/iframe-pages.ts';
import { LOCALES } from '../../shared/constants.ts';
import { MEMBER_COOKIE_NOTE, MEMBER_COOKIE_NOTE_TTL_MS } from '../../shared/member-cookie-note.ts';
import { STORED_LOCALE_KEY, storedHotelKey } from '../../shared/stored-keys.ts';
import { HOTEL_CODE_PATTERN } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import { widgetPage } from './security-headers.ts';

/**
 * The pages' one script, the same on every page (the CSP allows it by its hash); what differs
 * comes in a JSON data block, never run. It writes the widget's storage as lib/storage.ts does
 * ({ value, expires }), talks to `window.parent` only, at the exact origin given, and takes a
 * message only from `window.parent` at that origin (shared/iframe-pages.ts).
 */
const SCRIPT = `(function(){
var d=JSON.parse(document.getElementById('yado-iframe').textContent),p=window.parent;
function keep(k,v,ttl){try{localStorage.setItem(k,JSON.stringify({value:v,expires:ttl?Date.now()+ttl:null}))}catch(e){}}
function tell(m){if(d.origin&&p!==window)p.postMessage(m,d.origin)}
if(d.locale){keep(d.localeKey,d.locale,0);tell({type:'yado:locale_changed',locale:d.locale});return}
if(!d.origin)return;
var busy=false;
addEventListener('message',function(e){
var m=e.data;
if(e.source!==p||e.origin!==d.origin||busy||!m||m.type!=='yado:iframe_token'||typeof m.one_time_access_token!=='string')return;
busy=true;
var body={one_time_access_token:m.one_time_access_token};if(typeof m.otid==='string')body.otid=m.otid;
fetch(d.session,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({key:d.code})})
.then(function(r){return r.json()})
.then(function(s){return fetch(d.signIn,{method:'POST',credentials:'include',headers:{'content-type':'application/json','x-client-session':s.data.client_session},body:JSON.stringify(body)})})
.then(function(r){return r.json().then(function(b){
if(r.ok){keep(d.noteKey,true,d.noteTtl);tell({type:'yado:iframe_token_stored',ok:true})}
else tell({type:'yado:iframe_token_stored',ok:false,code:String(b&&b.errors&&b.errors[0]&&b.errors[0].code||'')})})})
.catch(function(){tell({type:'yado:iframe_token_stored',ok:false})})
.then(function(){busy=false});
});
tell({type:'yado:iframe_token_ready'});
})();`;
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** JSON safe inside a script element: no `<` can end it. */
const dataBlock = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The exact origin of a `parentUrl`, or null (absent, `*`, not http(s)): the pages never post to `*`. */
export function exactParentOrigin(parentUrl: string | undefined): string | null {
  if (!parentUrl) return null;
  try {
    const url = new URL(parentUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function page(c: Context, data: Record<string, unknown>) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(
    html`<!doctype html><html><head><meta charset="utf-8"><title>Yado</title></head><body><script type="application/json" id="yado-iframe">${raw(dataBlock(data))}</script><script>${raw(SCRIPT)}</script></body></html>`,
  );
}

/**
 * Spec 1 §2 /iframe-token and /iframe-change-locale (shared/iframe-pages.ts): pages of their own,
 * outside the widget's layout and without its code, sent with the widget page's headers (its
 * frame-ancestors: the hotel's brand's sites) and a CSP allowing their one script.
 */
export function mountIframePages(app: Hono, deps: AppDeps): void {
  const headers = widgetPage(deps, () => ({ scripts: [SCRIPT_HASH], styles: [] }));
  app.get(IFRAME_TOKEN_PATH, headers, (c) => {
    const code = c.req.query('code') ?? '';
    const known = HOTEL_CODE_PATTERN.test(code);
    return page(c, {
      origin: known ? exactParentOrigin(c.req.query('parentUrl')) : null,
      code,
      session: '/identity/v1/client_sessions',
      signIn: `/api/v1/hotels/${code}/memberships/one_time_access_tokens/sign_in`,
      noteKey: storedHotelKey(code, MEMBER_COOKIE_NOTE),
      noteTtl: MEMBER_COOKIE_NOTE_TTL_MS,
    });
  });
  app.get(IFRAME_CHANGE_LOCALE_PATH, headers, (c) => {
    const locale = c.req.query('locale') ?? '';
    if (!(LOCALES as readonly string[]).includes(locale)) return c.text('locale must be one of the widget’s locales', 400);
    return page(c, { origin: exactParentOrigin(c.req.query('parentUrl')), locale, localeKey: STORED_LOCALE_KEY });
  });
}
