import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerChallenge, typeCard } from '../../gateway/test-support.ts';
import { retryCancellationRefunds, settleCancelledPayments } from '../../server/use-cases/cancellation-refund.ts';
import { abortLapsedReservations, settleReservationPayment } from '../../server/use-cases/reservation-payment.ts';
import { abortReservation } from '../../server/use-cases/reservation-payment-state.ts';
import { capturePayment, confirmPayment } from '../../server/use-cases/payments.ts';
import { book, bookingBody, roomsQuery } from '../support/booking.ts';
import { type Booked, PARENT_ORIGIN, freshStays, type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { GATEWAY_URL } from '../support/sandbox-gateway.ts';
import { DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

/** Booking a card or deposit plan: payment_pending with its rooms held, paid through the sandbox gateway, on each database. */

describe.each(DRIVERS)('reservations paid by card on %s', (driver) => {
  let server: TestServer;
  let wired: CardPaymentContext['wired'];
  let calls: CardPaymentContext['calls'];

  withCardPayments(driver, (context) => {
    ({ server, wired, calls } = context);
  });

  /** A stay of two nights no other test of this file books. */
  const stay = freshStays('2027-02-01');
  const reservationId = async (number: string) =>
    (await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', number).executeTakeFirstOrThrow()).id;
  const hotel = () => server.db.selectFrom('hotels').select('id').where('code', '=', 'demo-kyoto').executeTakeFirstOrThrow();
  const sold = (date: string) => calls.sold(date);
  const path = (number: string, token: string, tail: string) => calls.path(number, token, tail);
  async function bookCard(overrides: Record<string, unknown> = {}) {
    const answer = await book(server, bookingBody({ ...stay(), payment_type: 'credit_card', ...overrides }));
    expect(answer.status).toBe(201);
    return answer.json.data as {
      reservation_number: string;
      bypass_token: string;
      status: string;
      total_price: number;
      deposit_amount: number;
      checkin_date: string;
    };
  }
  const session = (r: Booked, key?: string) => calls.session(r, key);
  const paymentIdOf = (transactionId: string) => calls.paymentIdOf(transactionId);
  const confirm = (r: Booked, transactionId: string, card: string) => calls.confirm(r, transactionId, card);
  const sync = (r: Booked, transactionId: string) => calls.sync(r, transactionId);
  const lookup = (r: Booked) => calls.lookup(r);
  const mails = (number: string) => calls.mails(number);

  it('offers each plan its payment types from the data, so the card promotion shows on the card plans', async () => {
    const { json } = await server.call('GET', `/hotels/demo-kyoto/rooms?checkin_date=2027-01-12&checkout_date=2027-01-13&rooms=${roomsQuery(2)}`);
    const plans = json.data.room_types.flatMap(
      (t: { room_plans: Array<{ hotel_plan_code: string; payment_types: string[]; deposit_percentage: number | null }> }) => t.room_plans,
    );
    const of = (code: string) => plans.find((p: { hotel_plan_code: string }) => p.hotel_plan_code === code);
    expect(of('room-only')).toMatchObject({ payment_types: ['on_site', 'credit_card'], deposit_percentage: null });
    expect(of('breakfast')).toMatchObject({ payment_types: ['on_site', 'credit_card_deposit'], deposit_percentage: 30 });
    expect(of('early-bird')).toMatchObject({ payment_types: ['on_site', 'on_site_credit_card_required'], deposit_percentage: null });
  });

  it('holds the rooms payment_pending, charges the frictionless card less the 5% promotion, and is done only once captured', async () => {
    const dates = stay();
    const onSite = (await book(server, bookingBody({ ...dates }))).json.data;
    const r = await bookCard(dates);
    expect(r.status).toBe('payment_pending');
    expect(r.total_price).toBe(onSite.total_price - Math.floor(onSite.total_price * 0.05));
    expect(r.deposit_amount).toBe(r.total_price);
    expect(await sold(r.checkin_date)).toBeGreaterThan(0);
    // the confirmation e-mail waits for the money
    expect((await mails(r.reservation_number))[0]!.next_attempt_at).not.toBeNull();
    const s = await session(r);
    expect(s).toMatchObject({
      gateway_origin: GATEWAY_URL,
      amount: r.total_price,
      accepted_brands: ['visa', 'mastercard'],
      card_valid_through: dates.checkout_date,
    });
    expect(s.hosted_fields_url.startsWith(`${GATEWAY_URL}/fields/`)).toBe(true);
    // the hotel's pages around the widget may frame the fields too: a browser checks every ancestor
    const fields = await wired.gateway.app.request(new URL(s.hosted_fields_url).pathname);
    expect(fields.headers.get('content-security-policy')).toMatch(/frame-ancestors [^;]*http:\/\/localhost:8080 [^;]*http:\/\/localhost:\*/);
    const paid = await confirm(r, s.transaction_id, '4242424242424242');
    expect(paid.state).toBe('paid');
    expect(paid.reservation).toMatchObject({
      status: 'done',
      paid_amount: r.total_price,
      remain_amount: 0,
      promotion_discount_amount: onSite.total_price - r.total_price,
    });
    const [mail] = await mails(r.reservation_number);
    expect(mail!.next_attempt_at).toBeNull();
    expect(mail!.body_text).toContain('by card');
  });

  it('answers a double submit of one booking with one reservation and one hold', async () => {
    const body = bookingBody({ ...stay(), payment_type: 'credit_card' });
    const key = randomUUID();
    const before = await sold(body.checkin_date as string);
    const [a, b] = await Promise.all([book(server, body, key), book(server, body, key)]);
    const again = await book(server, body, key);
    expect(new Set([a, b, again].map((answer) => answer.json.data?.reservation_number)).size).toBe(1);
    expect(await sold(body.checkin_date as string)).toBe(before + 1);
    // one payment for one session key, however often it is opened
    const r = a.json.data;
    const key2 = randomUUID();
    const [first, second] = await Promise.all([session(r, key2), session(r, key2)]);
    expect(second.transaction_id).toBe(first.transaction_id);
    expect(
      await server.db
        .selectFrom('payment_transactions')
        .select('id')
        .where('reservation_id', '=', await reservationId(r.reservation_number))
        .execute(),
    ).toHaveLength(1);
  });

  it("makes the reservation done from the gateway's webhooks alone when the guest never comes back from the challenge", async () => {
    const r = await bookCard();
    const s = await session(r);
    expect((await confirm(r, s.transaction_id, '4000000000003220')).state).toBe('challenge');
    await answerChallenge(wired.gateway.app, await paymentIdOf(s.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    expect(await lookup(r)).toMatchObject({ status: 'done', paid_amount: r.total_price });
    expect((await mails(r.reservation_number))[0]!.next_attempt_at).toBeNull();
  });

  it('takes a challenge, then settles on the server read-back after the guest completes it', async () => {
    const r = await bookCard();
    const s = await session(r);
    const asked = await confirm(r, s.transaction_id, '4000000000003220');
    expect(asked).toMatchObject({ state: 'challenge', challenge_url: `${GATEWAY_URL}/challenge/${await paymentIdOf(s.transaction_id)}` });
    expect(asked.reservation.status).toBe('payment_pending');
    await answerChallenge(wired.gateway.app, await paymentIdOf(s.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    const after = await sync(r, s.transaction_id);
    expect(after.state).toBe('paid');
    expect(after.reservation.status).toBe('done');
  });

  it('keeps the reservation after a failed challenge, so another card pays it', async () => {
    const r = await bookCard();
    const first = await session(r);
    await confirm(r, first.transaction_id, '4000008400001629');
    await answerChallenge(wired.gateway.app, await paymentIdOf(first.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    const failed = await sync(r, first.transaction_id);
    expect(failed.state).toBe('failed');
    expect(['3006', '3204']).toContain(failed.error_code);
    expect(failed.reservation).toMatchObject({ status: 'payment_pending', on_site_allowed: true });
    const second = await session(r);
    expect(second.transaction_id).not.toBe(first.transaction_id);
    expect((await confirm(r, second.transaction_id, '5555555555554444')).state).toBe('paid');
  });

  it('lets the guest whose card was declined pay at the hotel, at the price without the card promotion', async () => {
    const dates = stay();
    const onSite = (await book(server, bookingBody({ ...dates }))).json.data;
    const r = await bookCard(dates);
    const s = await session(r);
    expect(await confirm(r, s.transaction_id, '4000000000000002')).toMatchObject({ state: 'failed', error_code: '3204' });
    const switched = await server.call('POST', path(r.reservation_number, r.bypass_token, 'on_site'));
    expect(switched.status).toBe(200);
    expect(switched.json.data).toMatchObject({
      status: 'done',
      payment_type: 'on_site',
      total_price: onSite.total_price,
      deposit_amount: null,
      remain_amount: onSite.total_price,
    });
    expect(switched.json.data.bypass_token).toBeTruthy();
    const sent = await mails(r.reservation_number);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.next_attempt_at).toBeNull();
    expect(sent[0]!.body_text).toContain('at the hotel');
  });

  it('refuses paying at the hotel once it is paid', async () => {
    const r = await bookCard();
    await confirm(r, (await session(r)).transaction_id, '4242424242424242');
    const switched = await server.call('POST', path(r.reservation_number, r.bypass_token, 'on_site'));
    expect(switched.status).toBe(422);
  });

  it('aborts a reservation whose challenge was never answered after 15 minutes and gives its rooms back', async () => {
    const r = await bookCard();
    const before = await sold(r.checkin_date);
    const s = await session(r);
    expect((await confirm(r, s.transaction_id, '4000000000003246')).state).toBe('challenge');
    await server.travelTo(new Date(TEST_NOW.getTime() + 14 * 60_000));
    expect(await abortLapsedReservations(server.deps)).toBe(0);
    await server.travelTo(new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect(await abortLapsedReservations(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await sold(r.checkin_date)).toBe(before - 1);
    const after = await lookup(r);
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_not_completed' });
    expect(await server.db.selectFrom('payment_transactions').select('status').where('id', '=', s.transaction_id).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
    });
    expect(await mails(r.reservation_number)).toHaveLength(0);
  });

  it('releases with 1105 a challenge answered after the hold lapsed and the reservation was aborted', async () => {
    const r = await bookCard();
    const s = await session(r);
    expect((await confirm(r, s.transaction_id, '4000000000003220')).state).toBe('challenge');
    // the hold lapses while the guest is still on the challenge page; the gateway's news is late
    await server.travelTo(new Date(TEST_NOW.getTime() + 16 * 60_000));
    wired.lose.webhooks = true;
    await answerChallenge(wired.gateway.app, await paymentIdOf(s.transaction_id), 'complete');
    expect(await abortLapsedReservations(server.deps)).toBeGreaterThanOrEqual(1);
    const late = await sync(r, s.transaction_id);
    expect(late).toMatchObject({ state: 'refunded', error_code: '1105' });
    expect(late.reservation).toMatchObject({ status: 'cancelled', paid_amount: 0 });
    const payment = wired.gateway.sandbox.state.payments.get(await paymentIdOf(s.transaction_id))!;
    expect(payment.status).toBe('canceled');
    expect(payment.amount_captured).toBe(0);
  });

  it('refunds with 1105 a payment captured just after its reservation was aborted', async () => {
    const r = await bookCard();
    const s = await session(r);
    const id = await reservationId(r.reservation_number);
    // the gateway's webhooks would settle the payment before the abort: they come late here
    wired.lose.webhooks = true;
    const { json } = await typeCard(wired.gateway.app, GATEWAY_URL, await paymentIdOf(s.transaction_id), '4242424242424242');
    // the capture and the abort race: the capture reaches the gateway, the abort commits first
    await confirmPayment(server.deps, { transactionId: s.transaction_id, token: json.token!, idempotencyKey: 'race' });
    expect((await capturePayment(server.deps, { transactionId: s.transaction_id, amount: null })).ok).toBe(true);
    expect(await abortReservation(server.deps, id)).toBe(true);
    expect(await settleReservationPayment(server.deps, s.transaction_id)).toEqual({ state: 'refunded', challengeUrl: null, errorCode: '1105' });
    await wired.gateway.webhooks.idle();
    const payment = wired.gateway.sandbox.state.payments.get(await paymentIdOf(s.transaction_id))!;
    expect(payment.amount_refunded).toBe(r.total_price);
    expect(await lookup(r)).toMatchObject({ status: 'cancelled', refunded_amount: r.total_price, cancel_reason: 'payment_not_completed' });
    // asked again (a webhook, the guest's sync), nothing more goes back
    await settleReservationPayment(server.deps, s.transaction_id);
    expect(wired.gateway.sandbox.state.payments.get(await paymentIdOf(s.transaction_id))!.amount_refunded).toBe(r.total_price);
  });

  it("takes a deposit plan's 30% by card and leaves the rest due at the hotel, in the answer and the e-mail", async () => {
    const r = await bookCard({
      payment_type: 'credit_card_deposit',
      rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--breakfast', adults: 2, kids_tiers: [] }],
    });
    expect(r.deposit_amount).toBe(Math.floor(r.total_price * 0.3));
    const s = await session(r);
    expect(s.amount).toBe(r.deposit_amount);
    const paid = await confirm(r, s.transaction_id, '4242424242424242');
    expect(paid.reservation).toMatchObject({
      status: 'done',
      paid_amount: r.deposit_amount,
      remain_amount: r.total_price - r.deposit_amount,
      promotion_discount_amount: 0,
    });
    expect((await mails(r.reservation_number))[0]!.body_text).toContain('Due at the hotel');
  });

  it("refuses a payment method a room's plan does not take, and mixed methods across rooms", async () => {
    const early = await book(
      server,
      bookingBody({
        ...stay(),
        payment_type: 'credit_card',
        rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--early-bird', adults: 2, kids_tiers: [] }],
      }),
    );
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.json)).toContain('payment_type_not_allowed');
    const mixed = await book(
      server,
      bookingBody({
        ...stay(),
        payment_type: 'credit_card',
        rooms: [
          { room_type_code: 'std-twin', room_plan_code: 'std-twin--room-only', adults: 2, kids_tiers: [] },
          { room_type_code: 'std-twin', room_plan_code: 'std-twin--breakfast', adults: 2, kids_tiers: [] },
        ],
      }),
    );
    expect(mixed.status).toBe(422);
  });

  /** Books a card reservation for the stay and pays it with the frictionless card. */
  async function paidReservation(dates: { checkin_date: string; checkout_date: string }, overrides: Record<string, unknown> = {}) {
    const r = await bookCard({ ...dates, ...overrides });
    const s = await session(r);
    expect((await confirm(r, s.transaction_id, '4242424242424242')).state).toBe('paid');
    return { r, s };
  }
  const cancel = (r: { reservation_number: string; bypass_token: string }, fee: number) =>
    server.call('PUT', `/hotels/demo-kyoto/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
    });
  const gatewayRefunded = async (transactionId: string) => wired.gateway.sandbox.state.payments.get(await paymentIdOf(transactionId))!.amount_refunded;

  it('refunds all of a card payment cancelled before the first tier, once however often the refund is asked', async () => {
    const { r, s } = await paidReservation({ checkin_date: '2027-03-20', checkout_date: '2027-03-22' });
    const done = await cancel(r, 0);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ status: 'cancelled', cancellation_fee: 0, refunded_amount: r.total_price, paid_amount: r.total_price });
    expect(await gatewayRefunded(s.transaction_id)).toBe(r.total_price);
    expect(await settleCancelledPayments(server.deps, (await hotel()).id, r.reservation_number)).toBe(0);
    expect(await retryCancellationRefunds(server.deps)).toBe(0);
    expect(await gatewayRefunded(s.transaction_id)).toBe(r.total_price);
    const mail = (await mails(r.reservation_number)).find((m) => m.kind === 'reservation_cancellation')!;
    expect(mail.body_text).toContain('Refund to your card');
  });

  it('keeps the fee of the tier in force and refunds the rest (20% seven days before, 50% two days before)', async () => {
    for (const [daysBefore, percentage] of [
      [7, 20],
      [2, 50],
    ] as const) {
      const checkin = new Date(TEST_NOW.getTime() + (daysBefore + 1) * 86_400_000).toISOString().slice(0, 10);
      const checkout = new Date(TEST_NOW.getTime() + (daysBefore + 2) * 86_400_000).toISOString().slice(0, 10);
      const { r, s } = await paidReservation({ checkin_date: checkin, checkout_date: checkout });
      // the day the tier starts, at noon in Kyoto
      await server.travelTo(new Date(`${new Date(new Date(`${checkin}T03:00:00Z`).getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`));
      const fee = Math.floor((r.total_price * percentage) / 100);
      const done = await cancel(r, fee);
      expect(done.status).toBe(200);
      expect(done.json.data).toMatchObject({ cancellation_fee: fee, refunded_amount: r.total_price - fee });
      expect(await gatewayRefunded(s.transaction_id)).toBe(r.total_price - fee);
      const mail = (await mails(r.reservation_number)).find((m) => m.kind === 'reservation_cancellation')!;
      const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;
      expect(mail.body_text).toContain(`Kept from your card payment for the cancellation fee: ${yen(fee)}\nRefund to your card: ${yen(r.total_price - fee)}`);
      // the payment's late news (a webhook, the guest's sync) keeps the fee: nothing more goes back
      expect(await settleReservationPayment(server.deps, s.transaction_id)).toMatchObject({ state: 'refunded', errorCode: null });
      expect(await gatewayRefunded(s.transaction_id)).toBe(r.total_price - fee);
      await server.travelTo(TEST_NOW);
    }
  });

  it('refunds nothing of a deposit smaller than the fee in force', async () => {
    const checkin = new Date(TEST_NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(TEST_NOW.getTime() + 4 * 86_400_000).toISOString().slice(0, 10);
    const { r, s } = await paidReservation(
      { checkin_date: checkin, checkout_date: checkout },
      { payment_type: 'credit_card_deposit', rooms: [{ room_type_code: 'std-twin', room_plan_code: 'std-twin--breakfast', adults: 2, kids_tiers: [] }] },
    );
    await server.travelTo(new Date(`${new Date(new Date(`${checkin}T03:00:00Z`).getTime() - 2 * 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`));
    const fee = Math.floor((r.total_price * 50) / 100);
    const done = await cancel(r, fee);
    expect(done.json.data).toMatchObject({ cancellation_fee: fee, refunded_amount: 0, paid_amount: r.deposit_amount });
    expect(await gatewayRefunded(s.transaction_id)).toBe(0);
    const mail = (await mails(r.reservation_number)).find((m) => m.kind === 'reservation_cancellation')!;
    expect(mail.body_text).toContain(`Kept from your card payment for the cancellation fee: ¥${r.deposit_amount.toLocaleString('en-US')}\nNothing is refunded`);
  });

  it('retries a refund the gateway could not take at the cancellation, with the same key', async () => {
    const { r, s } = await paidReservation({ checkin_date: '2027-03-25', checkout_date: '2027-03-27' });
    wired.lose.nextAnswer = true;
    expect((await cancel(r, 0)).json.data).toMatchObject({ status: 'cancelled', refunded_amount: r.total_price });
    // the gateway refunded although its answer was lost; the retry finds it and refunds nothing more
    await retryCancellationRefunds(server.deps);
    await wired.gateway.webhooks.idle();
    expect(await gatewayRefunded(s.transaction_id)).toBe(r.total_price);
    const tx = await server.db.selectFrom('payment_transactions').select('refunded_amount').where('id', '=', s.transaction_id).executeTakeFirstOrThrow();
    expect(Number(tx.refunded_amount)).toBe(r.total_price);
  });

  it('voids the open payment of a reservation cancelled while paying', async () => {
    const r = await bookCard();
    const s = await session(r);
    expect((await confirm(r, s.transaction_id, '4000000000003246')).state).toBe('challenge');
    expect((await cancel(r, 0)).status).toBe(200);
    expect(await server.db.selectFrom('payment_transactions').select('status').where('id', '=', s.transaction_id).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
    });
  });

  it('refuses card payment during a planned gateway maintenance window, and takes payment at the hotel', async () => {
    server.deps.paymentMaintenance = [{ from: new Date(TEST_NOW.getTime() - 60_000), until: new Date(TEST_NOW.getTime() + 3_600_000) }];
    try {
      const refused = await book(server, bookingBody({ ...stay(), payment_type: 'credit_card' }));
      expect(refused.status).toBe(409);
      expect(refused.json.errors[0]).toMatchObject({ code: '3203' });
      expect(JSON.stringify(refused.json)).toContain('payment_maintenance');
      expect((await book(server, bookingBody({ ...stay() }))).status).toBe(201);
    } finally {
      server.deps.paymentMaintenance = [];
    }
    expect((await book(server, bookingBody({ ...stay(), payment_type: 'credit_card' }))).status).toBe(201);
  });

  it("opens, confirms and switches nothing for a caller without the reservation's e-mail or bypass token", async () => {
    const r = await bookCard();
    const s = await session(r);
    const stranger = { reservation_number: r.reservation_number, bypass_token: 'x'.repeat(40) };
    const opened = await server.call('POST', path(stranger.reservation_number, stranger.bypass_token, 'session'), {
      body: { parent_origin: PARENT_ORIGIN, locale: 'en' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(opened.status).toBe(404);
    const switched = await server.call('POST', path(stranger.reservation_number, stranger.bypass_token, 'on_site'));
    expect(switched.status).toBe(404);
    const confirmed = await server.call('POST', path(stranger.reservation_number, stranger.bypass_token, 'confirm'), {
      body: { transaction_id: s.transaction_id, token: 'tok_x' },
    });
    expect(confirmed.status).toBe(404);
    expect((await lookup(r)).status).toBe('payment_pending');
  });

  it('sells no card payment while the server has no gateway: card plans offer the hotel, a card booking is refused', async () => {
    const gateway = server.deps.payments;
    server.deps.payments = null;
    try {
      const refused = await book(server, bookingBody({ ...stay(), payment_type: 'credit_card' }));
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.json)).toContain('payment_type_not_allowed');
    } finally {
      server.deps.payments = gateway;
    }
  });
});
