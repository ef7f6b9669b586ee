import { describe, expect, it } from 'vitest';
import type { PriceCalendarDay } from '../../../../shared/api/availability.ts';
import { MAX_NIGHTS } from '../../../../shared/constants.ts';
import { addDays } from '../../../lib/dates.ts';
import { checkinProblem, checkoutProblem, checkoutWindow, type RangeContext } from './range-rules.ts';

function context(days: Record<string, Partial<PriceCalendarDay>> = {}, maxDate = '2031-06-05'): RangeContext {
  return {
    minDate: '2030-06-05',
    maxDate,
    dayOf: (date) =>
      days[date]
        ? {
            date,
            lowest_price: 1000,
            lowest_price_without_tax: 909,
            min_stay: null,
            closed: false,
            closed_to_arrival: false,
            closed_reason: null,
            ...days[date],
          }
        : null,
  };
}

describe('date range rules', () => {
  it('ends a stay within the longest stay allowed and the day after the reservable period', () => {
    expect(checkoutWindow('2030-06-10', context()).last).toBe(addDays('2030-06-10', MAX_NIGHTS));
    expect(checkoutWindow('2031-06-04', context()).last).toBe('2031-06-06');
    expect(checkoutProblem('2031-06-04', '2031-06-07', context())).toBe('too_far');
  });

  it('refuses a check-in outside the window, and one whose minimum stay runs into a closed night', () => {
    expect(checkinProblem('2030-06-04', context())).toBe('outside');
    expect(checkinProblem('2031-06-06', context())).toBe('outside');
    expect(checkinProblem('2030-06-10', context({ '2030-06-10': { min_stay: 3 }, '2030-06-11': { closed: true } }))).toBe('too_short');
    expect(checkinProblem('2030-06-10', context({ '2030-06-10': { min_stay: 3 }, '2030-06-13': { closed: true } }))).toBeNull();
  });

  it('takes days not loaded yet as open', () => {
    expect(checkinProblem('2030-06-10', context())).toBeNull();
    expect(checkoutProblem('2030-06-10', '2030-06-11', context())).toBeNull();
  });
});
