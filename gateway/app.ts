import { Hono } from 'hono';
import * as v from 'valibot';
import { errorAnswer, mountApi } from './api.ts';
import { TEST_CARDS } from './cards.ts';
import { GatewayError, Sandbox } from './operations.ts';
import { challengeDonePage, challengePage, fieldsPage, linkStatusPage } from './pages.ts';
import { gatewayLocale } from './text.ts';
import { WebhookSender } from './webhooks.ts';

/** What the sandbox gateway runs with. */
export type GatewayOptions = {
  /** Where the gateway is reached, e.g. http://127.0.0.1:8090: its pages' own origin. */
  publicUrl: string;
  /** The key the merchant's server sends as `Authorization: Bearer ...`. */
  secretKey: string;
  /** The key webhooks are signed with (HMAC-SHA256). */
  webhookSecret: string;
  /** The merchant's webhook URL; null sends none. */
  webhookUrl: string | null;
  now?: () => Date;
  /** How webhooks are sent (tests pass the merchant app's `request`). */
  fetch?: typeof fetch;
  log?: (line: string) => void;
};

const CardBody = v.object({
  number: v.pipe(v.string(), v.maxLength(30)),
  exp_month: v.pipe(v.string(), v.maxLength(4)),
  exp_year: v.pipe(v.string(), v.maxLength(4)),
  cvc: v.pipe(v.string(), v.maxLength(4)),
  /** "Save this card" ticked (heeded only for a payment made for a customer). */
  save: v.optional(v.boolean(), false),
  /** The name on the card, kept with a saved card (optional). */
  holder: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});
const TokenBody = v.object({ token: v.pipe(v.string(), v.maxLength(100)) });

/**
 * The sandbox card gateway: a Hono app of its own, served on its own origin (another site than
 * the widget's), with the server-to-server API, the hosted card fields, the 3-D Secure challenge,
 * payment links and signed webhooks. It never logs or keeps a card number.
 */
export function createGatewayApp(options: GatewayOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(`[gateway] ${line}`));
  const webhooks = new WebhookSender({ url: options.webhookUrl, secret: options.webhookSecret, now, fetch: options.fetch ?? fetch, log });
  const sandbox = new Sandbox(options.publicUrl, now, webhooks);
  const ownOrigin = new URL(options.publicUrl).origin;
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof GatewayError) return errorAnswer(c, error);
    log(`error on ${c.req.method} ${c.req.path}: ${error.name}`);
    return c.json({ error: { type: 'api_error', code: 'internal', message: 'Something went wrong at the gateway.' } }, 500);
  });
  app.notFound((c) => errorAnswer(c, new GatewayError(404, 'not_found', 'route_not_found', 'Nothing here.')));

  // the pages' own calls: from the gateway's own pages only (a browser always sends Origin on POST)
  const sameOrigin = (origin: string | undefined) => {
    if (origin !== ownOrigin) throw new GatewayError(401, 'authentication', 'origin_refused', 'Only the gateway\u2019s own pages may call this.');
  };
  const json = async (c: { req: { json: () => Promise<unknown> } }) => {
    try {
      return await c.req.json();
    } catch {
      throw new GatewayError(400, 'invalid_request', 'body_not_json', 'The body is not JSON.');
    }
  };
  const read = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, value);
    if (!result.success) throw new GatewayError(400, 'invalid_request', 'parameter_invalid', 'The card details are not in the expected form.');
    return result.output;
  };

  app.get('/', (c) => c.json({ gateway: 'Yado sandbox', test_cards: TEST_CARDS.map(({ number, says }) => ({ number, says })) }));
  mountApi(app, sandbox, options.secretKey);

  app.get('/fields/:id', (c) => fieldsPage(c, sandbox.payment(c.req.param('id')), { topLevel: false }));
  app.post('/fields/:id/tokens', async (c) => {
    sameOrigin(c.req.header('origin'));
    const body = read(CardBody, await json(c));
    const result = sandbox.tokenize(
      c.req.param('id'),
      { number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc },
      body.save,
      body.holder,
    );
    if (!result.ok) return errorAnswer(c, new GatewayError(402, 'card_error', result.reason, 'The card was refused.'));
    const { card } = result.token;
    return c.json({ token: result.token.id, card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } }, 201);
  });

  app.get('/challenge/:id', (c) => {
    const payment = sandbox.payment(c.req.param('id'));
    if (payment.status !== 'requires_action') return challengeDonePage(c, payment);
    const waitsForever = sandbox.state.cards.get(payment.id)?.behaviour.kind === 'challenge_unanswered';
    return challengePage(c, payment, { waitsForever, redirect: c.req.query('mode') === 'redirect' && payment.return_url !== null });
  });
  app.post('/challenge/:id', async (c) => {
    const form = await c.req.parseBody();
    const answer = form.answer === 'fail' || form.answer === 'cancel' ? form.answer : 'complete';
    const payment = sandbox.answerChallenge(c.req.param('id'), answer);
    if (form.mode === 'redirect' && payment.return_url) {
      // back to the merchant's page: it asks its server, which asks the gateway; the URL proves nothing
      const back = new URL(payment.return_url);
      back.searchParams.set('payment_id', payment.id);
      return c.redirect(back.toString(), 303);
    }
    return challengeDonePage(c, payment);
  });

  app.get('/links/:id', (c) => {
    const link = sandbox.link(c.req.param('id'));
    const locale = gatewayLocale(c.req.query('locale'));
    if (link.status !== 'open') return linkStatusPage(c, link.status, ownOrigin, locale);
    const payment = sandbox.paymentForLink(link, locale);
    return fieldsPage(c, payment, { topLevel: true, payUrl: `/links/${link.id}/pay` });
  });
  app.post('/links/:id/pay', async (c) => {
    sameOrigin(c.req.header('origin'));
    const link = sandbox.link(c.req.param('id'));
    if (link.status !== 'open' || !link.payment) throw new GatewayError(409, 'state', 'link_not_open', 'This link takes no payment now.');
    const payment = sandbox.confirm(link.payment, { token: read(TokenBody, await json(c)).token });
    return c.json({ next: payment.next_action ? `${payment.next_action.url}?mode=redirect` : link.url });
  });

  return { app, sandbox, webhooks };
}
