import { describe, expect, it } from 'vitest';
import { answerChallenge } from '../../gateway/test-support.ts';
import { abortLapsedReservations } from '../../server/use-cases/reservation-payment.ts';
import { book, bookingBody } from '../support/booking.ts';
import { type Booked, freshStays, type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

/**
 * Paying at the hotel with a card kept as a guarantee (on_site_credit_card_required): the rooms
 * held payment_pending while the sandbox gateway verifies the card for nothing, on each database.
 */

describe.each(DRIVERS)('reservations guaranteed by a card on %s', (driver) => {
  let server: TestServer;
  let wired: CardPaymentContext['wired'];
  let calls: CardPaymentContext['calls'];

  withCardPayments(driver, (context) => {
    ({ server, wired, calls } = context);
  });

  /** A stay of two nights no other test of this file books. */
  const stay = freshStays('2027-05-10');
  const EARLY_BIRD = [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--early-bird', adults: 2, kids_tiers: [] }];
  type Guaranteed = Booked & { status: string; total_price: number; checkin_date: string; checkout_date: string };
  async function bookGuaranteed(overrides: Record<string, unknown> = {}): Promise<Guaranteed> {
    const answer = await book(server, bookingBody({ ...stay(), rooms: EARLY_BIRD, payment_type: 'on_site_credit_card_required', ...overrides }));
    expect(answer.status).toBe(201);
    return answer.json.data;
  }
  const transaction = (id: string) =>
    server.db
      .selectFrom('payment_transactions')
      .select(['purpose', 'status', 'amount', 'captured_amount', 'gateway_payment_id', 'card_brand', 'card_last4'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const atGateway = async (transactionId: string) => wired.gateway.sandbox.state.payments.get(await calls.paymentIdOf(transactionId))!;

  it('holds the rooms payment_pending, verifies the card for nothing, then is done with all of it due at the hotel', async () => {
    const r = await bookGuaranteed();
    expect(r).toMatchObject({ status: 'payment_pending', payment_type: 'on_site_credit_card_required', deposit_amount: null, paid_amount: 0 });
    expect(r).toMatchObject({ remain_amount: r.total_price, on_site_allowed: true });
    expect(await calls.sold(r.checkin_date)).toBe(1);
    expect((await calls.mails(r.reservation_number))[0]!.next_attempt_at).not.toBeNull();
    const s = await calls.session(r);
    expect(s).toMatchObject({ purpose: 'verify', amount: 0, accepted_brands: ['visa', 'mastercard'], card_valid_through: r.checkout_date });
    const verified = await calls.confirm(r, s.transaction_id, '4242424242424242');
    expect(verified).toMatchObject({ state: 'verified', error_code: null });
    expect(verified.reservation).toMatchObject({
      status: 'done',
      paid_amount: 0,
      remain_amount: r.total_price,
      deposit_amount: null,
      payment_expires_at: null,
    });
    // staff see which card guarantees the booking: the gateway's payment, the brand and the last digits
    const row = await transaction(s.transaction_id);
    expect(row).toMatchObject({ purpose: 'verification', status: 'authorized', card_brand: 'visa', card_last4: '4242' });
    expect(Number(row.amount)).toBe(0);
    expect(Number(row.captured_amount)).toBe(0);
    expect(await atGateway(s.transaction_id)).toMatchObject({ id: row.gateway_payment_id, purpose: 'verification', status: 'verified', amount_captured: 0 });
    const [mail] = await calls.mails(r.reservation_number);
    expect(mail!.next_attempt_at).toBeNull();
    expect(mail!.body_text).toContain('Payment: at the hotel on arrival. Your card is kept only as a guarantee.');
    // asked again (the webhook, a second sync), nothing changes
    expect((await calls.sync(r, s.transaction_id)).state).toBe('verified');
    expect(await calls.mails(r.reservation_number)).toHaveLength(1);
  });

  it('verifies a challenge card once the guest completes the 3-D Secure challenge', async () => {
    const r = await bookGuaranteed();
    const s = await calls.session(r);
    const asked = await calls.confirm(r, s.transaction_id, '4000000000003220');
    expect(asked).toMatchObject({ state: 'challenge', reservation: { status: 'payment_pending' } });
    expect(asked.challenge_url).toContain('/challenge/');
    await answerChallenge(wired.gateway.app, await calls.paymentIdOf(s.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    expect(await calls.sync(r, s.transaction_id)).toMatchObject({ state: 'verified', reservation: { status: 'done', paid_amount: 0 } });
  });

  it("makes the reservation done from the gateway's webhook alone when the guest never comes back from the challenge", async () => {
    const r = await bookGuaranteed();
    const s = await calls.session(r);
    expect((await calls.confirm(r, s.transaction_id, '4000000000003220')).state).toBe('challenge');
    await answerChallenge(wired.gateway.app, await calls.paymentIdOf(s.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    expect(wired.sent.map((w) => JSON.parse(w.body).type)).toContain('payment.verified');
    expect(await calls.lookup(r)).toMatchObject({ status: 'done', paid_amount: 0 });
    expect((await calls.mails(r.reservation_number))[0]!.next_attempt_at).toBeNull();
  });

  it('keeps the reservation after a declined card: another card guarantees it, or the guest pays at the hotel without one', async () => {
    const r = await bookGuaranteed();
    const first = await calls.session(r);
    const declined = await calls.confirm(r, first.transaction_id, '4000000000000002');
    expect(declined).toMatchObject({ state: 'failed', error_code: '3204', reservation: { status: 'payment_pending', on_site_allowed: true } });
    const second = await calls.session(r);
    expect(second.transaction_id).not.toBe(first.transaction_id);
    await calls.confirm(r, second.transaction_id, '4000008400001629');
    await answerChallenge(wired.gateway.app, await calls.paymentIdOf(second.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    expect((await calls.sync(r, second.transaction_id)).state).toBe('failed');
    const switched = await server.call('POST', calls.path(r.reservation_number, r.bypass_token, 'on_site'));
    expect(switched.status).toBe(200);
    expect(switched.json.data).toMatchObject({ status: 'done', payment_type: 'on_site', total_price: r.total_price, paid_amount: 0 });
    const sent = await calls.mails(r.reservation_number);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body_text).not.toContain('guarantee');
  });

  it('aborts a reservation whose card was not verified within 15 minutes and gives its rooms back', async () => {
    const r = await bookGuaranteed();
    const s = await calls.session(r);
    expect((await calls.confirm(r, s.transaction_id, '4000000000003246')).state).toBe('challenge');
    await server.travelTo(new Date(TEST_NOW.getTime() + 14 * 60_000));
    expect(await abortLapsedReservations(server.deps)).toBe(0);
    await server.travelTo(new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect(await abortLapsedReservations(server.deps)).toBe(1);
    expect(await calls.sold(r.checkin_date)).toBe(0);
    expect(await calls.lookup(r)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_not_completed', refunded_amount: 0 });
    expect((await transaction(s.transaction_id)).status).toBe('cancelled');
    expect((await atGateway(s.transaction_id)).status).toBe('canceled');
    expect(await calls.mails(r.reservation_number)).toHaveLength(0);
  });

  it('answers 1105 for a card verified after the hold lapsed, and keeps the reservation cancelled: nothing was charged', async () => {
    const r = await bookGuaranteed();
    const s = await calls.session(r);
    expect((await calls.confirm(r, s.transaction_id, '4000000000003220')).state).toBe('challenge');
    await server.travelTo(new Date(TEST_NOW.getTime() + 16 * 60_000));
    wired.lose.webhooks = true;
    await answerChallenge(wired.gateway.app, await calls.paymentIdOf(s.transaction_id), 'complete');
    expect(await abortLapsedReservations(server.deps)).toBe(1);
    const late = await calls.sync(r, s.transaction_id);
    expect(late).toMatchObject({ state: 'refunded', error_code: '1105', reservation: { status: 'cancelled', paid_amount: 0, refunded_amount: 0 } });
    expect(await atGateway(s.transaction_id)).toMatchObject({ status: 'verified', amount_captured: 0, amount_refunded: 0 });
  });

  it('refunds nothing when a guaranteed reservation is cancelled, and leaves the verified card as it was', async () => {
    const r = await bookGuaranteed();
    const s = await calls.session(r);
    expect((await calls.confirm(r, s.transaction_id, '5555555555554444')).state).toBe('verified');
    const cancelled = await server.call('PUT', `/hotels/demo-kyoto/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: r.total_price },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled', cancellation_fee: r.total_price, paid_amount: 0, refunded_amount: 0 });
    expect(await atGateway(s.transaction_id)).toMatchObject({ status: 'verified', amount_refunded: 0 });
    expect((await transaction(s.transaction_id)).status).toBe('authorized');
    const mail = (await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_cancellation')!;
    expect(mail.body_text).not.toContain('Refund to your card');
  });

  it('takes no card guarantee while the server has no gateway', async () => {
    const gateway = server.deps.payments;
    server.deps.payments = null;
    try {
      const refused = await book(server, bookingBody({ ...stay(), rooms: EARLY_BIRD, payment_type: 'on_site_credit_card_required' }));
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.json)).toContain('payment_type_not_allowed');
    } finally {
      server.deps.payments = gateway;
    }
  });
});
