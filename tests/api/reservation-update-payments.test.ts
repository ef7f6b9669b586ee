import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryCancellationRefunds } from '../../server/use-cases/cancellation-refund.ts';
import { book, bookingBody } from '../support/booking.ts';
import { type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { DRIVERS, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only' };

/** Changing a stay paid in full by card: the refund through the gateway, the fee on what is given up, no second payment. */
describe.each(DRIVERS)('changing a reservation paid by card on %s', (driver) => {
  let server: TestServer;
  let calls: CardPaymentContext['calls'];
  withCardPayments(driver, (context) => {
    ({ server, calls } = context);
  });

  /** Books a stay by card and pays it with a card that passes: done, captured. */
  async function paid(checkin: string, checkout: string) {
    const answer = await book(server, bookingBody({ checkin_date: checkin, checkout_date: checkout, payment_type: 'credit_card' }));
    expect(answer.status).toBe(201);
    const r = { reservation_number: answer.json.data.reservation_number as string, bypass_token: answer.json.data.bypass_token as string };
    expect((await calls.confirm(r, (await calls.session(r)).transaction_id, '4242424242424242')).state).toBe('paid');
    const view = await calls.lookup(r);
    expect([view.status, view.paid_amount]).toEqual(['done', view.deposit_amount]);
    return { ...r, access: `bypass_token=${r.bypass_token}`, total: view.total_price as number, paidAmount: view.paid_amount as number };
  }
  const path = (number: string, access: string, tail = '') => `/hotels/demo-kyoto/reservations/${number}${tail}?${access}`;
  const quote = (r: { reservation_number: string; access: string }, body: Record<string, unknown>) =>
    server.call('POST', path(r.reservation_number, r.access, '/update_quote'), { body });
  const change = (r: { reservation_number: string; access: string }, body: Record<string, unknown>) =>
    server.call('PUT', path(r.reservation_number, r.access), { body, headers: { 'idempotency-key': randomUUID() } });
  const transaction = (number: string) =>
    server.db
      .selectFrom('payment_transactions as t')
      .innerJoin('reservations as r', 'r.id', 't.reservation_id')
      .select(['t.captured_amount', 't.refunded_amount'])
      .where('r.reservation_number', '=', number)
      .executeTakeFirstOrThrow();

  it('refunds what a shorter stay gives up through the gateway, once, and says so in the e-mail', async () => {
    const r = await paid('2027-03-15', '2027-03-17');
    const body = { checkin_date: '2027-03-15', checkout_date: '2027-03-16', rooms: [TWIN] };
    const priced = (await quote(r, body)).json.data;
    expect([priced.allowed, priced.change_fee]).toEqual([true, 0]);
    expect(priced.refund_amount).toBe(r.paidAmount - priced.reservation.total_price);
    const { status, json } = await change(r, { ...body, displayed_total_price: priced.reservation.total_price });
    expect(status).toBe(200);
    const view = json.data.reservation;
    expect([view.paid_amount, view.refunded_amount, view.deposit_amount, view.remain_amount]).toEqual([
      r.paidAmount,
      priced.refund_amount,
      view.total_price,
      0,
    ]);
    expect(await transaction(r.reservation_number)).toEqual({ captured_amount: r.paidAmount, refunded_amount: priced.refund_amount });
    // the payment job's retry finds nothing more to give back
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(priced.refund_amount);
    const mail = (await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_change')!;
    expect(mail.body_text).toContain('Refund to your card: ¥');
  });

  it('keeps the cancellation fee in force on what the change gives up, and keeps it kept when the stay is then cancelled', async () => {
    const r = await paid('2027-03-22', '2027-03-24');
    // four days before check-in: the demo policy's tier of that time is in force
    await server.travelTo(new Date('2027-03-18T03:00:00Z'));
    const percentage = (await calls.lookup(r)).cancellation.percentage as number;
    expect(percentage).toBeGreaterThan(0);
    const body = { checkin_date: '2027-03-22', checkout_date: '2027-03-23', rooms: [TWIN] };
    const quoted = await quote(r, body);
    expect(quoted.json.errors).toBeUndefined();
    const priced = quoted.json.data;
    const fee = Math.floor(((r.total - priced.reservation.total_price) * percentage) / 100);
    expect([priced.change_fee, priced.refund_amount]).toEqual([fee, r.paidAmount - priced.reservation.total_price - fee]);
    expect((await change(r, { ...body, displayed_total_price: priced.reservation.total_price })).status).toBe(200);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(priced.refund_amount);

    const cancelFee = (await calls.lookup(r)).cancellation.fee as number;
    const cancelled = await server.call('PUT', path(r.reservation_number, r.access, '/cancel'), {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: cancelFee },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.refunded_amount).toBe(r.paidAmount - fee - cancelFee);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(r.paidAmount - fee - cancelFee);
  });

  it('refuses a change that costs more than the card paid, and changes nothing', async () => {
    const r = await paid('2027-03-29', '2027-03-30');
    const body = { checkin_date: '2027-03-29', checkout_date: '2027-03-31', rooms: [TWIN] };
    const priced = (await quote(r, body)).json.data;
    expect(priced.allowed).toBe(false);
    const refused = await change(r, { ...body, displayed_total_price: priced.reservation.total_price });
    expect([refused.status, refused.json.errors[0].details.base[0].code]).toEqual([422, 'prepaid_change_costs_more']);
    expect(await calls.sold('2027-03-30')).toBe(0);
    expect((await calls.lookup(r)).checkout_date).toBe('2027-03-30');
  });
});
