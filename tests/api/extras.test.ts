import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationExtraInput } from '../../shared/api/extras.ts';
import { findHotelByCode, type HotelRow } from '../../server/db/repositories/hotels-repository.ts';
import { reservationExtraRows, takeExtraStock } from '../../server/db/repositories/extras-repository.ts';
import { DomainError } from '../../server/domain/errors.ts';
import { domainFailure } from '../../server/http/domain-failure.ts';
import { listReservationExtras, priceBookedExtras, releaseExtras, takeBookedExtras, type BookExtrasInput } from '../../server/use-cases/book-extras.ts';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, DRIVERS, TEST_NOW, type TestServer } from '../support/test-server.ts';

describe.each(DRIVERS)('extras on %s', (driver) => {
  let server: TestServer;
  let kyoto: HotelRow;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await createTestServer(driver);
    kyoto = (await findHotelByCode(server.db, 'demo-kyoto'))!;
    const rows = await server.db
      .selectFrom('extras')
      .innerJoin('hotels', 'hotels.id', 'extras.hotel_id')
      .select(['extras.id', 'extras.code', 'hotels.code as hotel'])
      .execute();
    for (const row of rows) ids[`${row.hotel}/${row.code}`] = row.id;
  });
  afterAll(() => server.close());

  const kaiseki = () => ids['demo-kyoto/kaiseki-dinner']!;
  const late = () => ids['demo-kyoto/late-checkout']!;
  const stay = (extras: ReservationExtraInput[], more: Partial<BookExtrasInput> = {}): BookExtrasInput => ({
    checkin: '2027-01-12',
    checkout: '2027-01-14',
    roomPlanCodes: ['std-twin--room-only'],
    extras,
    now: TEST_NOW,
    locale: 'en',
    ...more,
  });
  /** Prices the extras and takes their stock, as a booking does. */
  const take = (input: BookExtrasInput) =>
    server.db.transaction().execute(async (trx) => {
      const priced = await priceBookedExtras(trx, kyoto, input);
      await takeBookedExtras(trx, kyoto, priced.lines, input);
      return priced;
    });
  const run = async (input: BookExtrasInput) => (await take(input)).lines;
  const refusal = async (input: BookExtrasInput) => {
    const error = await run(input).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
    return domainFailure(error)!;
  };
  const sold = async (extraId: string, date: string) =>
    (await server.db.selectFrom('extra_dates').select('stock_sold').where('extra_id', '=', extraId).where('service_date', '=', date).executeTakeFirstOrThrow())
      .stock_sold;

  it('lists the extras of a stay: prices by night, stock, deadlines and the plans that include them', async () => {
    const { status, json } = await server.call(
      'GET',
      '/hotels/demo-kyoto/extras?checkin_date=2026-12-18&checkout_date=2026-12-20&room_plan_codes=std-twin--breakfast',
    );
    expect(status).toBe(200);
    const byName = Object.fromEntries(json.data.extras.map((e: { name: string }) => [e.name, e]));
    expect(json.data.currency).toBe('JPY');
    expect(Object.keys(byName)).toEqual(['Late check-out until 13:00', 'Kaiseki dinner', 'Anniversary cake', 'Welcome drinks']);
    expect(byName['Late check-out until 13:00']).toMatchObject({
      extra_type: 'generic',
      unit: 'per_room',
      max_quantity: 1,
      price: 3000,
      price_without_tax: 2728,
      inventory: null,
      bookable: true,
    });
    expect(byName['Kaiseki dinner']).toMatchObject({
      extra_type: 'dated',
      unit: 'per_person',
      min_quantity: 1,
      max_quantity: 6,
      price: null,
      prices: [
        { date: '2026-12-18', price: 15000, price_without_tax: 13637, inventory: 10 },
        { date: '2026-12-19', price: 15000, price_without_tax: 13637, inventory: 10 },
      ],
      booking_available_dates: ['2026-12-18', '2026-12-19'],
      inclusive_room_plan_codes: [],
    });
    // Kyoto is UTC+9: noon three days before 18 December is 03:00 UTC on the 15th
    expect(byName['Anniversary cake'].booking_deadline).toBe('2026-12-15T03:00:00.000Z');
    expect(byName['Welcome drinks'].inclusive_room_plan_codes).toEqual(['std-twin--breakfast']);
  });

  it('lists another hotel’s extras in its own currency and language', async () => {
    await server.travelTo(TEST_NOW);
    const { json } = await server.call('GET', '/hotels/demo-seoul/extras?checkin_date=2027-01-12&checkout_date=2027-01-13', { headers: { 'x-locale': 'ko' } });
    expect(json.data.currency).toBe('KRW');
    expect(json.data.extras.map((e: { name: string }) => e.name)).toEqual(['조식 뷔페', '레이트 체크아웃 (14시까지)']);
    expect(json.data.extras[0].prices).toEqual([{ date: '2027-01-12', price: 25000, price_without_tax: 22728, inventory: null }]);
  });

  it('refuses a list with its dates the wrong way round or missing, naming the field', async () => {
    const backwards = await server.call('GET', '/hotels/demo-kyoto/extras?checkin_date=2027-01-12&checkout_date=2027-01-10');
    expect([backwards.status, Object.keys(backwards.json.errors[0].details)]).toEqual([422, ['base', 'checkout_date']]);
    const missing = await server.call('GET', '/hotels/demo-kyoto/extras?checkout_date=2027-01-10');
    expect([missing.status, Object.keys(missing.json.errors[0].details)]).toEqual([422, ['base', 'checkin_date']]);
  });

  it('books extras in the reservation’s transaction, takes their stock, stores the lines and gives the stock back on cancellation', async () => {
    const { lines, names } = await take(
      stay(
        [
          { extra_id: kaiseki(), quantity: 2, date: '2027-01-13' },
          { extra_id: late(), quantity: 1 },
        ],
        {
          roomPlanCodes: ['std-twin--breakfast'],
          displayedTotal: 27000,
        },
      ),
    );
    expect(lines.map((l) => [l.name, l.date, l.quantity, l.price, l.inclusive])).toEqual([
      ['Kaiseki dinner', '2027-01-13', 2, 24000, false],
      ['Late check-out until 13:00', null, 1, 3000, false],
      ['Welcome drinks', null, 1, 0, true],
    ]);
    expect(await sold(kaiseki(), '2027-01-13')).toBe(2);

    const booked = await book(server, bookingBody({ checkin_date: '2027-01-13', checkout_date: '2027-01-14' }));
    const reservation = await server.db
      .selectFrom('reservations')
      .select('id')
      .where('reservation_number', '=', booked.json.data.reservation_number)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('reservation_extras')
      .values(reservationExtraRows(reservation.id, lines, names))
      .execute();
    const stored = await listReservationExtras(server.db, reservation.id, 'ja', 'ja');
    expect(stored.map((l) => [l.name, l.price, l.price_without_tax, l.tax, l.inclusive])).toEqual([
      ['京懐石の夕食', 24000, 21820, 2180, false],
      ['レイトチェックアウト（13時まで）', 3000, 2728, 272, false],
      ['ウェルカムドリンク', 0, 0, 0, true],
    ]);

    await server.db.transaction().execute((trx) => releaseExtras(trx, reservation.id));
    expect(await sold(kaiseki(), '2027-01-13')).toBe(0);
    await server.db.updateTable('extra_dates').set({ stock_sold: 5 }).where('extra_id', '=', kaiseki()).where('service_date', '=', '2027-01-13').execute();
    await server.db.transaction().execute((trx) => releaseExtras(trx, reservation.id));
    expect(await sold(kaiseki(), '2027-01-13')).toBe(5);
  });

  it('refuses an unknown extra and another hotel’s extra (1100), taking nothing', async () => {
    for (const extraId of [randomUUID(), ids['demo-seoul/late-checkout']!]) {
      const error = await refusal(
        stay([
          { extra_id: kaiseki(), quantity: 1, date: '2027-01-12' },
          { extra_id: extraId, quantity: 1 },
        ]),
      );
      expect([error.status, error.code, Object.keys(error.fields)]).toEqual([422, '1100', ['extras.1']]);
    }
    expect(await sold(kaiseki(), '2027-01-12')).toBe(0);
  });

  it('refuses a kaiseki dinner after 15:00 the day before, hotel time (1101)', async () => {
    const error = await refusal(stay([{ extra_id: kaiseki(), quantity: 1, date: '2026-12-01' }], { checkin: '2026-12-01', checkout: '2026-12-02' }));
    expect(error.code).toBe('1101');
    expect((await run(stay([{ extra_id: kaiseki(), quantity: 1, date: '2026-12-02' }], { checkin: '2026-12-01', checkout: '2026-12-03' })))[0]!.quantity).toBe(
      1,
    );
  });

  it('refuses a quantity over the maximum and a night outside the stay (1102)', async () => {
    expect((await refusal(stay([{ extra_id: kaiseki(), quantity: 7, date: '2027-01-12' }]))).values).toMatchObject({ min: 1, max: 6 });
    expect((await refusal(stay([{ extra_id: kaiseki(), quantity: 1, date: '2027-01-14' }]))).code).toBe('1102');
    expect((await refusal(stay([{ extra_id: late(), quantity: 1, date: '2027-01-12' }]))).code).toBe('1102');
  });

  it('refuses when the extras total the guest saw is not the server’s (1103)', async () => {
    const error = await refusal(stay([{ extra_id: late(), quantity: 1 }], { displayedTotal: 2000 }));
    expect([error.status, error.code, error.meta]).toEqual([409, '1103', { extras_total: 3000, displayed_extras_total: 2000 }]);
    expect(error.values).toEqual({ total: '¥3,000' });
  });

  it('refuses more dinners than are left that night (1104)', async () => {
    await server.db.updateTable('extra_dates').set({ stock_sold: 9 }).where('extra_id', '=', kaiseki()).where('service_date', '=', '2027-02-02').execute();
    const error = await refusal(stay([{ extra_id: kaiseki(), quantity: 2, date: '2027-02-02' }], { checkin: '2027-02-02', checkout: '2027-02-03' }));
    expect([error.status, error.code, error.values]).toEqual([409, '1104', { name: 'Kaiseki dinner', left: 1 }]);
    expect(await sold(kaiseki(), '2027-02-02')).toBe(9);
  });

  it('takes stock only while enough is left, whatever the caller checked before', async () => {
    await server.db.updateTable('extra_dates').set({ stock_sold: 10 }).where('extra_id', '=', kaiseki()).where('service_date', '=', '2027-02-03').execute();
    expect(await server.db.transaction().execute((trx) => takeExtraStock(trx, kaiseki(), '2027-02-03', 1))).toBe(false);
    expect(await server.db.transaction().execute((trx) => takeExtraStock(trx, late(), null, 1000))).toBe(true);
    const cake = ids['demo-kyoto/anniversary-cake']!;
    expect(await server.db.transaction().execute((trx) => takeExtraStock(trx, cake, null, 21))).toBe(false);
  });

  it('refuses an extra the hotel no longer sells (1106)', async () => {
    const error = await refusal(stay([{ extra_id: ids['demo-kyoto/tea-ceremony']!, quantity: 1 }]));
    expect([error.code, error.values]).toEqual(['1106', { name: 'Tea ceremony experience' }]);
  });

  it('sells the last 3 dinners of a night to exactly 3 of 12 parallel bookings; the others hear 1104', async () => {
    await server.db
      .updateTable('extra_dates')
      .set({ stock_total: 3, stock_sold: 0 })
      .where('extra_id', '=', kaiseki())
      .where('service_date', '=', '2027-02-10')
      .execute();
    const input = stay([{ extra_id: kaiseki(), quantity: 1, date: '2027-02-10' }], { checkin: '2027-02-10', checkout: '2027-02-11' });
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => run(input)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as DomainError).code)).toEqual(Array(9).fill('1104'));
    expect(await sold(kaiseki(), '2027-02-10')).toBe(3);
  });
});
