import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from './test.ts';

/**
 * A card-paid reservation made as the widget makes one, without the widget's checkout markup
 * (which its own spec drives): booked and given a payment session through the API, the card typed
 * in the gateway's hosted fields framed by a page on localhost (the widget's site), the
 * challenge framed there too.
 */

/** The sandbox gateway's key in the e2e run (playwright.config.ts), so that a spec can ask the gateway what it recorded. */
export const E2E_GATEWAY_SECRET_KEY = 'sk_e2e_gateway_key_of_this_run_only';

/** A reservation as the booking and the lookup answer it (the fields these specs read). */
export type Reservation = {
  reservation_number: string;
  bypass_token: string;
  status: string;
  cancel_reason: string | null;
  payment_type: string;
  total_price: number;
  paid_amount: number;
  remain_amount: number;
  refunded_amount: number;
  cancellation_fee: number | null;
  cancellation: { fee: number; percentage: number };
};
export type Stay = { checkin: string; checkout: string };

/** The booking API of the e2e server at `base`, called with a client session of its own. */
export function bookingApi(base: string) {
  let session = '';
  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
    if (!session) {
      const opened = await fetch(`${base}/identity/v1/client_sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'demo-kyoto' }),
      });
      session = ((await opened.json()) as { data: { client_session: string } }).data.client_session;
    }
    const answer = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-client-session': session, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, data: ((await answer.json()) as { data: T }).data };
  }
  const of = (r: Reservation, tail = '') => `/hotels/demo-kyoto/reservations/${r.reservation_number}${tail}?bypass_token=${r.bypass_token}`;
  return {
    /** Books the Standard Twin, room only, for two, paid by card now. */
    async bookByCard(stay: Stay): Promise<Reservation> {
      const booked = await call<Reservation>(
        'POST',
        '/hotels/demo-kyoto/reservations',
        {
          checkin_date: stay.checkin,
          checkout_date: stay.checkout,
          rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] }],
          guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'card@example.com', email_confirmation: 'card@example.com', phone: '+819012345678' },
          payment_type: 'credit_card',
          locale: 'en',
        },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(booked.status, 'the card booking').toBe(201);
      return booked.data;
    },
    /** Opens a payment session whose fields `parentOrigin` frames; answers the gateway's payment id too. */
    async openSession(r: Reservation, parentOrigin: string) {
      const opened = await call<{ transaction_id: string; hosted_fields_url: string; gateway_origin: string; amount: number }>(
        'POST',
        of(r, '/payment/session'),
        { parent_origin: parentOrigin, return_url: `${parentOrigin}/return`, locale: 'en' },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(opened.status, 'the payment session').toBe(201);
      return { ...opened.data, paymentId: new URL(opened.data.hosted_fields_url).pathname.split('/').at(-1)! };
    },
    confirm: (r: Reservation, transactionId: string, token: string) =>
      call<{ state: string; challenge_url: string | null; error_code: string | null }>('POST', of(r, '/payment/confirm'), {
        transaction_id: transactionId,
        token,
      }),
    sync: (r: Reservation, transactionId: string) => call<{ state: string }>('POST', of(r, '/payment/sync'), { transaction_id: transactionId }),
    lookup: async (r: Reservation) => (await call<Reservation>('GET', of(r))).data,
    /** Rooms of the Standard Twin still free on every night of the stay, as the room search gives them. */
    async roomsLeft(stay: Stay): Promise<number> {
      const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, kids_tiers: [] }]));
      const found = await call<{ room_types: Array<{ room_plans: Array<{ room_plan_code: string; room_count: number }> }> }>(
        'GET',
        `/hotels/demo-kyoto/rooms?checkin_date=${stay.checkin}&checkout_date=${stay.checkout}&rooms=${rooms}`,
      );
      return found.data.room_types.flatMap((t) => t.room_plans).find((p) => p.room_plan_code === 'std-twin--room-only')!.room_count;
    },
  };
}

/** The payment as the sandbox gateway recorded it (its server-to-server API, with the run's key). */
export async function gatewayPayment(gatewayOrigin: string, paymentId: string) {
  const answer = await fetch(`${gatewayOrigin}/v1/payments/${paymentId}`, { headers: { authorization: `Bearer ${E2E_GATEWAY_SECRET_KEY}` } });
  return (await answer.json()) as { status: string; amount: number; amount_captured: number; amount_refunded: number; refunds: Array<{ amount: number }> };
}

/**
 * A checkout page on localhost (the widget's site) with one frame for the gateway's pages,
 * started before the file's tests; `url` is its origin.
 */
export function checkoutPage(): { url: () => string } {
  let server: Server;
  let url = '';
  test.beforeAll(async () => {
    server = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><title>Checkout</title><iframe id="pay" title="Card" allow="payment" style="width:420px;height:420px"></iframe></html>',
        ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: () => url };
}

/** Frames `src` on the checkout page, keeping every message the page receives with its origin. */
export async function frameOnCheckout(page: Page, checkoutUrl: string, src: string) {
  if (page.url() !== `${checkoutUrl}/`) {
    await page.goto(`${checkoutUrl}/`);
    await page.evaluate(() => {
      const got: unknown[] = [];
      (window as unknown as { got: unknown[] }).got = got;
      addEventListener('message', (event) => got.push({ origin: event.origin, data: event.data }));
    });
  }
  await page.evaluate((url) => {
    (document.getElementById('pay') as HTMLIFrameElement).src = url;
  }, src);
  return page.frameLocator('#pay');
}

/** Types `number` in the hosted fields framed on the checkout page and answers the token they post from the gateway's origin. */
export async function typeCardForToken(page: Page, checkoutUrl: string, hostedFieldsUrl: string, number: string): Promise<string> {
  const fields = await frameOnCheckout(page, checkoutUrl, hostedFieldsUrl);
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry month (MM)').fill('12');
  await fields.getByLabel('Expiry year (YY)').fill('30');
  await fields.getByLabel('Security code').fill('123');
  await fields.getByRole('button', { name: 'Use this card' }).click();
  const gatewayOrigin = new URL(hostedFieldsUrl).origin;
  const token = () =>
    page.evaluate(
      (origin) =>
        (window as unknown as { got: Array<{ origin: string; data: { type?: string; token?: string } }> }).got.find(
          (m) => m.origin === origin && m.data.type === 'token',
        )?.data.token ?? null,
      gatewayOrigin,
    );
  await expect.poll(token, { message: 'the token posted by the hosted fields' }).not.toBeNull();
  return (await token())!;
}
