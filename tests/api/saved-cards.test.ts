import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerChallenge, typeCard } from '../../gateway/test-support.ts';
import { DEMO_MEMBER } from '../../server/db/seed-member.ts';
import { bookingBody } from '../support/booking.ts';
import { accessTokenOf, newSignedInMember } from '../support/members.ts';
import { type Booked, type CardPaymentContext, freshStays, PARENT_ORIGIN, withCardPayments } from '../support/reservation-payment-calls.ts';
import { GATEWAY_URL } from '../support/sandbox-gateway.ts';
import { DRIVERS, type TestServer } from '../support/test-server.ts';

/** Saved cards (spec 2 §7.7 credit_cards, spec 1 §6): saved at the gateway while paying signed in, listed, paid with, deleted; on each database. */

type Saved = { id: string; brand: string; last4: string; exp_month: number; exp_year: number; holder: string | null };

describe.each(DRIVERS)('saved cards on %s', (driver) => {
  let server: TestServer;
  let wired: CardPaymentContext['wired'];
  let calls: CardPaymentContext['calls'];
  withCardPayments(driver, (context) => {
    ({ server, wired, calls } = context);
  });
  const stay = freshStays('2027-04-01');
  const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const cards = (token: string) => server.call('GET', '/hotels/demo-kyoto/memberships/credit_cards', { headers: bearer(token) });
  const remove = (token: string, id: string) => server.call('DELETE', `/hotels/demo-kyoto/memberships/credit_cards/${id}`, { headers: bearer(token) });

  async function bookCard(token: string | undefined, more: Record<string, unknown> = {}): Promise<Booked & { total_price: number }> {
    const answer = await server.call('POST', '/hotels/demo-kyoto/reservations', {
      body: bookingBody({ ...stay(), payment_type: 'credit_card', ...more }),
      headers: { 'idempotency-key': randomUUID(), ...bearer(token) },
    });
    expect(answer.status).toBe(201);
    return answer.json.data;
  }
  async function session(r: Booked, token: string | undefined) {
    return server.call('POST', calls.path(r.reservation_number, r.bypass_token, 'session'), {
      body: { parent_origin: PARENT_ORIGIN, return_url: null, locale: 'en' },
      headers: { 'idempotency-key': randomUUID(), ...bearer(token) },
    });
  }
  async function confirm(r: Booked, token: string | undefined, body: Record<string, unknown>) {
    const answer = await server.call('POST', calls.path(r.reservation_number, r.bypass_token, 'confirm'), { body, headers: bearer(token) });
    await wired.gateway.webhooks.idle();
    // the capture may finish on its webhook: the widget asks again (sync) while processing
    if (answer.json.data?.state === 'processing') return { ...answer, json: { data: await calls.sync(r, body.transaction_id as string) } };
    return answer;
  }
  /** Pays a member's booking typing `number` in the hosted fields, "Save this card" ticked or not. */
  async function payTyped(token: string, number: string, save: boolean, expiry = { expMonth: '12', expYear: '30' }) {
    const r = await bookCard(token);
    const s = (await session(r, token)).json.data;
    const typed = await typeCard(wired.gateway.app, GATEWAY_URL, await calls.paymentIdOf(s.transaction_id), number, {
      save,
      holder: 'Hanako Yamada',
      ...expiry,
    });
    const answer = await confirm(r, token, { transaction_id: s.transaction_id, token: typed.json.token });
    return { r, s, answer };
  }
  const demoToken = () => accessTokenOf(server, DEMO_MEMBER.email, DEMO_MEMBER.password);

  it('saves a card only when the signed-in member ticks the box, lists it without its number, and keeps the gateway reference only', async () => {
    const member = await newSignedInMember(server, `saver-${driver}@example.com`);
    const unticked = await payTyped(member, '4242424242424242', false);
    expect(unticked.answer.json.data.state).toBe('paid');
    expect((await cards(member)).json.data).toEqual([]);
    const ticked = await payTyped(member, '5555555555554444', true);
    expect(ticked.answer.json.data.state).toBe('paid');
    const listed = await cards(member);
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([{ id: expect.any(String), brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030, holder: 'Hanako Yamada' }]);
    const rows = await server.db.selectFrom('member_saved_cards').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
    expect(rows.find((row) => row.id === listed.json.data[0].id)?.gateway_payment_method_id).toMatch(/^pm_/);
  });

  it('offers no saving to a guest: the hosted fields have no box and a ticked box saves nothing', async () => {
    const before = (await server.db.selectFrom('member_saved_cards').select('id').execute()).length;
    const r = await bookCard(undefined);
    const s = (await session(r, undefined)).json.data;
    expect(s.saved_cards).toEqual([]);
    const page = await (await wired.gateway.app.request(new URL(s.hosted_fields_url).pathname)).text();
    expect(page).not.toContain('id="save"');
    const typed = await typeCard(wired.gateway.app, GATEWAY_URL, await calls.paymentIdOf(s.transaction_id), '4242424242424242', { save: true });
    expect((await confirm(r, undefined, { transaction_id: s.transaction_id, token: typed.json.token })).json.data.state).toBe('paid');
    expect(await server.db.selectFrom('member_saved_cards').select('id').execute()).toHaveLength(before);
  });

  it('pays a later booking with the saved card, offering only the cards valid through check-out', async () => {
    const member = await newSignedInMember(server, `repeat-${driver}@example.com`);
    await payTyped(member, '4242424242424242', true);
    // a card that runs out in May 2027 is kept in the list but never offered for a stay after
    await payTyped(member, '5555555555554444', true, { expMonth: '05', expYear: '27' });
    const listed: Saved[] = (await cards(member)).json.data;
    expect(listed.map((c) => c.last4)).toEqual(['4242', '4444']);
    const r = await bookCard(member, { checkin_date: '2027-06-20', checkout_date: '2027-06-22' });
    const s = (await session(r, member)).json.data;
    expect(s.saved_cards.map((c: Saved) => c.last4)).toEqual(['4242']);
    const paid = await confirm(r, member, { transaction_id: s.transaction_id, saved_card_id: s.saved_cards[0].id });
    expect(paid.json.data).toMatchObject({ state: 'paid', reservation: { status: 'done', paid_amount: r.total_price } });
    const transaction = await server.db.selectFrom('payment_transactions').selectAll().where('id', '=', s.transaction_id).executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
    // the expired one is refused if named anyway
    const r2 = await bookCard(member, { checkin_date: '2027-07-20', checkout_date: '2027-07-22' });
    const s2 = (await session(r2, member)).json.data;
    const expired = listed.find((c) => c.last4 === '4444')!;
    const refused = await confirm(r2, member, { transaction_id: s2.transaction_id, saved_card_id: expired.id });
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].details.base[0].code).toBe('saved_card_unusable');
  });

  it('still asks for 3-D Secure with a saved challenge card, and a declined saved card fails like a typed one', async () => {
    const member = await newSignedInMember(server, `challenge-${driver}@example.com`);
    const first = await payTyped(member, '4000000000003220', true);
    expect(first.answer.json.data.state).toBe('challenge');
    await answerChallenge(wired.gateway.app, await calls.paymentIdOf(first.s.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    // saved once the challenge passed, from the gateway's webhook: the guest need not come back to the page
    const [saved] = (await cards(member)).json.data as Saved[];
    expect(saved).toMatchObject({ last4: '3220' });
    // the widget's read-back finds it paid and records the card no second time
    expect((await calls.sync(first.r, first.s.transaction_id)).state).toBe('paid');
    expect((await cards(member)).json.data).toHaveLength(1);
    const r = await bookCard(member);
    const s = (await session(r, member)).json.data;
    const asked = await confirm(r, member, { transaction_id: s.transaction_id, saved_card_id: saved!.id });
    expect(asked.json.data).toMatchObject({ state: 'challenge', challenge_url: `${GATEWAY_URL}/challenge/${await calls.paymentIdOf(s.transaction_id)}` });
    await answerChallenge(wired.gateway.app, await calls.paymentIdOf(s.transaction_id), 'complete');
    await wired.gateway.webhooks.idle();
    expect((await calls.sync(r, s.transaction_id)).state).toBe('paid');

    // a card the bank declines later (the sandbox's lost-card answer on the saved card)
    const methodId = (
      await server.db.selectFrom('member_saved_cards').select('gateway_payment_method_id').where('id', '=', saved!.id).executeTakeFirstOrThrow()
    ).gateway_payment_method_id;
    const vault = wired.gateway.sandbox.state.methodCards;
    vault.set(methodId, { ...vault.get(methodId)!, behaviour: { kind: 'declined', code: 'lost_card' } });
    const r2 = await bookCard(member);
    const s2 = (await session(r2, member)).json.data;
    const declined = await confirm(r2, member, { transaction_id: s2.transaction_id, saved_card_id: saved!.id });
    expect(declined.json.data).toMatchObject({ state: 'failed', error_code: '3003', reservation: { status: 'payment_pending' } });
  });

  it("refuses another member's card, a guest paying with a saved card, and a member's payment without that member's sign-in", async () => {
    const member = await newSignedInMember(server, `owner-${driver}@example.com`);
    const demo = await demoToken();
    await payTyped(member, '4242424242424242', true);
    const [saved] = (await cards(member)).json.data as Saved[];
    // the demo member names the other member's card: not found, and not deleted
    const theirs = await bookCard(demo);
    const s = (await session(theirs, demo)).json.data;
    const refused = await confirm(theirs, demo, { transaction_id: s.transaction_id, saved_card_id: saved!.id });
    expect(refused.status).toBe(404);
    expect(refused.json.errors[0].details.base[0].code).toBe('saved_card_not_found');
    expect((await remove(demo, saved!.id)).status).toBe(404);
    expect((await cards(member)).json.data).toHaveLength(1);
    // a guest booking cannot pay with a card saved by anyone
    const guest = await bookCard(undefined);
    const gs = (await session(guest, undefined)).json.data;
    expect((await confirm(guest, undefined, { transaction_id: gs.transaction_id, saved_card_id: saved!.id })).status).toBe(404);
    // a member's booking: its payment calls need that member's sign-in (spec 1 §6)
    const mine = await bookCard(member);
    for (const token of [undefined, demo]) {
      const answer = await session(mine, token);
      expect(answer.status).toBe(403);
      expect(answer.json.errors[0].details.base[0].code).toBe('member_sign_in_required');
    }
    const ms = (await session(mine, member)).json.data;
    const stranger = await confirm(mine, demo, { transaction_id: ms.transaction_id, saved_card_id: saved!.id });
    expect(stranger.status).toBe(403);
    // a body with both a token and a saved card, or neither, is refused
    for (const body of [{ transaction_id: ms.transaction_id }, { transaction_id: ms.transaction_id, token: 'tok', saved_card_id: saved!.id }]) {
      expect((await confirm(mine, member, body)).status).toBe(422);
    }
  });

  it('deletes a saved card at the gateway too, so it can pay nothing after; a deleted or unknown id is 404, a malformed one 422', async () => {
    const member = await newSignedInMember(server, `deleter-${driver}@example.com`);
    await payTyped(member, '4242424242424242', true);
    const [saved] = (await cards(member)).json.data as Saved[];
    const methodId = (
      await server.db.selectFrom('member_saved_cards').select('gateway_payment_method_id').where('id', '=', saved!.id).executeTakeFirstOrThrow()
    ).gateway_payment_method_id;
    const gone = await remove(member, saved!.id);
    expect(gone).toMatchObject({ status: 200, json: { data: { deleted: true } } });
    expect((await cards(member)).json.data).toEqual([]);
    expect(wired.gateway.sandbox.state.paymentMethods.get(methodId)?.detached).toBe(true);
    expect((await remove(member, saved!.id)).status).toBe(404);
    expect((await remove(member, randomUUID())).status).toBe(404);
    expect((await remove(member, 'not-a-card')).status).toBe(422);
    const r = await bookCard(member);
    const s = (await session(r, member)).json.data;
    expect(s.saved_cards).toEqual([]);
    expect((await confirm(r, member, { transaction_id: s.transaction_id, saved_card_id: saved!.id })).status).toBe(404);
  });

  it('detaches every saved card at the gateway when the member deletes their account', async () => {
    const member = await newSignedInMember(server, `leaver-${driver}@example.com`);
    await payTyped(member, '4242424242424242', true);
    await payTyped(member, '5555555555554444', true);
    const ids = ((await cards(member)).json.data as Saved[]).map((c) => c.id);
    const methods = await server.db.selectFrom('member_saved_cards').select('gateway_payment_method_id').where('id', 'in', ids).execute();
    const deleted = await server.call('POST', '/hotels/demo-kyoto/memberships/cancel', { body: { current_password: 'Kyoto2026x' }, headers: bearer(member) });
    expect(deleted.status).toBe(200);
    expect(await server.db.selectFrom('member_saved_cards').select('id').where('id', 'in', ids).execute()).toEqual([]);
    for (const { gateway_payment_method_id } of methods) expect(wired.gateway.sandbox.state.paymentMethods.get(gateway_payment_method_id)?.detached).toBe(true);
  });

  it('makes the member a new customer when the gateway forgot theirs (a sandbox restarted), forgetting the cards saved there', async () => {
    const member = await newSignedInMember(server, `forgotten-${driver}@example.com`);
    await payTyped(member, '4242424242424242', true);
    expect((await cards(member)).json.data).toHaveLength(1);
    wired.gateway.sandbox.state.customers.clear();
    wired.gateway.sandbox.state.paymentMethods.clear();
    const r = await bookCard(member);
    const opened = await session(r, member);
    expect(opened.status).toBe(201);
    expect(opened.json.data.saved_cards).toEqual([]);
    expect((await cards(member)).json.data).toEqual([]);
    // the new customer saves cards again
    const typed = await typeCard(wired.gateway.app, GATEWAY_URL, await calls.paymentIdOf(opened.json.data.transaction_id), '5555555555554444', { save: true });
    expect((await confirm(r, member, { transaction_id: opened.json.data.transaction_id, token: typed.json.token })).json.data.state).toBe('paid');
    expect(((await cards(member)).json.data as Saved[]).map((c) => c.last4)).toEqual(['4444']);
  });

  it('answers 401 to the card calls without a sign-in', async () => {
    expect((await server.call('GET', '/hotels/demo-kyoto/memberships/credit_cards')).status).toBe(401);
    expect((await server.call('DELETE', `/hotels/demo-kyoto/memberships/credit_cards/${randomUUID()}`)).status).toBe(401);
  });
});
