import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hotelToday, nightCount, shiftDate, shiftMonths, stayNights } from './dates.ts';

// the calendar arithmetic is plain UTC day numbers; date-fns on UTC-anchored dates is the reference
const utc = (date: string) => new TZDate(`${date}T00:00:00Z`, 'UTC');
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const anyDate = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('shifts by days and months and counts nights as date-fns does', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -800, max: 800 }), fc.integer({ min: -40, max: 40 }), (date, days, months) => {
        expect(shiftDate(date, days)).toBe(iso(addDays(utc(date), days)));
        expect(shiftMonths(date, months)).toBe(iso(addMonths(utc(date), months)));
        const later = shiftDate(date, Math.abs(days));
        expect(nightCount(date, later)).toBe(differenceInCalendarDays(utc(later), utc(date)));
      }),
    );
  });

  it('lists the nights of a stay, none for a day-use or reversed stay', () => {
    expect(stayNights('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(stayNights('2028-12-31', '2029-01-01')).toEqual(['2028-12-31']);
    expect(stayNights('2026-03-01', '2026-03-01')).toEqual([]);
    expect(stayNights('2026-03-02', '2026-03-01')).toEqual([]);
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it("gives the hotel's date at an instant as its time zone sees it", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'Asia/Kolkata'),
        (now, zone) => {
          expect(hotelToday(zone, now)).toBe(format(new TZDate(now, zone), 'yyyy-MM-dd'));
        },
      ),
    );
  });

  it("turns the date at the hotel's midnight, also right after asking within the same day", () => {
    // Tokyo's midnight is 15:00 UTC; Kathmandu's (+05:45) 18:15 UTC
    expect(hotelToday('Asia/Tokyo', new Date('2026-12-01T14:59:59.999Z'))).toBe('2026-12-01');
    expect(hotelToday('Asia/Tokyo', new Date('2026-12-01T15:00:00.000Z'))).toBe('2026-12-02');
    expect(hotelToday('Asia/Kathmandu', new Date('2026-12-01T18:14:59.999Z'))).toBe('2026-12-01');
    expect(hotelToday('Asia/Kathmandu', new Date('2026-12-01T18:15:00.000Z'))).toBe('2026-12-02');
    expect(hotelToday('Asia/Kathmandu', new Date('2026-12-01T18:14:30.000Z'))).toBe('2026-12-01');
  });
});
