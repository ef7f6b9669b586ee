import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../server/domain/errors.ts';
import { bookDraft } from '../../server/use-cases/create-reservation.ts';
import { draftReservation } from '../../server/use-cases/draft-reservation.ts';
import { CreateReservationBodySchema } from '../../shared/api/reservations.ts';
import { bookingBody } from '../support/booking.ts';
import { accessTokenOf, mailsTo, memberCall, newSignedInMember, refreshTokenOf, signUpBody } from '../support/members.ts';
import { type Booked, type CardPaymentContext, withCardPayments } from '../support/reservation-payment-calls.ts';
import { DRIVERS } from '../support/test-server.ts';

describe.each(DRIVERS)('deleting a member’s account on %s', (driver) => {
  let context: CardPaymentContext;
  withCardPayments(driver, (use) => {
    context = use;
  });

  const book = (body: Record<string, unknown>, token?: string) =>
    context.server.call('POST', '/hotels/demo-kyoto/reservations', {
      body,
      headers: { 'idempotency-key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const reservation = (number: string) =>
    context.server.db
      .selectFrom('reservations')
      .select(['status', 'cancel_reason', 'cancellation_fee', 'paid_amount', 'refunded_amount'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
  const remove = (token: string, current_password = 'Kyoto2026x') =>
    memberCall(context.server, 'POST', 'cancel', { body: { current_password }, bearer: token });

  it('cancels the member’s upcoming reservations with their refunds, blanks the account, ends its sessions and confirms by e-mail', async () => {
    const { server, calls, wired } = context;
    const email = 'leaving@example.com';
    await newSignedInMember(server, email, { promotion_email: true });
    const signedIn = await memberCall(server, 'POST', 'sign_in', { body: { email, password: 'Kyoto2026x' } });
    const token = signedIn.json.data.access_token as string;
    const refresh = refreshTokenOf(signedIn)!;

    const onSite = (await book(bookingBody({ checkin_date: '2026-12-20', checkout_date: '2026-12-22' }), token)).json.data;
    const card: Booked & { total_price: number } = {
      ...(await book(bookingBody({ checkin_date: '2027-01-05', checkout_date: '2027-01-07', payment_type: 'credit_card' }), token)).json.data,
      // spec 1 §6: a member's booking is paid with that member's sign-in
      bearer: token,
    };
    const session = await calls.session(card);
    expect((await calls.confirm(card, session.transaction_id, '4242424242424242')).state).toBe('paid');
    const guest = (await book(bookingBody({ checkin_date: '2026-12-24', checkout_date: '2026-12-25' }))).json.data;

    const refused = await remove(token, 'NotMine2026');
    expect(refused.status).toBe(422);
    expect((await reservation(onSite.reservation_number)).status).toBe('done');

    const deleted = await remove(token);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toEqual({ deleted: true, cancelled_reservations: [onSite.reservation_number, card.reservation_number] });
    expect(deleted.headers.getSetCookie().join()).toMatch(/yado_member_refresh=;/);

    expect(await reservation(onSite.reservation_number)).toMatchObject({ status: 'cancelled', cancel_reason: 'account_deleted' });
    const paid = await reservation(card.reservation_number);
    expect(paid).toMatchObject({ status: 'cancelled', cancel_reason: 'account_deleted', paid_amount: card.total_price });
    // the cancellation use-case's refund: what was paid less the fee in force, made at the gateway after the commit
    expect(paid.refunded_amount).toBe(card.total_price - paid.cancellation_fee!);
    expect(paid.refunded_amount).toBeGreaterThan(0);
    const atGateway = wired.gateway.sandbox.state.payments.get(await calls.paymentIdOf(session.transaction_id))!;
    expect(atGateway.amount_refunded).toBe(paid.refunded_amount);
    expect((await reservation(guest.reservation_number)).status).toBe('done');

    const mails = (await mailsTo(server, email)).map((mail) => mail.kind);
    expect(mails.filter((kind) => kind === 'member_deleted')).toHaveLength(1);
    const cancellations = await server.db.selectFrom('outbox').select('kind').where('kind', '=', 'reservation_cancellation').execute();
    expect(cancellations).toHaveLength(2);

    const row = await server.db.selectFrom('members').selectAll().where('email', 'like', 'deleted:%').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: '', last_name: '', phone: null, promotion_email: false, password_hash: '' });
    expect(row.deleted_at).not.toBeNull();
    expect(await server.db.selectFrom('member_sessions').select('id').where('member_id', '=', row.id).where('revoked_at', 'is', null).execute()).toEqual([]);

    // the login is gone: the access token, the refresh cookie and the password all fail; the address may sign up anew
    expect((await memberCall(server, 'GET', 'show', { bearer: token })).status).toBe(401);
    expect((await memberCall(server, 'POST', 'tokens', { body: {}, cookie: refresh })).status).toBe(401);
    expect((await memberCall(server, 'POST', 'sign_in', { body: { email, password: 'Kyoto2026x' } })).status).toBe(422);
    expect((await memberCall(server, 'POST', 'sign_up', { body: signUpBody(email) })).status).toBe(201);
    expect((await mailsTo(server, email)).at(-1)!.kind).toBe('member_confirmation');

    // a booking whose sign-in was checked before the deletion committed is refused, with nothing written
    const config = (await server.deps.config.hotel('demo-kyoto'))!;
    const body = v.parse(CreateReservationBodySchema, bookingBody({ checkin_date: '2027-02-10', checkout_date: '2027-02-11' }));
    const draft = await draftReservation(server.deps, config, body, null);
    const late = { ...draft, rows: { ...draft.rows, reservation: { ...draft.rows.reservation, member_id: row.id } } };
    const racing = await bookDraft(server.deps, config.hotel, late, { key: 'late-booking', sessionId: 'session', requestHash: 'hash' }).catch(
      (error: unknown) => error,
    );
    expect(racing).toBeInstanceOf(DomainError);
    expect((racing as DomainError).code).toBe('3401');
    expect(await server.db.selectFrom('reservations').select('id').where('reservation_number', '=', draft.answer.reservation_number).execute()).toEqual([]);
  });

  it('deletes nothing while a reservation checks in today, which cannot be cancelled online', async () => {
    const { server } = context;
    await newSignedInMember(server, 'staying@example.com');
    const early = await accessTokenOf(server, 'staying@example.com', 'Kyoto2026x');
    const today = (await book(bookingBody({ checkin_date: '2026-12-03', checkout_date: '2026-12-04' }), early)).json.data;
    await server.travelTo(new Date('2026-12-03T01:00:00Z'));
    const token = await accessTokenOf(server, 'staying@example.com', 'Kyoto2026x');
    const refused = await remove(token);
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].details.base[0].code).toBe('cancel_on_checkin_day');
    expect(refused.json.errors[0].meta).toMatchObject({ reservation_number: today.reservation_number });
    expect((await reservation(today.reservation_number)).status).toBe('done');
    expect((await memberCall(server, 'GET', 'show', { bearer: token })).status).toBe(200);
    expect(await mailsTo(server, 'staying@example.com').then((mails) => mails.map((mail) => mail.kind))).not.toContain('member_deleted');
  });
});
