import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingBody, GUEST, roomsSold } from '../support/booking.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('reservations on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(driver);
  });
  afterAll(() => server.close());

  const sold = (code: string, date: string) => roomsSold(server, code, date);

  it('books a room paid at the hotel, with the server’s price for every night, and takes one room a night', async () => {
    const { status, json } = await book(server);
    expect(status).toBe(201);
    const r = json.data;
    expect(r.reservation_number).toMatch(/^YD[A-Z0-9]{8}$/);
    expect(r.status).toBe('done');
    expect(r.rooms[0].nightly_prices).toEqual([
      { date: '2026-12-20', price: 14400 },
      { date: '2026-12-21', price: 14400 },
    ]);
    expect(r.total_price).toBe(28800);
    expect(r.tax + r.total_price_without_tax).toBe(28800);
    expect(r.bypass_token).toEqual(expect.any(String));
    expect(await sold('std-twin', '2026-12-20')).toBe(1);
    expect(await sold('std-twin', '2026-12-21')).toBe(1);
    expect(await sold('std-twin', '2026-12-22')).toBe(0);
  });

  it('queues a confirmation e-mail with a link that opens the reservation on the hotel page', async () => {
    const { json } = await book(server, bookingBody({ locale: 'ja', checkin_date: '2026-12-23', checkout_date: '2026-12-24' }));
    const mail = await server.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'reservation_confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(GUEST.email);
    expect(mail.subject).toBe(`【宿 京都デモ】ご予約確定のお知らせ（予約番号 ${json.data.reservation_number}）`);
    expect(mail.body_text).toContain('Yamada Hanako 様');
    expect(mail.body_text).toContain('2026年12月23日水曜日');
    expect(mail.body_text).toContain('合計（税込）: ￥');
    const link = mail.body_text.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/index.html');
    expect(url.searchParams.get('open_widget')).toBe(
      `/reservation/confirmation/${json.data.reservation_number}?code=demo-kyoto&bypass_token=${json.data.bypass_token}&locale=ja`,
    );
    expect(mail.status).toBe('pending');
  });

  it('links an Arabic guest’s e-mail to the reservation in Arabic, on the hotel’s own site', async () => {
    await server.db.updateTable('hotels').set({ url: 'https://www.kyoto-hotel.example/stay?lang=ar' }).where('code', '=', 'demo-kyoto').execute();
    try {
      const { json } = await book(server, bookingBody({ locale: 'ar', checkin_date: '2026-12-27', checkout_date: '2026-12-28' }));
      const mail = await mailOf(json.data.reservation_number);
      const url = new URL(mail.body_text.match(/https?:\/\/\S+/)![0]);
      expect(url.origin + url.pathname).toBe('https://www.kyoto-hotel.example/stay');
      expect(url.searchParams.get('lang')).toBe('ar');
      const deepLink = new URL(url.searchParams.get('open_widget')!, 'https://widget.example');
      expect(deepLink.pathname).toBe(`/reservation/confirmation/${json.data.reservation_number}`);
      expect(deepLink.searchParams.get('locale')).toBe('ar');
      expect(deepLink.searchParams.get('bypass_token')).toBe(json.data.bypass_token);
    } finally {
      await server.db.updateTable('hotels').set({ url: '/index.html' }).where('code', '=', 'demo-kyoto').execute();
    }
  });

  const mailOf = (number: string) =>
    server.db
      .selectFrom('outbox')
      .innerJoin('reservations', 'reservations.id', 'outbox.reservation_id')
      .select(['outbox.subject', 'outbox.body_html', 'outbox.body_text'])
      .where('reservations.reservation_number', '=', number)
      .executeTakeFirstOrThrow();

  it('writes the e-mail in the guest’s language, right to left in Arabic', async () => {
    const { json } = await book(server, bookingBody({ locale: 'ar', checkin_date: '2026-12-24', checkout_date: '2026-12-25' }));
    const mail = await mailOf(json.data.reservation_number);
    expect(mail.body_html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain(json.data.reservation_number);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['ko', 'zh_Hans', 'zh_Hant', 'id', 'th'])('books and e-mails in %s, plurals and all', async (locale) => {
    const { status, json } = await book(server, bookingBody({ locale, checkin_date: '2027-04-05', checkout_date: '2027-04-08' }));
    expect(status).toBe(201);
    const mail = await mailOf(json.data.reservation_number);
    expect(mail.body_text).toContain('3');
    expect(mail.body_text).not.toContain('nights');
  });

  it('finds the reservation by number and e-mail (any case) or by bypass token, and by nothing else', async () => {
    const { json } = await book(server, bookingBody({ checkin_date: '2027-01-05', checkout_date: '2027-01-06' }));
    const number = json.data.reservation_number;
    const byEmail = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?email=HANAKO@example.com`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.data.bypass_token).toBeUndefined();
    const byToken = await server.call('GET', `/hotels/demo-kyoto/reservations/${number.toLowerCase()}?bypass_token=${json.data.bypass_token}`);
    expect(byToken.status).toBe(200);
    const wrongEmail = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}?email=someone@example.com`);
    const unknown = await server.call('GET', `/hotels/demo-kyoto/reservations/YDZZZZZZZZ?email=${GUEST.email}`);
    for (const answer of [wrongEmail, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.json.errors[0]).toMatchObject({ code: '1000', details: { base: [{ code: 'reservation_not_found' }] } });
    }
  });

  it('answers a repeated idempotency key with the first reservation instead of booking twice', async () => {
    const body = bookingBody({ checkin_date: '2027-01-10', checkout_date: '2027-01-11' });
    const first = await book(server, body, 'repeat-key-0001');
    const again = await book(server, body, 'repeat-key-0001');
    expect(again.status).toBe(201);
    expect(again.json.data.reservation_number).toBe(first.json.data.reservation_number);
    const count = await server.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('checkin_date', '=', '2027-01-10')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const other = await book(server, { ...body, special_request: 'different' }, 'repeat-key-0001');
    expect(other.status).toBe(422);
    expect(other.json.errors[0].details.base[0].code).toBe('idempotency_key_reused');
  });

  it('answers a repeat of the booking that took the last room with that booking, not with room full', async () => {
    const suite = await server.db.selectFrom('room_types').select('id').where('code', '=', 'garden-suite').executeTakeFirstOrThrow();
    await server.db.updateTable('room_inventory').set({ sold: 1 }).where('room_type_id', '=', suite.id).where('stay_date', '=', '2027-01-15').execute();
    const body = bookingBody({
      checkin_date: '2027-01-15',
      checkout_date: '2027-01-16',
      rooms: [{ room_type_code: 'garden-suite', room_plan_code: 'garden-suite--room-only', adults: 2, kids_tiers: [] }],
    });
    const first = await book(server, body, 'last-room-key-01');
    expect(first.status).toBe(201);
    expect(await sold('garden-suite', '2027-01-15')).toBe(2);
    const again = await book(server, body, 'last-room-key-01');
    expect(again.status).toBe(201);
    expect(again.json.data.reservation_number).toBe(first.json.data.reservation_number);
    const stranger = await book(server, body, 'last-room-key-02');
    expect(stranger.json.errors[0].code).toBe('1105');
  });

  it('books at the price the guest saw, and stops to show a changed price instead of charging it', async () => {
    const body = bookingBody({ checkin_date: '2027-01-25', checkout_date: '2027-01-26' });
    const stale = await book(server, { ...body, displayed_total_price: 9999 }, 'price-check-key-1');
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0]).toMatchObject({
      code: '1000',
      details: { base: [{ code: 'price_changed' }] },
      meta: { total_price: 14400, displayed_total_price: 9999 },
    });
    expect(stale.json.errors[0].title).toContain('¥14,400');
    expect(await server.db.selectFrom('reservations').select('id').where('checkin_date', '=', '2027-01-25').execute()).toEqual([]);
    expect(await sold('std-twin', '2027-01-25')).toBe(0);

    const agreed = await book(server, { ...body, displayed_total_price: stale.json.errors[0].meta.total_price }, 'price-check-key-1');
    expect(agreed.status).toBe(201);
    expect(agreed.json.data.total_price).toBe(14400);
  });

  it('refuses a booking when any night is full, taking nothing on the other nights', async () => {
    const suite = await server.db.selectFrom('room_types').select('id').where('code', '=', 'garden-suite').executeTakeFirstOrThrow();
    await server.db.updateTable('room_inventory').set({ sold: 2 }).where('room_type_id', '=', suite.id).where('stay_date', '=', '2027-01-21').execute();
    const { status, json } = await book(
      server,
      bookingBody({
        checkin_date: '2027-01-20',
        checkout_date: '2027-01-23',
        rooms: [{ room_type_code: 'garden-suite', room_plan_code: 'garden-suite--breakfast', adults: 2, kids_tiers: [] }],
      }),
    );
    expect(status).toBe(409);
    expect(json.errors[0].code).toBe('1105');
    expect(await sold('garden-suite', '2027-01-20')).toBe(0);
    expect(await sold('garden-suite', '2027-01-22')).toBe(0);
    const written = await server.db.selectFrom('reservations').select('id').where('checkin_date', '=', '2027-01-20').execute();
    expect(written).toEqual([]);
  });

  it('shows the fee from the policy tier and cancels with it, giving the room back and e-mailing the guest', async () => {
    // 2026-12-03 is 2 days after the test clock: the 50% tier of the standard policy applies
    const { json } = await book(server, bookingBody({ checkin_date: '2026-12-03', checkout_date: '2026-12-04' }));
    const number = json.data.reservation_number;
    const query = `?email=${encodeURIComponent(GUEST.email)}`;
    const looked = await server.call('GET', `/hotels/demo-kyoto/reservations/${number}${query}`);
    expect(looked.json.data.cancellation).toEqual({ cancellable: true, reason: null, percentage: 50, fee: Math.floor(json.data.total_price / 2) });
    expect(await sold('std-twin', '2026-12-03')).toBe(1);

    const stale = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel${query}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0].details.base[0].code).toBe('cancellation_fee_changed');

    const fee = looked.json.data.cancellation.fee;
    const done = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel${query}`, {
      body: { reason: 'change_of_plans', details: 'Flight moved', cancellation_fee_displayed: fee },
    });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ status: 'cancelled', cancellation_fee: fee });
    expect(await sold('std-twin', '2026-12-03')).toBe(0);
    const mail = await server.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'reservation_cancellation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(number);
    expect(mail.body_text).toContain('¥');

    const twice = await server.call('PUT', `/hotels/demo-kyoto/reservations/${number}/cancel${query}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
    });
    expect(twice.status).toBe(422);
    expect(twice.json.errors[0].details.base[0].code).toBe('already_cancelled');
  });

  it('charges nothing far ahead, and refuses online cancellation on the check-in day', async () => {
    const { json } = await book(server, bookingBody({ checkin_date: '2026-12-28', checkout_date: '2026-12-29' }));
    const path = `/hotels/demo-kyoto/reservations/${json.data.reservation_number}`;
    const query = `?bypass_token=${json.data.bypass_token}`;
    expect((await server.call('GET', path + query)).json.data.cancellation.fee).toBe(0);
    await server.travelTo(new Date('2026-12-28T02:00:00Z')); // 11:00 in Kyoto on the day of arrival
    try {
      const looked = await server.call('GET', path + query);
      expect(looked.json.data.cancellation).toMatchObject({ cancellable: false, reason: 'cancel_on_checkin_day', percentage: 80 });
      const refused = await server.call('PUT', `${path}/cancel${query}`, {
        body: { reason: 'other', cancellation_fee_displayed: looked.json.data.cancellation.fee },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.errors[0].details.base[0].code).toBe('cancel_on_checkin_day');
    } finally {
      await server.travelTo(TEST_NOW);
    }
  });

  it('keeps the policy the guest booked under even if the hotel changes it later', async () => {
    const { json } = await book(server, bookingBody({ checkin_date: '2027-02-01', checkout_date: '2027-02-02' }));
    await server.db
      .updateTable('cancellation_policies')
      .set({ parts: JSON.stringify([{ days_before: 999, hours_after: null, percentage_of_cost: 100 }]) })
      .execute();
    const looked = await server.call('GET', `/hotels/demo-kyoto/reservations/${json.data.reservation_number}?bypass_token=${json.data.bypass_token}`);
    expect(looked.json.data.cancellation.fee).toBe(0);
  });
});
