import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGatewayApp } from './app.ts';
import { answerChallenge, typeCard } from './test-support.ts';

const PUBLIC_URL = 'http://127.0.0.1:8090';
const PARENT = 'http://localhost:8080';
const SECRET = 'sk_test_key';
let gateway: ReturnType<typeof createGatewayApp>;

beforeEach(() => {
  gateway = createGatewayApp({
    publicUrl: PUBLIC_URL,
    secretKey: SECRET,
    webhookSecret: 'whsec_test',
    webhookUrl: null,
    now: () => new Date('2026-11-27T12:00:00Z'),
    log: () => {},
  });
});

async function api(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' };
  if (method === 'POST') headers['idempotency-key'] = randomUUID();
  const answer = await gateway.app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields
  return { status: answer.status, json: (await answer.json()) as any };
}
const newCustomer = async () => (await api('POST', '/v1/customers', { reference: 'member-1' })).json.id as string;
const newPayment = async (customer: string | null, more: Record<string, unknown> = {}) =>
  (
    await api('POST', '/v1/payments', {
      amount: 25000,
      currency: 'JPY',
      capture_method: 'manual',
      parent_origin: PARENT,
      card_valid_through: '2027-03-02',
      customer,
      ...more,
    })
  ).json;
async function payTyped(customer: string | null, number: string, save: boolean) {
  const payment = await newPayment(customer);
  const token = await typeCard(gateway.app, PUBLIC_URL, payment.id, number, { save, holder: ' Ken Mori ' });
  return api('POST', `/v1/payments/${payment.id}/confirm`, { token: token.json.token });
}
const methodsOf = async (customer: string) => (await api('GET', `/v1/customers/${customer}/payment_methods`)).json.data as Array<{ id: string }>;

describe('the sandbox gateway vault', () => {
  it('saves the card of a successful payment when "Save this card" was ticked, keeping brand, last four and expiry only', async () => {
    const customer = await newCustomer();
    const paid = await payTyped(customer, '4242424242424242', true);
    expect(paid.json.status).toBe('authorized');
    const [method, ...others] = await methodsOf(customer);
    expect(others).toEqual([]);
    expect(paid.json.payment_method).toBe(method!.id);
    expect(method).toMatchObject({ customer, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, holder: 'Ken Mori' }, detached: false });
    expect(JSON.stringify([...gateway.sandbox.state.paymentMethods.values()])).not.toContain('4242424242424242');
  });

  it('saves nothing when the box was not ticked, when the payment has no customer, or when the card is declined', async () => {
    const customer = await newCustomer();
    await payTyped(customer, '4242424242424242', false);
    await payTyped(null, '4242424242424242', true);
    expect((await payTyped(customer, '4000000000000002', true)).json.status).toBe('failed');
    expect(await methodsOf(customer)).toEqual([]);
    expect(gateway.sandbox.state.paymentMethods.size).toBe(0);
  });

  it('offers the box in the hosted fields only for a payment made for a customer', async () => {
    const withCustomer = await newPayment(await newCustomer());
    const without = await newPayment(null);
    expect(await (await gateway.app.request(`/fields/${withCustomer.id}`)).text()).toContain('id="save"');
    expect(await (await gateway.app.request(`/fields/${without.id}`)).text()).not.toContain('id="save"');
  });

  it('saves a challenged card once the challenge passes, and pays again with it through a new challenge', async () => {
    const customer = await newCustomer();
    const first = await payTyped(customer, '4000000000003220', true);
    expect(first.json.status).toBe('requires_action');
    expect(await methodsOf(customer)).toEqual([]);
    await answerChallenge(gateway.app, first.json.id, 'complete');
    const [method] = await methodsOf(customer);
    expect(method).toBeDefined();
    const again = await newPayment(customer);
    const asked = await api('POST', `/v1/payments/${again.id}/confirm`, { payment_method: method!.id });
    // 3-D Secure still applies to a customer-present payment with a saved card
    expect(asked.json).toMatchObject({ status: 'requires_action', payment_method: method!.id, card: { last4: '3220' } });
    await answerChallenge(gateway.app, again.id, 'complete');
    expect((await api('GET', `/v1/payments/${again.id}`)).json.status).toBe('authorized');
  });

  it('pays with a saved card without a challenge, and a saved card keeps its decline', async () => {
    const customer = await newCustomer();
    await payTyped(customer, '5555555555554444', true);
    const [method] = await methodsOf(customer);
    const payment = await newPayment(customer);
    const paid = await api('POST', `/v1/payments/${payment.id}/confirm`, { payment_method: method!.id });
    expect(paid.json).toMatchObject({ status: 'authorized', card: { brand: 'mastercard', last4: '4444' } });
    // a card that passed once may be declined later (the bank's "lost card" on the same number)
    gateway.sandbox.state.methodCards.set(method!.id, {
      ...gateway.sandbox.state.methodCards.get(method!.id)!,
      behaviour: { kind: 'declined', code: 'lost_card' },
    });
    const next = await newPayment(customer);
    expect((await api('POST', `/v1/payments/${next.id}/confirm`, { payment_method: method!.id })).json).toMatchObject({
      status: 'failed',
      failure_code: 'lost_card',
    });
  });

  it("refuses another customer's card, a detached card, and a card that expires before the date asked", async () => {
    const customer = await newCustomer();
    const stranger = await newCustomer();
    await payTyped(customer, '4242424242424242', true);
    const [method] = await methodsOf(customer);
    const theirs = await newPayment(stranger);
    expect(await api('POST', `/v1/payments/${theirs.id}/confirm`, { payment_method: method!.id })).toMatchObject({
      status: 404,
      json: { error: { code: 'payment_method_not_found' } },
    });
    const tooLong = await newPayment(customer, { card_valid_through: '2031-01-05' });
    expect(await api('POST', `/v1/payments/${tooLong.id}/confirm`, { payment_method: method!.id })).toMatchObject({
      status: 402,
      json: { error: { code: 'valid_through_too_short' } },
    });
    expect((await api('POST', `/v1/payment_methods/${method!.id}/detach`)).json).toMatchObject({ id: method!.id, detached: true });
    expect(await methodsOf(customer)).toEqual([]);
    const after = await newPayment(customer);
    expect((await api('POST', `/v1/payments/${after.id}/confirm`, { payment_method: method!.id })).status).toBe(404);
    expect((await api('POST', '/v1/payment_methods/pm_unknown/detach')).status).toBe(404);
  });

  it('refuses a payment for an unknown customer', async () => {
    const answer = await api('POST', '/v1/payments', { amount: 100, currency: 'JPY', parent_origin: PARENT, customer: 'cus_unknown' });
    expect(answer).toMatchObject({ status: 404, json: { error: { code: 'customer_not_found' } } });
  });
});
