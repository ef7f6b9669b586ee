import { describe, expect, it } from 'vitest';
import { concernsPlans, labelsMatch, noticeApplies, viewerLabels, withinDisplayDates } from './notification-rules.ts';

const member = { programIds: ['7'], rankIds: ['gold'], organizationIds: [] };
const corporate = { programIds: [], rankIds: [], organizationIds: ['acme'] };

describe('notification rules', () => {
  it('shows a notice from its first to its last display date, both included (spec 1 §5)', () => {
    const notice = { display_start_date: '2026-12-01', display_end_date: '2026-12-31' };
    expect(withinDisplayDates(notice, '2026-11-30')).toBe(false);
    expect(withinDisplayDates(notice, '2026-12-01')).toBe(true);
    expect(withinDisplayDates(notice, '2026-12-31')).toBe(true);
    expect(withinDisplayDates(notice, '2027-01-01')).toBe(false);
  });

  it('lets a guest who is not signed in match all_users only (spec 1 §6)', () => {
    expect([...viewerLabels(null)]).toEqual(['all_users']);
    expect(labelsMatch(['all_users'], null)).toBe(true);
    expect(labelsMatch(['membership_rank_all', 'membership_program_7'], null)).toBe(false);
  });

  it('matches members by programme and rank, and corporate users by organization', () => {
    expect(labelsMatch(['membership_program_7'], member)).toBe(true);
    expect(labelsMatch(['membership_program_8'], member)).toBe(false);
    expect(labelsMatch(['membership_rank_gold'], member)).toBe(true);
    expect(labelsMatch(['membership_rank_all'], member)).toBe(true);
    expect(labelsMatch(['membership_rank_all'], corporate)).toBe(false);
    expect(labelsMatch(['membership_organization_all'], member)).toBe(false);
    expect(labelsMatch(['membership_organization_all'], corporate)).toBe(true);
    expect(labelsMatch(['membership_organization_acme'], corporate)).toBe(true);
    expect(labelsMatch(['membership_organization_other'], corporate)).toBe(false);
    expect(labelsMatch(['all_users'], corporate)).toBe(true);
  });

  it('shows a notice about some plans only when one of them is asked about', () => {
    expect(concernsPlans([], undefined)).toBe(true);
    expect(concernsPlans([], ['breakfast'])).toBe(true);
    expect(concernsPlans(['early-bird'], undefined)).toBe(false);
    expect(concernsPlans(['early-bird'], ['breakfast'])).toBe(false);
    expect(concernsPlans(['early-bird'], ['breakfast', 'early-bird'])).toBe(true);
  });

  it('needs every rule to hold', () => {
    const notice = { display_start_date: '2026-12-01', display_end_date: '2026-12-31', hotel_plan_codes: ['early-bird'], labels: ['membership_rank_all'] };
    expect(noticeApplies(notice, { checkin: '2026-12-05', planCodes: ['early-bird'], viewer: member })).toBe(true);
    expect(noticeApplies(notice, { checkin: '2026-12-05', planCodes: ['early-bird'], viewer: null })).toBe(false);
    expect(noticeApplies(notice, { checkin: '2027-01-05', planCodes: ['early-bird'], viewer: member })).toBe(false);
    expect(noticeApplies(notice, { checkin: '2026-12-05', viewer: member })).toBe(false);
  });
});
