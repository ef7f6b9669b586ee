import { describe, expect, it } from 'vitest';
import { guestChangeRefusal } from './guest-changes.ts';

describe('changing the guests of a reservation', () => {
  it('is open until the check-in day, that day included', () => {
    expect(guestChangeRefusal({ status: 'done', checkin: '2030-06-12' }, '2030-06-01')).toBeNull();
    expect(guestChangeRefusal({ status: 'done', checkin: '2030-06-12' }, '2030-06-12')).toBeNull();
  });

  it('is closed the day after check-in, and once cancelled', () => {
    expect(guestChangeRefusal({ status: 'done', checkin: '2030-06-12' }, '2030-06-13')).toBe('stay_past');
    expect(guestChangeRefusal({ status: 'cancelled', checkin: '2030-06-12' }, '2030-06-01')).toBe('already_cancelled');
  });
});
