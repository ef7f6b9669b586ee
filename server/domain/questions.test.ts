import { describe, expect, it } from 'vitest';
import { effectiveLabels, matchesLabels, matchesPlans, timeOptions, viewerLabels } from './questions.ts';

describe('question labels (spec 1 §6)', () => {
  it('gives a guest who is not signed in all_users only', () => {
    expect(viewerLabels(null)).toEqual(['all_users']);
  });

  it('gives a member their program, their rank and every-rank, and an organization user theirs', () => {
    expect(viewerLabels({ programId: '7', rankId: 'gold' })).toEqual(['all_users', 'membership_program_7', 'membership_rank_gold', 'membership_rank_all']);
    expect(viewerLabels({ organizationId: '42' })).toEqual(['all_users', 'membership_organization_42', 'membership_organization_all']);
  });

  it('shows a question when one of its labels is held', () => {
    const member = viewerLabels({ rankId: 'gold' });
    expect(matchesLabels(['all_users'], ['all_users'])).toBe(true);
    expect(matchesLabels(['membership_rank_all'], ['all_users'])).toBe(false);
    expect(matchesLabels(['membership_rank_all'], member)).toBe(true);
    expect(matchesLabels(['membership_rank_silver'], member)).toBe(false);
    expect(matchesLabels(['membership_rank_silver', 'membership_rank_gold'], member)).toBe(true);
    expect(matchesLabels(['membership_organization_all'], member)).toBe(false);
    expect(matchesLabels([], member)).toBe(false);
  });

  it('filters by the labels asked for, but never by a label the guest does not hold', () => {
    expect(effectiveLabels(undefined, ['all_users'])).toEqual(['all_users']);
    expect(effectiveLabels(['membership_rank_all'], ['all_users'])).toEqual([]);
    expect(effectiveLabels(['membership_rank_all'], viewerLabels({ rankId: '1' }))).toEqual(['membership_rank_all']);
  });
});

describe('question plans', () => {
  it('asks a question with no plans for every plan, and a limited one only for its plans', () => {
    expect(matchesPlans([], ['a'])).toBe(true);
    expect(matchesPlans(['a', 'b'], ['c', 'b'])).toBe(true);
    expect(matchesPlans(['a'], ['c'])).toBe(false);
    expect(matchesPlans(['a'], undefined)).toBe(true);
  });
});

describe('time options', () => {
  const hotel = { checkin_time: '15:00', checkout_time: '11:00' };
  it('offers arrival from check-in to 22:00 in half hours', () => {
    const times = timeOptions('checkin_time', hotel);
    expect(times[0]).toBe('15:00');
    expect(times[1]).toBe('15:30');
    expect(times.at(-1)).toBe('22:00');
    expect(times).toHaveLength(15);
  });

  it('follows the hotel: a 16:30:00 check-in starts there, a late check-in still gets its own time', () => {
    expect(timeOptions('checkin_time', { ...hotel, checkin_time: '16:30:00' })[0]).toBe('16:30');
    expect(timeOptions('checkin_time', { ...hotel, checkin_time: '23:00' })).toEqual(['23:00']);
  });

  it('offers departure from 06:00 to check-out', () => {
    const times = timeOptions('checkout_time', hotel);
    expect(times[0]).toBe('06:00');
    expect(times.at(-1)).toBe('11:00');
    expect(timeOptions('checkout_time', { ...hotel, checkout_time: '05:00' })).toEqual(['05:00']);
  });
});
