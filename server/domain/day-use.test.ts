import { describe, expect, it } from 'vitest';
import { isDayUseStay, occupiedDates, occupiedUntil, plansOfKind } from './day-use.ts';

describe('day use', () => {
  it('is a stay whose check-out is its check-in', () => {
    expect(isDayUseStay('2026-12-05', '2026-12-05')).toBe(true);
    expect(isDayUseStay('2026-12-05', '2026-12-06')).toBe(false);
  });

  it('occupies and prices its one date; a stay of nights its nights', () => {
    expect(occupiedUntil('2026-12-31', '2026-12-31')).toBe('2027-01-01');
    expect(occupiedDates('2026-12-05', '2026-12-05')).toEqual(['2026-12-05']);
    expect(occupiedDates('2026-12-05', '2026-12-07')).toEqual(['2026-12-05', '2026-12-06']);
  });

  it('shows day-use plans to day-use stays only, and overnight plans to stays of nights only', () => {
    const rows = [{ hotel_plan_id: 'day' }, { hotel_plan_id: 'night' }];
    expect(plansOfKind(rows, new Set(['day']), true)).toEqual([{ hotel_plan_id: 'day' }]);
    expect(plansOfKind(rows, new Set(['day']), false)).toEqual([{ hotel_plan_id: 'night' }]);
  });
});
