import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '../../../shared/api/reservations.ts';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $justBooked } from '../../lib/just-booked.ts';
import { $pendingPayment, forgetPendingPayment, keepPendingPayment } from '../../lib/pending-payment.ts';
import { envelope, json, mockFetch, type Recorded } from '../../testing/render.tsx';
import { cardSession, GATEWAY, guaranteedReservation, heldReservation, TX, verifySession } from './payment-testing.ts';
import { $payment, openCardFields, payAtHotel, payWithToken, startPaymentStep, syncPayment } from './payment-store.ts';

const pending = heldReservation;
const session = cardSession;
const options = {
  parentOrigin: 'http://widget.test',
  returnUrl: () => 'http://widget.test/widget/reservation/payment?code=sakura-kyoto',
  locale: 'en' as const,
};
const progress = (state: string, extra: Partial<{ challenge_url: string; error_code: string; reservation: Reservation }> = {}) =>
  json(200, { data: { state, challenge_url: extra.challenge_url ?? null, error_code: extra.error_code ?? null, reservation: extra.reservation ?? pending } });

/** The server: the reservation, a session per call, and `confirm`/`sync` answered as given. */
function server(answers: { confirm?: () => Response; sync?: () => Response; onSite?: () => Response; reservation?: Reservation } = {}) {
  let sessions = 0;
  return mockFetch((request: Recorded) => {
    const path = request.url.pathname;
    if (path.endsWith('/payment/session'))
      return json(201, { data: { ...session, transaction_id: sessions++ === 0 ? TX : '7c1e4f9a-3b2d-4e8f-a051-7d2e3f4a5b6c' } });
    if (path.endsWith('/payment/confirm')) return answers.confirm?.() ?? progress('paid', { reservation: { ...pending, status: 'done', paid_amount: 25080 } });
    if (path.endsWith('/payment/sync')) return answers.sync?.() ?? progress('paid', { reservation: { ...pending, status: 'done', paid_amount: 25080 } });
    if (path.endsWith('/payment/on_site'))
      return answers.onSite?.() ?? json(200, { data: { ...pending, status: 'done', payment_type: 'on_site', bypass_token: 'new-token' } });
    return json(200, { data: answers.reservation ?? pending });
  });
}

let events: Array<[string, Record<string, unknown>]> = [];
beforeEach(() => {
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  events = [];
  setAnalyticsSink((name, params) => events.push([name, params]));
  keepPendingPayment({
    hotelCode: 'sakura-kyoto',
    reservationNumber: pending.reservation_number,
    bypassToken: 'token-1',
    paymentType: 'credit_card',
    selectionKey: null,
    transactionId: null,
  });
  $payment.set({ step: 'loading' });
});
afterEach(() => {
  forgetPendingPayment();
  vi.unstubAllGlobals();
});

async function atFields() {
  const http = server();
  await startPaymentStep({ ...options, returned: false });
  return http;
}

describe('the payment step', () => {
  it('reads the held reservation, then opens the card fields with a new idempotency key and keeps the transaction', async () => {
    const { requests } = await atFields();
    expect($payment.get()).toMatchObject({ step: 'fields', session: { hosted_fields_url: `${GATEWAY}/fields/pay_1` } });
    const open = requests.find((r) => r.url.pathname.endsWith('/payment/session'))!;
    expect(open.url.searchParams.get('bypass_token')).toBe('token-1');
    expect(open.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(open.body).toMatchObject({ parent_origin: 'http://widget.test', locale: 'en' });
    expect($pendingPayment.get()?.transactionId).toBe(TX);
  });

  it('says so when nothing waits for a payment in this tab', async () => {
    forgetPendingPayment();
    await startPaymentStep({ ...options, returned: false });
    expect($payment.get().step).toBe('missing');
  });

  it('confirms the token once: a second token while the first is checked is dropped (a double submit pays once)', async () => {
    const { requests } = await atFields();
    await Promise.all([payWithToken('tok_1'), payWithToken('tok_2')]);
    const confirms = requests.filter((r) => r.url.pathname.endsWith('/payment/confirm'));
    expect(confirms.map((r) => r.body)).toEqual([{ transaction_id: TX, token: 'tok_1' }]);
    expect($payment.get()).toMatchObject({ step: 'paid', bypassToken: 'token-1' });
  });

  it('paid: the confirmation takes over, analytics hears add_payment_info and one purchase with the payment type', async () => {
    await atFields();
    await payWithToken('tok_1');
    expect($justBooked.get()).toBe(pending.reservation_number);
    expect($pendingPayment.get()).toBeNull();
    expect(events.map(([name]) => name)).toEqual(['add_payment_info', 'purchase']);
    expect(events[0]![1]).toMatchObject({ payment_type: 'credit_card', currency: 'JPY', value: 25080 });
    expect(events[1]![1]).toMatchObject({ payment_type: 'credit_card', transaction_id: pending.reservation_number });
  });

  it('challenge: shows the bank’s check, then syncs to the answer', async () => {
    const http = server({ confirm: () => progress('challenge', { challenge_url: `${GATEWAY}/challenge/pay_1` }) });
    await startPaymentStep({ ...options, returned: false });
    await payWithToken('tok_1');
    expect($payment.get()).toMatchObject({ step: 'challenge', url: `${GATEWAY}/challenge/pay_1` });
    await syncPayment();
    expect(http.requests.filter((r) => r.url.pathname.endsWith('/payment/sync')).map((r) => r.body)).toEqual([{ transaction_id: TX }]);
    expect($payment.get().step).toBe('paid');
  });

  it('processing: the pending page, kept while the server still waits, left once it knows', async () => {
    let waiting = true;
    server({ confirm: () => progress('processing'), sync: () => (waiting ? progress('processing') : progress('failed', { error_code: '3006' })) });
    await startPaymentStep({ ...options, returned: false });
    await payWithToken('tok_1');
    const shown = $payment.get();
    expect(shown.step).toBe('processing');
    await syncPayment();
    expect($payment.get()).toMatchObject({ step: 'processing', since: (shown as { since: number }).since });
    waiting = false;
    await syncPayment();
    expect($payment.get()).toMatchObject({ step: 'failed', code: '3006' });
  });

  it('failed: another card opens a new payment under a new key; the reservation is kept', async () => {
    const http = server({ confirm: () => progress('failed', { error_code: '3204' }) });
    await startPaymentStep({ ...options, returned: false });
    await payWithToken('tok_1');
    expect($payment.get()).toMatchObject({ step: 'failed', code: '3204' });
    expect($pendingPayment.get()?.reservationNumber).toBe(pending.reservation_number);
    await openCardFields(pending, options);
    const keys = http.requests.filter((r) => r.url.pathname.endsWith('/payment/session')).map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect($pendingPayment.get()?.transactionId).toBe('7c1e4f9a-3b2d-4e8f-a051-7d2e3f4a5b6c');
  });

  it('failed: paying at the hotel switches the reservation and opens it with the new token', async () => {
    const http = server({ confirm: () => progress('failed', { error_code: '3204' }) });
    await startPaymentStep({ ...options, returned: false });
    await payWithToken('tok_1');
    await payAtHotel();
    expect(http.requests.filter((r) => r.url.pathname.endsWith('/payment/on_site'))).toHaveLength(1);
    expect($payment.get()).toMatchObject({ step: 'paid', bypassToken: 'new-token' });
    expect(events.at(-1)).toEqual(['purchase', expect.objectContaining({ payment_type: 'on_site' })]);
  });

  it('changed to the hotel on the review step: the held reservation is switched, no card form opened', async () => {
    const http = server();
    await startPaymentStep({ ...options, returned: false, atHotel: true });
    expect(http.requests.some((r) => r.url.pathname.endsWith('/payment/session'))).toBe(false);
    expect(http.requests.filter((r) => r.url.pathname.endsWith('/payment/on_site'))).toHaveLength(1);
    expect($payment.get()).toMatchObject({ step: 'paid', bypassToken: 'new-token' });
  });

  it('does not switch to the hotel where a plan does not take it', async () => {
    const http = server({ confirm: () => progress('failed', { error_code: '3204' }), reservation: { ...pending, on_site_allowed: false } });
    await startPaymentStep({ ...options, returned: false });
    await payWithToken('tok_1');
    $payment.set({ step: 'failed', reservation: { ...pending, on_site_allowed: false }, code: '3204' });
    await payAtHotel();
    expect(http.requests.filter((r) => r.url.pathname.endsWith('/payment/on_site'))).toHaveLength(0);
  });

  it('refunded with 1105: the room filled while paying, the held booking is forgotten', async () => {
    server({ confirm: () => progress('refunded', { error_code: '1105', reservation: { ...pending, status: 'cancelled' } }) });
    await startPaymentStep({ ...options, returned: false });
    await payWithToken('tok_1');
    expect($payment.get()).toMatchObject({ step: 'refunded', code: '1105' });
    expect($pendingPayment.get()).toBeNull();
  });

  it('back from a top-level check: syncs the kept transaction instead of opening new fields', async () => {
    keepPendingPayment({ ...$pendingPayment.get()!, transactionId: TX });
    const http = server();
    await startPaymentStep({ ...options, returned: true });
    expect(http.requests.some((r) => r.url.pathname.endsWith('/payment/session'))).toBe(false);
    expect(http.requests.filter((r) => r.url.pathname.endsWith('/payment/sync')).map((r) => r.body)).toEqual([{ transaction_id: TX }]);
    expect($payment.get().step).toBe('paid');
  });

  it('a reservation already done (paid by the webhook while away) goes straight to its confirmation', async () => {
    server({ reservation: { ...pending, status: 'done', paid_amount: 25080 } });
    await startPaymentStep({ ...options, returned: false });
    expect($payment.get()).toMatchObject({ step: 'paid', bypassToken: 'token-1' });
  });

  it('gateway maintenance (3203) opening the fields: says so, with the reservation for the hotel choice', async () => {
    mockFetch((request) =>
      request.url.pathname.endsWith('/payment/session')
        ? json(409, envelope(409, '3203', 'Card payment is under planned maintenance', ['payment_maintenance']))
        : json(200, { data: pending }),
    );
    await startPaymentStep({ ...options, returned: false });
    expect($payment.get()).toMatchObject({ step: 'error', reservation: { reservation_number: pending.reservation_number }, error: { code: '3203' } });
  });

  it('a card kept as guarantee: verified completes the booking, analytics hears add_payment_info for nothing and a purchase paid at the hotel', async () => {
    const held = guaranteedReservation;
    keepPendingPayment({ ...$pendingPayment.get()!, reservationNumber: held.reservation_number, paymentType: 'on_site_credit_card_required' });
    mockFetch((request: Recorded) => {
      const path = request.url.pathname;
      if (path.endsWith('/payment/session')) return json(201, { data: verifySession });
      if (path.endsWith('/payment/confirm'))
        return json(200, { data: { state: 'verified', challenge_url: null, error_code: null, reservation: { ...held, status: 'done' } } });
      return json(200, { data: held });
    });
    await startPaymentStep({ ...options, returned: false });
    expect($payment.get()).toMatchObject({ step: 'fields', session: { purpose: 'verify', amount: 0 } });
    await payWithToken('tok_1');
    expect($payment.get()).toMatchObject({ step: 'paid', bypassToken: 'token-1', reservation: { status: 'done', paid_amount: 0 } });
    expect($justBooked.get()).toBe(held.reservation_number);
    expect($pendingPayment.get()).toBeNull();
    expect(events.map(([name]) => name)).toEqual(['add_payment_info', 'purchase']);
    expect(events[0]![1]).toMatchObject({ payment_type: 'on_site_credit_card_required', value: 0 });
    expect(events[1]![1]).toMatchObject({ payment_type: 'on_site_credit_card_required', value: 26400 });
  });
});
