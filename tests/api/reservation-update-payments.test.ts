import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { answerChallenge, typeCard } from '../../gateway/test-support.ts';
import { retryCancellationRefunds } from '../../server/use-cases/cancellation-refund.ts';
import { GATEWAY_URL } from '../support/sandbox-gateway.ts';
import { book, bookingBody } from '../support/booking.ts';
import { type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { DRIVERS, type TestServer } from '../support/test-server.ts';

const TWIN = { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only' };
/** The demo's breakfast plan: 30% by card at booking (credit_card_deposit), the rest at the hotel. */
const BREAKFAST = { room_type_code: 'std-twin', room_plan_code: 'std-twin--breakfast' };
const deposit = (total: number) => Math.floor((total * 30) / 100);

/** Changing a stay paid in full by card: the refund through the gateway, the fee on what is given up, the payment link of a dearer stay. */
describe.each(DRIVERS)('changing a reservation paid by card on %s', (driver) => {
  let server: TestServer;
  let calls: CardPaymentContext['calls'];
  let wired: CardPaymentContext['wired'];
  withCardPayments(driver, (context) => {
    ({ server, calls, wired } = context);
  });

  /** Books a stay by card (in full, or a deposit on the breakfast plan) and pays it with a card that passes: done, captured. */
  async function paid(checkin: string, checkout: string, paymentType: 'credit_card' | 'credit_card_deposit' = 'credit_card') {
    const rooms = paymentType === 'credit_card' ? undefined : [{ ...BREAKFAST, adults: 2, kids_tiers: [] }];
    const answer = await book(server, bookingBody({ checkin_date: checkin, checkout_date: checkout, payment_type: paymentType, ...(rooms && { rooms }) }));
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
  const change = (r: { reservation_number: string; access: string }, body: Record<string, unknown>, key: string = randomUUID()) =>
    server.call('PUT', path(r.reservation_number, r.access), { body, headers: { 'idempotency-key': key } });
  /** The booking's own card payment (not a payment link's). */
  const transaction = (number: string) =>
    server.db
      .selectFrom('payment_transactions as t')
      .innerJoin('reservations as r', 'r.id', 't.reservation_id')
      .select(['t.captured_amount', 't.refunded_amount'])
      .where('r.reservation_number', '=', number)
      .where('t.payment_link_id', 'is', null)
      .executeTakeFirstOrThrow();
  /** Every captured card payment of the reservation (the booking's and its payment links'). */
  const captured = (number: string) =>
    server.db
      .selectFrom('payment_transactions as t')
      .innerJoin('reservations as x', 'x.id', 't.reservation_id')
      .select(['t.captured_amount', 't.refunded_amount'])
      .where('x.reservation_number', '=', number)
      .where('t.status', '=', 'captured')
      .execute();
  const links = (number: string) =>
    server.db
      .selectFrom('payment_links as l')
      .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
      .select(['l.payment_number', 'l.amount', 'l.status', 'l.expires_at', 'l.descriptions'])
      .where('r.reservation_number', '=', number)
      .orderBy('l.created_at')
      .execute();
  /** Pays a payment link as its page does: the card fields opened, a card typed, the token confirmed. */
  async function payLink(paymentNumber: string, card = '4242424242424242') {
    const opened = await server.call('POST', `/payment_links/${paymentNumber}/payments`, { body: { idempotency_key: `open-${randomUUID()}` } });
    expect(opened.status).toBe(201);
    const { json } = await typeCard(wired.gateway.app, GATEWAY_URL, opened.json.data.payment_id, card);
    const confirmed = await server.call('POST', `/payment_links/${paymentNumber}/payments/${opened.json.data.payment_id}/confirm`, {
      body: { token: json.token, idempotency_key: `confirm-${randomUUID()}` },
    });
    await wired.gateway.webhooks.idle();
    expect(confirmed.status).toBe(200);
    return { paymentId: opened.json.data.payment_id as string, state: confirmed.json.data.page.state as string };
  }

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

  it('makes a dearer change with a payment link for the difference, in the same transaction; a repeat makes no second link', async () => {
    const r = await paid('2027-03-29', '2027-03-30');
    const body = { checkin_date: '2027-03-29', checkout_date: '2027-03-31', rooms: [TWIN] };
    const priced = (await quote(r, body)).json.data;
    const due = priced.reservation.total_price - r.paidAmount;
    expect(due).toBeGreaterThan(0);
    expect([priced.allowed, priced.difference_payment, priced.amount_due, priced.payment_number]).toEqual([true, 'card_link', due, null]);
    const key = randomUUID();
    const { status, json } = await change(r, { ...body, displayed_total_price: priced.reservation.total_price }, key);
    expect(status).toBe(200);
    const made = json.data;
    expect(made.payment_number).toMatch(/^PL[A-Z2-9]{16}$/);
    expect([made.difference_payment, made.amount_due]).toEqual(['card_link', due]);
    const view = made.reservation;
    expect([view.checkout_date, view.paid_amount, view.deposit_amount, view.remain_amount, view.refunded_amount]).toEqual([
      '2027-03-31',
      r.paidAmount,
      r.paidAmount,
      due,
      0,
    ]);
    expect(await calls.sold('2027-03-30')).toBe(1);
    // the link: exactly the difference, tied to the reservation, described in every locale, open until the check-in day at the hotel (JST)
    const [link] = await links(r.reservation_number);
    expect([link!.payment_number, Number(link!.amount), link!.status]).toEqual([made.payment_number, due, 'open']);
    expect(link!.expires_at!.toISOString()).toBe('2027-03-28T15:00:00.000Z');
    expect(Object.keys(link!.descriptions).sort()).toEqual(['ar', 'en', 'id', 'ja', 'ko', 'th', 'zh_Hans', 'zh_Hant']);
    expect(link!.descriptions.en).toBe(`Difference for the change of reservation ${r.reservation_number}`);
    expect(link!.descriptions.ja).toContain(r.reservation_number);
    expect(link!.descriptions.ja).not.toBe(link!.descriptions.en);
    // the e-mail: the amount due and the link's page
    const mail = (await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_change')!;
    expect(mail.body_text).toContain(`/widget/payments/${made.payment_number}?locale=en`);
    expect(mail.body_text).toContain('more than was paid by card');
    // the same change sent again under its key: the first answer, no second link, nothing moved again
    const again = await change(r, { ...body, displayed_total_price: priced.reservation.total_price }, key);
    expect([again.status, again.json.data.payment_number]).toEqual([200, made.payment_number]);
    expect(await links(r.reservation_number)).toHaveLength(1);
    expect(await calls.sold('2027-03-30')).toBe(1);
  });

  it('credits the paid link to the reservation once: paid goes up and remain_amount down; a cancel then refunds both payments less the fee', async () => {
    const r = await paid('2027-04-12', '2027-04-13');
    const body = { checkin_date: '2027-04-12', checkout_date: '2027-04-14', rooms: [TWIN] };
    const priced = (await quote(r, body)).json.data;
    const made = (await change(r, { ...body, displayed_total_price: priced.reservation.total_price })).json.data;
    const due = made.amount_due as number;
    const { paymentId, state } = await payLink(made.payment_number);
    expect(state).toBe('paid');
    const total = made.reservation.total_price as number;
    let view = await calls.lookup(r);
    expect([view.paid_amount, view.deposit_amount, view.remain_amount]).toEqual([r.paidAmount + due, total, 0]);
    // the page read again after the payment (the 3-D Secure return) and the webhook credit nothing more
    await server.call('GET', `/payment_links/${made.payment_number}?payment_id=${paymentId}`);
    await wired.gateway.webhooks.idle();
    view = await calls.lookup(r);
    expect([view.paid_amount, view.remain_amount]).toEqual([r.paidAmount + due, 0]);

    // four days before check-in a fee is in force: both payments together give back all but the fee
    await server.travelTo(new Date('2027-04-08T03:00:00Z'));
    const cancelFee = (await calls.lookup(r)).cancellation.fee as number;
    expect(cancelFee).toBeGreaterThan(0);
    const cancelled = await server.call('PUT', path(r.reservation_number, r.access, '/cancel'), {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: cancelFee },
    });
    expect(cancelled.status).toBe(200);
    const refund = r.paidAmount + due - cancelFee;
    expect(cancelled.json.data.refunded_amount).toBe(refund);
    const refunds = await captured(r.reservation_number);
    expect(refunds).toHaveLength(2);
    expect(refunds.reduce((sum, t) => sum + t.refunded_amount, 0)).toBe(refund);
    for (const t of refunds) expect(t.refunded_amount).toBeLessThanOrEqual(t.captured_amount);
    // the payment job's retry gives back nothing more
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
  });

  it('asks the whole difference by one link after a second dearer change, and withdraws an unpaid link when the stay is cancelled', async () => {
    const r = await paid('2027-04-19', '2027-04-20');
    const longer = { checkin_date: '2027-04-19', checkout_date: '2027-04-21', rooms: [TWIN] };
    const first = (await change(r, { ...longer, displayed_total_price: (await quote(r, longer)).json.data.reservation.total_price })).json.data;
    const longest = { checkin_date: '2027-04-19', checkout_date: '2027-04-22', rooms: [TWIN] };
    const second = (await change(r, { ...longest, displayed_total_price: (await quote(r, longest)).json.data.reservation.total_price })).json.data;
    expect(second.amount_due).toBe(second.reservation.total_price - r.paidAmount);
    expect(second.reservation.remain_amount).toBe(second.amount_due);
    expect((await links(r.reservation_number)).map((l) => [l.payment_number, l.status])).toEqual([
      [first.payment_number, 'cancelled'],
      [second.payment_number, 'open'],
    ]);
    const cancelFee = (await calls.lookup(r)).cancellation.fee as number;
    const cancelled = await server.call('PUT', path(r.reservation_number, r.access, '/cancel'), {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: cancelFee },
    });
    expect(cancelled.json.data.refunded_amount).toBe(Math.max(0, r.paidAmount - cancelFee));
    expect((await links(r.reservation_number)).map((l) => l.status)).toEqual(['cancelled', 'cancelled']);
    expect((await server.call('POST', `/payment_links/${second.payment_number}/payments`, { body: { idempotency_key: 'late-attempt-1' } })).status).toBe(409);
  });

  it('withdraws a dearer change’s unpaid link when a cheaper change follows: the link charges no card, and a payment its late 3-D Secure step captured goes back whole', async () => {
    const r = await paid('2027-06-07', '2027-06-08');
    const longer = { checkin_date: '2027-06-07', checkout_date: '2027-06-09', rooms: [TWIN] };
    const dearer = (await change(r, { ...longer, displayed_total_price: (await quote(r, longer)).json.data.reservation.total_price })).json.data;
    expect(dearer.difference_payment).toBe('card_link');
    const start = async () => {
      const opened = await server.call('POST', `/payment_links/${dearer.payment_number}/payments`, { body: { idempotency_key: `open-${randomUUID()}` } });
      expect(opened.status).toBe(201);
      return opened.json.data.payment_id as string;
    };
    const confirm = async (paymentId: string, card: string) => {
      const { json } = await typeCard(wired.gateway.app, GATEWAY_URL, paymentId, card);
      const confirmed = await server.call('POST', `/payment_links/${dearer.payment_number}/payments/${paymentId}/confirm`, {
        body: { token: json.token, idempotency_key: `confirm-${randomUUID()}` },
      });
      expect(confirmed.status).toBe(200);
      return confirmed.json.data as { page: { state: string }; challenge_url: string | null };
    };
    // one payment waits on its 3-D Secure challenge, another has its card fields open
    const challenged = await start();
    expect((await confirm(challenged, '4000000000003220')).challenge_url).not.toBeNull();
    const typing = await start();

    // back to one night: the card already holds it all, nothing is asked any more
    const shorter = { checkin_date: '2027-06-07', checkout_date: '2027-06-08', rooms: [TWIN] };
    const cheaper = (await change(r, { ...shorter, displayed_total_price: (await quote(r, shorter)).json.data.reservation.total_price })).json.data;
    expect([cheaper.difference_payment, cheaper.payment_number, cheaper.reservation.remain_amount]).toEqual(['none', null, 0]);
    expect((await links(r.reservation_number)).map((l) => [l.payment_number, l.status])).toEqual([[dearer.payment_number, 'cancelled']]);

    // the card typed into the withdrawn link's open fields is not charged
    expect((await confirm(typing, '4242424242424242')).page.state).toBe('cancelled');
    expect(await captured(r.reservation_number)).toHaveLength(1);
    // the challenge answered late: captured at the gateway, then refunded whole, never credited to the stay
    await answerChallenge(wired.gateway.app, challenged, 'complete', 'redirect');
    const back = await server.call('GET', `/payment_links/${dearer.payment_number}?payment_id=${challenged}`);
    expect(back.json.data.state).toBe('refunded');
    await wired.gateway.webhooks.idle();
    const payments = await captured(r.reservation_number);
    expect(payments).toHaveLength(2);
    // the booking's payment untouched, the late one given back in full
    expect(payments.map((t) => t.refunded_amount === t.captured_amount).sort()).toEqual([false, true]);
    const view = await calls.lookup(r);
    expect([view.paid_amount, view.remain_amount, view.refunded_amount]).toEqual([r.paidAmount, 0, 0]);
  });

  it('moves a card deposit to a cheaper stay’s deposit: the excess refunded less the fee, once, the rest still due at the hotel; a cancel then refunds the deposit less its fee', async () => {
    const r = await paid('2027-05-10', '2027-05-12', 'credit_card_deposit');
    expect(r.paidAmount).toBe(deposit(r.total));
    // booked before migration 059: its backfill gives the stay its plan's percentage
    const stored = () => server.db.selectFrom('reservations').select('deposit_percentage').where('reservation_number', '=', r.reservation_number);
    expect(await stored().executeTakeFirstOrThrow()).toEqual({ deposit_percentage: 30 });
    await server.db.updateTable('reservations').set({ deposit_percentage: null }).where('reservation_number', '=', r.reservation_number).execute();
    const migration = await readFile(new URL('../../server/db/migrations/059-reservation-deposit-percentage.sql', import.meta.url), 'utf8');
    await sql.raw(migration.slice(migration.indexOf('UPDATE'))).execute(server.db);
    expect(await stored().executeTakeFirstOrThrow()).toEqual({ deposit_percentage: 30 });
    await server.travelTo(new Date('2027-05-06T03:00:00Z'));
    const percentage = (await calls.lookup(r)).cancellation.percentage as number;
    expect(percentage).toBeGreaterThan(0);
    const body = { checkin_date: '2027-05-10', checkout_date: '2027-05-11', rooms: [BREAKFAST] };
    const priced = (await quote(r, body)).json.data;
    const total = priced.reservation.total_price as number;
    const fee = Math.min(Math.floor(((r.total - total) * percentage) / 100), r.paidAmount - deposit(total));
    const refund = r.paidAmount - deposit(total) - fee;
    expect(refund).toBeGreaterThan(0);
    expect([priced.allowed, priced.difference_payment, priced.change_fee, priced.refund_amount, priced.amount_due]).toEqual([true, 'refund', fee, refund, 0]);
    const key = randomUUID();
    const { status, json } = await change(r, { ...body, displayed_total_price: total }, key);
    expect(status).toBe(200);
    const view = json.data.reservation;
    expect([view.paid_amount, view.refunded_amount, view.deposit_amount, view.remain_amount]).toEqual([
      r.paidAmount,
      refund,
      deposit(total),
      total - deposit(total),
    ]);
    expect(await transaction(r.reservation_number)).toEqual({ captured_amount: r.paidAmount, refunded_amount: refund });
    // the same change under its key: the first answer, nothing refunded again
    const again = await change(r, { ...body, displayed_total_price: total }, key);
    expect([again.status, again.json.data.refund_amount]).toEqual([200, refund]);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(refund);
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
    expect((await calls.lookup(r)).remain_amount).toBe(total - deposit(total));

    const cancelFee = (await calls.lookup(r)).cancellation.fee as number;
    const cancelled = await server.call('PUT', path(r.reservation_number, r.access, '/cancel'), {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: cancelFee },
    });
    expect(cancelled.status).toBe(200);
    // what the card held for the stay (the new deposit) less the cancellation fee, beside the change's refund
    const back = Math.max(refund, r.paidAmount - fee - cancelFee);
    expect(cancelled.json.data.refunded_amount).toBe(back);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(back);
  });

  it('never takes back what a change refunded: a deposit stay made cheaper, then cancelled under a fee above its new deposit, keeps its refund', async () => {
    const r = await paid('2027-05-24', '2027-05-26', 'credit_card_deposit');
    await server.travelTo(new Date('2027-05-20T03:00:00Z'));
    const body = { checkin_date: '2027-05-24', checkout_date: '2027-05-25', rooms: [BREAKFAST] };
    const total = (await quote(r, body)).json.data.reservation.total_price as number;
    const changed = await change(r, { ...body, displayed_total_price: total });
    expect(changed.status).toBe(200);
    const refund = changed.json.data.reservation.refunded_amount as number;
    expect(refund).toBeGreaterThan(0);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(refund);

    // two days ahead the fee is half the stay: more than its 30% deposit, so nothing more goes back
    await server.travelTo(new Date('2027-05-22T03:00:00Z'));
    const cancelFee = (await calls.lookup(r)).cancellation.fee as number;
    expect(cancelFee).toBeGreaterThan(deposit(total));
    const cancelled = await server.call('PUT', path(r.reservation_number, r.access, '/cancel'), {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: cancelFee },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.refunded_amount).toBe(refund);
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
    expect((await transaction(r.reservation_number)).refunded_amount).toBe(refund);
  });

  it('asks the difference of a dearer stay’s deposit, at the percentage booked, by a payment link; paying it credits the deposit, and a cancel refunds both payments', async () => {
    const r = await paid('2027-05-17', '2027-05-18', 'credit_card_deposit');
    // the hotel asks a larger deposit of new bookings since: this stay keeps its 30%
    await server.db.updateTable('hotel_plans').set({ deposit_percentage: 50 }).where('code', '=', 'breakfast').execute();
    const body = { checkin_date: '2027-05-17', checkout_date: '2027-05-19', rooms: [BREAKFAST] };
    const priced = (await quote(r, body)).json.data;
    const total = priced.reservation.total_price as number;
    const due = deposit(total) - r.paidAmount;
    expect(due).toBeGreaterThan(0);
    expect([priced.difference_payment, priced.amount_due, priced.refund_amount, priced.change_fee]).toEqual(['card_link', due, 0, 0]);
    const key = randomUUID();
    const made = (await change(r, { ...body, displayed_total_price: total }, key)).json.data;
    expect(made.payment_number).toMatch(/^PL[A-Z2-9]{16}$/);
    expect([made.reservation.paid_amount, made.reservation.deposit_amount, made.reservation.remain_amount]).toEqual([
      r.paidAmount,
      r.paidAmount,
      total - r.paidAmount,
    ]);
    const again = await change(r, { ...body, displayed_total_price: total }, key);
    expect([again.status, again.json.data.payment_number]).toEqual([200, made.payment_number]);
    const [link, ...more] = await links(r.reservation_number);
    expect([Number(link!.amount), link!.status, more.length]).toEqual([due, 'open', 0]);
    const mail = (await calls.mails(r.reservation_number)).find((m) => m.kind === 'reservation_change')!;
    expect(mail.body_text).toContain('The deposit for the new stay is ¥');

    expect((await payLink(made.payment_number)).state).toBe('paid');
    const view = await calls.lookup(r);
    expect([view.paid_amount, view.deposit_amount, view.remain_amount]).toEqual([deposit(total), deposit(total), total - deposit(total)]);

    const cancelFee = view.cancellation.fee as number;
    const cancelled = await server.call('PUT', path(r.reservation_number, r.access, '/cancel'), {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: cancelFee },
    });
    expect(cancelled.status).toBe(200);
    const refund = Math.max(0, deposit(total) - cancelFee);
    expect(cancelled.json.data.refunded_amount).toBe(refund);
    const refunds = await captured(r.reservation_number);
    expect([refunds.length, refunds.reduce((sum, t) => sum + t.refunded_amount, 0)]).toEqual([2, refund]);
  });
});
