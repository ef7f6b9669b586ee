import type { PriceCalendarDay } from '../../../../shared/api/availability.ts';
import { addDays } from '../../../lib/dates.ts';
import { json, type Recorded } from '../../../testing/render.tsx';

/** A price-calendar answer for the request's range: 12,200 a night unless a day says otherwise. */
export function calendarAnswer(overrides: Record<string, Partial<PriceCalendarDay>> = {}, extra: { tax_included?: boolean } = {}) {
  return (request: Recorded) => {
    const from = request.url.searchParams.get('from_date')!;
    const to = request.url.searchParams.get('to_date')!;
    const days: PriceCalendarDay[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      days.push({
        date,
        lowest_price: 12200,
        lowest_price_without_tax: 11091,
        min_stay: null,
        closed: false,
        closed_to_arrival: false,
        closed_reason: null,
        ...overrides[date],
      });
    }
    return json(200, { data: { currency: 'JPY', tax_included: extra.tax_included ?? true, from_date: from, to_date: to, days } });
  };
}
