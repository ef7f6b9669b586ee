import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { FrameLocator, Page } from './test.ts';
import { expect, test } from './recorded-requests.ts';
import { createGatewayApp } from '../gateway/app.ts';

/**
 * The sandbox gateway's pages in Chromium, across sites as in production: the parent page on
 * localhost (the widget's site), the gateway on 127.0.0.1. The card is typed in the gateway's
 * frame only; the parent gets a token, and the challenge's end, by postMessage from the
 * gateway's origin.
 */

const SECRET = 'sk_e2e_sandbox';
let gatewayUrl = '';
let parentUrl = '';
let stopGateway: () => void = () => {};
let parent: Server;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => {
    parent = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><title>Checkout</title><body><iframe id="pay" title="Card" allow="payment" style="width:420px;height:360px"></iframe></body></html>',
        ),
    );
    parent.listen(0, '127.0.0.1', resolve);
  });
  parentUrl = `http://localhost:${(parent.address() as AddressInfo).port}`;
  // the gateway learns its own port once it listens, and is made then
  let app: ReturnType<typeof createGatewayApp>['app'] | undefined;
  const server = serve({ fetch: (request) => app!.fetch(request), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createGatewayApp({ publicUrl: gatewayUrl, secretKey: SECRET, webhookSecret: 'whsec_e2e', webhookUrl: null, log: () => {} }).app;
  stopGateway = () => server.close();
});
test.afterAll(() => {
  stopGateway();
  parent.close();
});

async function api(path: string, body: unknown) {
  const answer = await fetch(gatewayUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as { id: string; hosted_fields_url: string; status: string; next_action: { url: string } | null };
}

/** Opens the parent page, records every message it receives with its origin, and frames `url`. */
async function frameOnParent(page: Page, url: string): Promise<FrameLocator> {
  await page.goto(`${parentUrl}/`);
  await page.evaluate((src) => {
    (window as unknown as { got: unknown[] }).got = [];
    addEventListener('message', (event) => (window as unknown as { got: unknown[] }).got.push({ origin: event.origin, data: event.data }));
    (document.getElementById('pay') as HTMLIFrameElement).src = src;
  }, url);
  return page.frameLocator('#pay');
}
const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { got: Array<{ origin: string; data: { type: string } & Record<string, unknown> }> }).got);

async function typeCard(fields: FrameLocator | Page, number: string, cvc = '123') {
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry month (MM)').fill('12');
  await fields.getByLabel('Expiry year (YY)').fill('30');
  await fields.getByLabel('Security code').fill(cvc);
}

test('the hosted fields give the parent a token from the gateway’s origin, and the framed challenge says when it is done', async ({ page }) => {
  const payment = await api('/v1/payments', { amount: 25000, currency: 'JPY', capture_method: 'manual', parent_origin: parentUrl });
  const fields = await frameOnParent(page, payment.hosted_fields_url);
  await typeCard(fields, '4000 0000 0000 3220');
  // the widget's own Pay button asks the fields to submit
  await page.evaluate(
    (origin) => (document.getElementById('pay') as HTMLIFrameElement).contentWindow!.postMessage({ source: 'yado', type: 'submit' }, origin),
    gatewayUrl,
  );
  await expect.poll(async () => (await messages(page)).map((m) => m.data.type)).toContain('token');
  const token = (await messages(page)).find((m) => m.data.type === 'token')!;
  expect(token.origin).toBe(gatewayUrl);
  expect(token.data).toMatchObject({ source: 'yado-sandbox-gateway', card: { brand: 'visa', last4: '3220' } });
  // the parent page never had the number
  expect(JSON.stringify(await messages(page))).not.toContain('4000000000003220');
  await expect(fields.getByLabel('Card number')).toHaveValue('');

  const confirmed = await api(`/v1/payments/${payment.id}/confirm`, { token: token.data.token });
  expect(confirmed.status).toBe('requires_action');
  const challenge = await frameOnParent(page, confirmed.next_action!.url);
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect
    .poll(async () => (await messages(page)).find((m) => m.data.type === 'challenge_complete'))
    .toMatchObject({
      origin: gatewayUrl,
      data: { payment_id: payment.id },
    });
});

test('the fields show a wrong card in the frame and tell the parent only its code', async ({ page }) => {
  const payment = await api('/v1/payments', { amount: 1000, currency: 'JPY', parent_origin: parentUrl, accepted_brands: ['visa', 'mastercard'] });
  const fields = await frameOnParent(page, payment.hosted_fields_url);
  await typeCard(fields, '3782 822463 10005', '1234');
  await fields.getByRole('button', { name: 'Use this card' }).click();
  await expect(fields.getByRole('alert')).toHaveText('This card brand is not accepted.');
  await expect.poll(async () => (await messages(page)).find((m) => m.data.type === 'card_error')?.data).toMatchObject({ code: 'brand_not_accepted' });
});

test('a top-level challenge goes back to the return URL, and a payment link is paid on the gateway’s own page', async ({ page }) => {
  const payment = await api('/v1/payments', { amount: 1000, currency: 'JPY', parent_origin: parentUrl, return_url: `${parentUrl}/reservation/payment` });
  const fields = await frameOnParent(page, payment.hosted_fields_url);
  await typeCard(fields, '4000000000003220');
  await fields.getByRole('button', { name: 'Use this card' }).click();
  await expect.poll(async () => (await messages(page)).find((m) => m.data.type === 'token')).toBeTruthy();
  const token = (await messages(page)).find((m) => m.data.type === 'token')!.data.token;
  const confirmed = await api(`/v1/payments/${payment.id}/confirm`, { token });
  // a gateway that cannot be framed: the guest goes to it and comes back
  await page.goto(`${confirmed.next_action!.url}?mode=redirect`);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(`${parentUrl}/reservation/payment?payment_id=${payment.id}`);

  const link = await api('/v1/links', { amount: 5000, currency: 'JPY', expires_at: Math.floor(Date.now() / 1000) + 3600 });
  await page.goto(`${gatewayUrl}/links/${link.id}`);
  await typeCard(page, '4000000000003220');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading')).toHaveText('This payment link has been paid. Thank you.');
  expect(page.url()).toContain(`${gatewayUrl}/links/${link.id}?payment_id=`);
});
