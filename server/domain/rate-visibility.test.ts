import { describe, expect, it } from 'vitest';
import { paymentPromotionApplies, visiblePlans } from './rate-visibility.ts';

const GOLD_UP = [{ program_id: 'club', min_rank_level: 2 }];
const ROWS = [
  { hotel_plan_code: 'room-only', visibility: 'all', member_audiences: [] },
  { hotel_plan_code: 'members', visibility: 'member', member_audiences: [] },
  { hotel_plan_code: 'gold', visibility: 'member', member_audiences: GOLD_UP },
  { hotel_plan_code: 'secret-saver', visibility: 'secret', member_audiences: [] },
  { hotel_plan_code: 'other-secret', visibility: 'secret', member_audiences: [] },
];
const member = (programId: string | null, rankLevel: number | null) => ({ programId, rankId: rankLevel === null ? null : `rank-${rankLevel}`, rankLevel });
const codes = (rows: typeof ROWS) => rows.map((row) => row.hotel_plan_code);

describe('visiblePlans', () => {
  it('shows everyone the plans for all, and hides member and secret plans', () => {
    expect(codes(visiblePlans(ROWS, { mode: 'none', unlockedPlanCodes: [], audience: null }))).toEqual(['room-only']);
  });

  it('shows member plans to signed-in members only, and a programme’s plan from its rank up', () => {
    const none = { mode: 'none' as const, unlockedPlanCodes: [] };
    expect(codes(visiblePlans(ROWS, { ...none, audience: member(null, null) }))).toEqual(['room-only', 'members']);
    expect(codes(visiblePlans(ROWS, { ...none, audience: member('club', 1) }))).toEqual(['room-only', 'members']);
    expect(codes(visiblePlans(ROWS, { ...none, audience: member('club', 2) }))).toEqual(['room-only', 'members', 'gold']);
    expect(codes(visiblePlans(ROWS, { ...none, audience: member('club', 3) }))).toEqual(['room-only', 'members', 'gold']);
    expect(codes(visiblePlans(ROWS, { ...none, audience: member('business', 3) }))).toEqual(['room-only', 'members']);
  });

  it('shows the secret plans a valid promo code unlocks, and no others', () => {
    const input = { mode: 'none' as const, promoCode: 'SECRET2026', unlockedPlanCodes: ['secret-saver'], audience: null };
    expect(codes(visiblePlans(ROWS, input))).toEqual(['room-only', 'secret-saver']);
    expect(codes(visiblePlans(ROWS, { ...input, mode: 'secret' }))).toEqual(['room-only', 'secret-saver']);
  });

  it('shows no rates at all in secret mode without a valid code', () => {
    expect(visiblePlans(ROWS, { mode: 'secret', unlockedPlanCodes: [], audience: member('club', 2) })).toEqual([]);
    expect(visiblePlans(ROWS, { mode: 'secret', promoCode: 'WRONG', unlockedPlanCodes: [], audience: null })).toEqual([]);
  });

  it('hides a plan of a visibility it does not know', () => {
    expect(
      visiblePlans([{ hotel_plan_code: 'x', visibility: 'brr', member_audiences: [] }], { mode: 'none', unlockedPlanCodes: [], audience: member('club', 2) }),
    ).toEqual([]);
  });
});

describe('paymentPromotionApplies', () => {
  const include = { target_mode: 'include' as const, hotel_plan_codes: ['breakfast'] };
  const exclude = { target_mode: 'exclude' as const, hotel_plan_codes: ['early-bird'] };
  const card = ['credit_card', 'on_site'];

  it('shows only on plans payable by credit card', () => {
    expect(paymentPromotionApplies(exclude, { hotelPlanCode: 'room-only', paymentTypes: card })).toBe(true);
    expect(paymentPromotionApplies(exclude, { hotelPlanCode: 'room-only', paymentTypes: ['on_site'] })).toBe(false);
    expect(paymentPromotionApplies(null, { hotelPlanCode: 'room-only', paymentTypes: card })).toBe(false);
  });

  it('matches the include or exclude target mode', () => {
    expect(paymentPromotionApplies(include, { hotelPlanCode: 'breakfast', paymentTypes: card })).toBe(true);
    expect(paymentPromotionApplies(include, { hotelPlanCode: 'room-only', paymentTypes: card })).toBe(false);
    expect(paymentPromotionApplies(exclude, { hotelPlanCode: 'early-bird', paymentTypes: card })).toBe(false);
  });
});
