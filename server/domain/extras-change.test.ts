import { describe, expect, it } from 'vitest';
import type { ReservationExtraLine } from '../../shared/api/extras.ts';
import { changeExtras, extrasCardMoney, extrasChangeRefusal } from './extras-change.ts';
import { CAKE, DINNER } from './extras-catalogue.test-data.ts';

const ctx = {
  checkin: '2026-12-18',
  checkout: '2026-12-20',
  timezone: 'Asia/Tokyo',
  now: new Date('2026-12-10T00:00:00Z'),
  locale: 'en',
  hotelLocale: 'ja',
} as const;

/** A booked line, priced as it was at booking (the catalogue's price may have moved since). */
const line = (extra_id: string, date: string | null, quantity: number, unit_price: number): ReservationExtraLine => ({
  extra_id,
  name: extra_id,
  extra_type: date ? 'dated' : 'generic',
  unit: 'per_item',
  date,
  quantity,
  unit_price,
  price: unit_price * quantity,
  price_without_tax: 0,
  tax: 0,
  inclusive: false,
});

describe('changing the extras of a booked stay', () => {
  it('keeps an unchanged line at its booked price and prices an added one at today’s price, taking its stock', () => {
    const result = changeExtras(
      [DINNER, CAKE],
      [line('cake', null, 2, 4000)],
      [
        { extra_id: 'cake', quantity: 2 },
        { extra_id: 'dinner', date: '2026-12-19', quantity: 2 },
      ],
      ctx,
    );
    expect(result).toMatchObject({ ok: true, moves: [{ extra_id: 'dinner', date: '2026-12-19', n: 2 }] });
    if (!result.ok) return;
    expect(result.lines.map((l) => [l.extra_id, l.quantity, l.price])).toEqual([
      ['cake', 2, 8000],
      ['dinner', 2, 30000],
    ]);
  });

  it('counts the units the reservation holds as its own: 2 held and 1 left make 3', () => {
    const result = changeExtras([CAKE], [line('cake', null, 2, 4500)], [{ extra_id: 'cake', quantity: 3 }], ctx);
    expect(result).toMatchObject({ ok: true, moves: [{ extra_id: 'cake', date: null, n: 1 }] });
    const short = changeExtras([{ ...CAKE, stock_sold: 5 }], [line('cake', null, 2, 4500)], [{ extra_id: 'cake', quantity: 3 }], ctx);
    expect(short).toMatchObject({ ok: false, code: '1104', index: 0, values: { left: 2 } });
  });

  it('gives back what a lowered or removed line held', () => {
    const result = changeExtras(
      [DINNER, CAKE],
      [line('dinner', '2026-12-18', 3, 12000), line('cake', null, 4, 4500)],
      [{ extra_id: 'cake', quantity: 2 }],
      ctx,
    );
    expect(result).toMatchObject({
      ok: true,
      moves: [
        { extra_id: 'cake', date: null, n: -2 },
        { extra_id: 'dinner', date: '2026-12-18', n: -3 },
      ],
    });
  });

  it('refuses a quantity outside min..max (1102) and an unknown extra (1100), naming the line', () => {
    expect(changeExtras([CAKE], [], [{ extra_id: 'cake', quantity: 1 }], ctx)).toMatchObject({ ok: false, code: '1102', index: 0, values: { min: 2, max: 4 } });
    expect(
      changeExtras(
        [CAKE],
        [],
        [
          { extra_id: 'cake', quantity: 2 },
          { extra_id: 'nope', quantity: 1 },
        ],
        ctx,
      ),
    ).toMatchObject({ ok: false, code: '1100', index: 1 });
  });

  it('refuses adding or removing past the extra’s own deadline (1101), and leaves a line past it alone when unchanged', () => {
    // the dinner of the 18th closes at 15:00 on the 17th, Tokyo time
    const late = { ...ctx, now: new Date('2026-12-17T07:00:00Z') };
    const held = [line('dinner', '2026-12-18', 2, 12000)];
    expect(changeExtras([DINNER], held, [], late)).toMatchObject({ ok: false, code: '1101', index: null, meta: { date: '2026-12-18' } });
    expect(changeExtras([DINNER], held, [{ extra_id: 'dinner', date: '2026-12-18', quantity: 3 }], late)).toMatchObject({ ok: false, code: '1101', index: 0 });
    expect(
      changeExtras(
        [DINNER],
        held,
        [
          { extra_id: 'dinner', date: '2026-12-18', quantity: 2 },
          { extra_id: 'dinner', date: '2026-12-19', quantity: 1 },
        ],
        late,
      ),
    ).toMatchObject({
      ok: true,
      moves: [{ extra_id: 'dinner', date: '2026-12-19', n: 1 }],
    });
  });

  it('lets an extra no longer sold be removed but not kept at another quantity (1106)', () => {
    const gone = { ...CAKE, active: false };
    expect(changeExtras([gone], [line('cake', null, 3, 4500)], [], ctx)).toMatchObject({ ok: true, lines: [], moves: [{ n: -3 }] });
    expect(changeExtras([gone], [line('cake', null, 3, 4500)], [{ extra_id: 'cake', quantity: 2 }], ctx)).toMatchObject({ ok: false, code: '1106' });
  });
});

describe('whether a reservation’s extras may change online', () => {
  const standing = { status: 'done', lockedByHotel: false, paymentType: 'on_site', paidAmount: 0, checkout: '2026-12-20' };
  it('may while it stands, is paid at the hotel and its stay has not ended', () => {
    expect(extrasChangeRefusal(standing, '2026-12-19')).toBeNull();
    expect(extrasChangeRefusal({ ...standing, paymentType: 'on_site_credit_card_required' }, '2026-12-10')).toBeNull();
  });
  it('may when paid in full or in part by card', () => {
    expect(extrasChangeRefusal({ ...standing, paymentType: 'credit_card', paidAmount: 5000 }, '2026-12-10')).toBeNull();
    expect(extrasChangeRefusal({ ...standing, paymentType: 'credit_card_deposit', paidAmount: 1500 }, '2026-12-10')).toBeNull();
  });
  it('says why not, in the order a guest should hear it', () => {
    expect(extrasChangeRefusal({ ...standing, status: 'cancelled', lockedByHotel: true }, '2026-12-10')).toBe('already_cancelled');
    expect(extrasChangeRefusal({ ...standing, lockedByHotel: true }, '2026-12-10')).toBe('locked_by_hotel');
    expect(extrasChangeRefusal({ ...standing, status: 'payment_pending', paymentType: 'credit_card' }, '2026-12-10')).toBe('payment_pending');
    expect(extrasChangeRefusal({ ...standing, paidAmount: 5000 }, '2026-12-10')).toBe('prepaid');
    expect(extrasChangeRefusal(standing, '2026-12-20')).toBe('stay_past');
  });
});

describe('what an extras change moves on the card', () => {
  const money = (paymentType: string, charged: number, depositAmount: number | null, newTotal: number) =>
    extrasCardMoney({ paymentType, charged, depositAmount, previousTotal: 30_000, newTotal });
  it('asks the difference of a dearer change of a stay paid by card and refunds a cheaper one whole, with no fee', () => {
    expect(money('credit_card', 30_000, 30_000, 36_000)).toEqual({ refund: 0, due: 6000, depositAmount: 30_000 });
    expect(money('credit_card', 30_000, 30_000, 26_000)).toEqual({ refund: 4000, due: 0, depositAmount: 26_000 });
  });
  it('keeps a card deposit as it is unless the new total falls below it, then refunds the excess', () => {
    expect(money('credit_card_deposit', 9000, 9000, 36_000)).toEqual({ refund: 0, due: 0, depositAmount: 9000 });
    expect(money('credit_card_deposit', 9000, 9000, 12_000)).toEqual({ refund: 0, due: 0, depositAmount: 9000 });
    expect(money('credit_card_deposit', 9000, 9000, 6000)).toEqual({ refund: 3000, due: 0, depositAmount: 6000 });
  });
  it('moves nothing for a stay paid at the hotel', () => {
    expect(money('on_site', 0, null, 36_000)).toEqual({ refund: 0, due: 0, depositAmount: null });
  });
});
