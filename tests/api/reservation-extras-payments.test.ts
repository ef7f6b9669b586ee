import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { typeCard } from '../../gateway/test-support.ts';
import { retryCancellationRefunds } from '../../server/use-cases/cancellation-refund.ts';
import { book, bookingBody, extraIdsOf } from '../support/booking.ts';
import { type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { GATEWAY_URL } from '../support/sandbox-gateway.ts';
import { DRIVERS, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] };
const TWIN_BREAKFAST = { ...TWIN, room_plan_code: 'std-twin--breakfast' };
type Line = { extra_id: string; date: string | null; quantity: number; price: number };

/** Extras changed after booking on a stay paid by card: the difference asked by a payment link, or refunded through the gateway. */
describe.each(DRIVERS)('extras of a reservation paid by card, on %s', (driver) => {
  let server: TestServer;
  let calls: CardPaymentContext['calls'];
  let wired: CardPaymentContext['wired'];
  let ids: Record<string, string>;
  withCardPayments(driver, (context) => {
    ({ server, calls, wired } = context);
  });
  beforeEach(async () => {
    ids ??= await extraIdsOf(server, 'demo-kyoto');
  });

  /** Books a stay paid by card (or a card deposit) and pays it with a card that passes. */
  async function paid(stay: { checkin_date: string; checkout_date: string }, extras: unknown[], payment_type = 'credit_card') {
    const rooms = [payment_type === 'credit_card' ? TWIN : TWIN_BREAKFAST];
    const answer = await book(server, bookingBody({ ...stay, rooms, extras, payment_type }));
    expect(answer.status).toBe(201);
    const r = { reservation_number: answer.json.data.reservation_number as string, bypass_token: answer.json.data.bypass_token as string };
    expect((await calls.confirm(r, (await calls.session(r)).transaction_id, '4242424242424242')).state).toBe('paid');
    const view = await calls.lookup(r);
    expect([view.status, view.paid_amount]).toEqual(['done', view.deposit_amount]);
    return { ...r, path: `/hotels/demo-kyoto/reservations/${r.reservation_number}`, total: view.total_price as number, paidAmount: view.paid_amount as number };
  }
  const put = (r: { path: string; bypass_token: string }, extras: unknown[], displayed_total_price: number) =>
    server.call('PUT', `${r.path}/extras?bypass_token=${r.bypass_token}`, { body: { extras, displayed_total_price } });
  const refundedByCard = async (number: string) =>
    (
      await server.db
        .selectFrom('payment_transactions as t')
        .innerJoin('reservations as r', 'r.id', 't.reservation_id')
        .select(['t.refunded_amount'])
        .where('r.reservation_number', '=', number)
        .where('t.status', '=', 'captured')
        .execute()
    ).reduce((sum, t) => sum + t.refunded_amount, 0);
  const links = (number: string) =>
    server.db
      .selectFrom('payment_links as l')
      .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
      .select(['l.payment_number', 'l.amount', 'l.status', 'l.descriptions'])
      .where('r.reservation_number', '=', number)
      .orderBy('l.created_at')
      .execute();
  async function payLink(paymentNumber: string) {
    const opened = await server.call('POST', `/payment_links/${paymentNumber}/payments`, { body: { idempotency_key: `open-${randomUUID()}` } });
    expect(opened.status).toBe(201);
    const { json } = await typeCard(wired.gateway.app, GATEWAY_URL, opened.json.data.payment_id, '4242424242424242');
    const confirmed = await server.call('POST', `/payment_links/${paymentNumber}/payments/${opened.json.data.payment_id}/confirm`, {
      body: { token: json.token, idempotency_key: `confirm-${randomUUID()}` },
    });
    await wired.gateway.webhooks.idle();
    expect(confirmed.json.data.page.state).toBe('paid');
  }
  async function cancel(r: { path: string; bypass_token: string; reservation_number: string }) {
    const fee = (await calls.lookup(r)).cancellation.fee as number;
    const cancelled = await server.call('PUT', `${r.path}/cancel?bypass_token=${r.bypass_token}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
    });
    expect(cancelled.status).toBe(200);
    return { fee, refunded: cancelled.json.data.refunded_amount as number };
  }

  it('asks what an added extra costs by one payment link; paying it credits the reservation, and a cancel refunds both payments', async () => {
    const r = await paid({ checkin_date: '2027-02-08', checkout_date: '2027-02-09' }, []);
    const late = [{ extra_id: ids['late-checkout'], quantity: 1 }];
    const { status, json } = await put(r, late, r.total + 3000);
    expect(status).toBe(200);
    const made = json.data;
    expect([made.difference_payment, made.amount_due, made.refund_amount, made.total_price]).toEqual(['card_link', 3000, 0, r.total + 3000]);
    expect(made.payment_number).toMatch(/^PL[A-Z2-9]{16}$/);
    let view = await calls.lookup(r);
    expect([view.paid_amount, view.remain_amount]).toEqual([r.paidAmount, 3000]);
    const [link] = await links(r.reservation_number);
    expect([link!.payment_number, Number(link!.amount), link!.status]).toEqual([made.payment_number, 3000, 'open']);
    expect(Object.keys(link!.descriptions).sort()).toEqual(['ar', 'en', 'id', 'ja', 'ko', 'th', 'zh_Hans', 'zh_Hant']);
    const mail = (await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_change')!;
    expect(mail.body_text).toContain(`/widget/payments/${made.payment_number}?locale=en`);
    // the same extras again: no second link, the open one said again (and by GET)
    const again = (await put(r, late, r.total + 3000)).json.data;
    expect([again.difference_payment, again.payment_number, again.amount_due]).toEqual([null, made.payment_number, 3000]);
    expect((await server.call('GET', `${r.path}/extras?bypass_token=${r.bypass_token}`)).json.data.payment_number).toBe(made.payment_number);
    expect(await links(r.reservation_number)).toHaveLength(1);

    await payLink(made.payment_number);
    view = await calls.lookup(r);
    expect([view.paid_amount, view.remain_amount]).toEqual([r.paidAmount + 3000, 0]);
    expect((await server.call('GET', `${r.path}/extras?bypass_token=${r.bypass_token}`)).json.data).toMatchObject({ payment_number: null, amount_due: 0 });
    const { fee, refunded } = await cancel(r);
    expect(refunded).toBe(r.paidAmount + 3000 - fee);
    expect(await refundedByCard(r.reservation_number)).toBe(refunded);
  });

  it('asks the whole difference by one link after a second dearer change, the earlier link withdrawn', async () => {
    const r = await paid({ checkin_date: '2027-02-09', checkout_date: '2027-02-10' }, []);
    const first = (await put(r, [{ extra_id: ids['late-checkout'], quantity: 1 }], r.total + 3000)).json.data;
    const dinner = { extra_id: ids['kaiseki-dinner'], date: '2027-02-09', quantity: 1 };
    // the new total as the server prices it (the 409 of a total the guest did not see says it)
    const total = (await put(r, [{ extra_id: ids['late-checkout'], quantity: 1 }, dinner], 0)).json.errors[0].meta.total_price as number;
    expect(total).toBeGreaterThan(r.total + 3000);
    const second = (await put(r, [{ extra_id: ids['late-checkout'], quantity: 1 }, dinner], total)).json.data;
    expect([second.difference_payment, second.amount_due]).toEqual(['card_link', total - r.paidAmount]);
    expect((await links(r.reservation_number)).map((l) => [l.payment_number, l.status])).toEqual([
      [first.payment_number, 'cancelled'],
      [second.payment_number, 'open'],
    ]);
    expect((await calls.lookup(r)).remain_amount).toBe(total - r.paidAmount);
  });

  it('withdraws an added extra’s unpaid link when the extra is removed again: nothing is asked any more', async () => {
    const r = await paid({ checkin_date: '2027-02-16', checkout_date: '2027-02-17' }, []);
    const added = (await put(r, [{ extra_id: ids['late-checkout'], quantity: 1 }], r.total + 3000)).json.data;
    expect(added.difference_payment).toBe('card_link');
    const removed = await put(r, [], r.total);
    expect(removed.status).toBe(200);
    expect([removed.json.data.difference_payment, removed.json.data.payment_number ?? null]).toEqual(['none', null]);
    expect((await links(r.reservation_number)).map((l) => [l.payment_number, l.status])).toEqual([[added.payment_number, 'cancelled']]);
    expect((await calls.lookup(r)).remain_amount).toBe(0);
    const late = await server.call('POST', `/payment_links/${added.payment_number}/payments`, { body: { idempotency_key: `open-${randomUUID()}` } });
    expect(late.status).toBe(409);
  });

  it('refunds a removed extra through the gateway once, with no fee; a repeat and the payment job refund nothing more; a cancel refunds the rest', async () => {
    const r = await paid({ checkin_date: '2027-02-15', checkout_date: '2027-02-16' }, [{ extra_id: ids['kaiseki-dinner'], date: '2027-02-15', quantity: 2 }]);
    const held = (await server.call('GET', `${r.path}/extras?bypass_token=${r.bypass_token}`)).json.data.lines as Line[];
    const one = held[0]!.price / 2;
    const fewer = [{ extra_id: ids['kaiseki-dinner'], date: '2027-02-15', quantity: 1 }];
    const { status, json } = await put(r, fewer, r.total - one);
    expect(status).toBe(200);
    expect([json.data.difference_payment, json.data.refund_amount, json.data.amount_due, json.data.payment_number]).toEqual(['refund', one, 0, null]);
    expect(await refundedByCard(r.reservation_number)).toBe(one);
    const view = await calls.lookup(r);
    expect([view.paid_amount, view.refunded_amount, view.remain_amount]).toEqual([r.paidAmount, one, 0]);
    expect((await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_change')!.body_text).toContain('Refund to your card: ¥');
    expect((await put(r, fewer, r.total - one)).json.data.refund_amount).toBe(0);
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
    expect(await refundedByCard(r.reservation_number)).toBe(one);
    expect(await links(r.reservation_number)).toEqual([]);

    const { fee, refunded } = await cancel(r);
    expect(refunded).toBe(r.paidAmount - fee);
    expect(await refundedByCard(r.reservation_number)).toBe(r.paidAmount - fee);
  });

  it('keeps a card deposit as it is: an extra moves what is due at the hotel, and a total below the deposit refunds the excess', async () => {
    const dinners = { extra_id: ids['kaiseki-dinner'], date: '2027-02-22', quantity: 6 };
    const r = await paid({ checkin_date: '2027-02-22', checkout_date: '2027-02-23' }, [dinners], 'credit_card_deposit');
    const before = await calls.lookup(r);
    expect(before.deposit_amount).toBeLessThan(r.total);
    const late = { extra_id: ids['late-checkout'], quantity: 1 };
    const added = (await put(r, [dinners, late], r.total + 3000)).json.data;
    expect([added.difference_payment, added.amount_due, added.payment_number, added.refund_amount]).toEqual(['at_hotel', 0, null, 0]);
    let view = await calls.lookup(r);
    expect([view.deposit_amount, view.paid_amount, view.remain_amount]).toEqual([r.paidAmount, r.paidAmount, r.total + 3000 - r.paidAmount]);
    expect(await links(r.reservation_number)).toEqual([]);

    const held = (added.lines as Line[]).find((line) => line.extra_id === ids['kaiseki-dinner'])!;
    const newTotal = r.total + 3000 - held.price;
    expect(newTotal).toBeLessThan(r.paidAmount);
    const removed = (await put(r, [late], newTotal)).json.data;
    expect([removed.difference_payment, removed.refund_amount]).toEqual(['refund', r.paidAmount - newTotal]);
    view = await calls.lookup(r);
    expect([view.deposit_amount, view.refunded_amount, view.remain_amount]).toEqual([newTotal, r.paidAmount - newTotal, 0]);
    expect(await refundedByCard(r.reservation_number)).toBe(r.paidAmount - newTotal);
    expect(await retryCancellationRefunds(server.deps)).toBe(0);

    const { fee, refunded } = await cancel(r);
    expect(refunded).toBe(Math.max(0, r.paidAmount - fee));
    expect(await refundedByCard(r.reservation_number)).toBe(refunded);
  });
});
