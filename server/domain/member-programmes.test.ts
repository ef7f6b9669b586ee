import { describe, expect, it } from 'vitest';
import { activeCompanions, audienceKey, audienceViewer, memberPlanVisible, type ProgramTier } from './member-programmes.ts';
import { viewerLabels } from './questions.ts';

const gold = { programId: 'club', rankId: 'gold', rankLevel: 2 };

describe('memberPlanVisible', () => {
  it('hides every member plan from a guest who is not signed in', () => {
    expect(memberPlanVisible([], null)).toBe(false);
    expect(memberPlanVisible([{ program_id: 'club', min_rank_level: null }], null)).toBe(false);
  });

  it('shows a plan for no programme in particular to any member, even one without a programme', () => {
    expect(memberPlanVisible([], { programId: null, rankId: null, rankLevel: null })).toBe(true);
  });

  it('shows a programme’s plan to its members from the plan’s rank up, and to nobody else', () => {
    const goldUp = [{ program_id: 'club', min_rank_level: 2 }];
    expect(memberPlanVisible(goldUp, gold)).toBe(true);
    expect(memberPlanVisible(goldUp, { ...gold, rankId: 'platinum', rankLevel: 3 })).toBe(true);
    expect(memberPlanVisible(goldUp, { ...gold, rankId: 'silver', rankLevel: 1 })).toBe(false);
    expect(memberPlanVisible(goldUp, { programId: 'business', rankId: 'exec', rankLevel: 5 })).toBe(false);
    expect(memberPlanVisible(goldUp, { programId: 'club', rankId: null, rankLevel: null })).toBe(false);
    expect(memberPlanVisible([{ program_id: 'club', min_rank_level: null }], { programId: 'club', rankId: null, rankLevel: null })).toBe(true);
  });
});

describe('audienceKey', () => {
  it('keys answers by signed-in state, programme and rank only', () => {
    expect(audienceKey(null)).toBe('guest');
    expect(audienceKey(gold)).toBe('member:club:gold');
    expect(audienceKey({ ...gold, rankId: 'silver', rankLevel: 1 })).not.toBe(audienceKey(gold));
    expect(audienceKey({ programId: null, rankId: null, rankLevel: null })).not.toBe(audienceKey(null));
  });
});

describe('audienceViewer', () => {
  it('gives a member the labels of their programme and rank (spec 1 §6), a guest all_users only', () => {
    expect(viewerLabels(audienceViewer(null))).toEqual(['all_users']);
    expect(viewerLabels(audienceViewer(gold))).toEqual(['all_users', 'membership_program_club', 'membership_rank_gold', 'membership_rank_all']);
    expect(viewerLabels(audienceViewer({ programId: null, rankId: null, rankLevel: null }))).toEqual(['all_users']);
  });
});

describe('activeCompanions', () => {
  const tier = (program: string, nonSignedIn: boolean, code: ProgramTier['code'], rate: number): ProgramTier => ({
    program_id: program,
    program_code: program,
    non_signed_in: nonSignedIn,
    code,
    rate_percent: rate,
    names: { en: `${program} ${code}` },
  });
  const tiers = [tier('care', true, 'adult_companion', 0), tier('care', true, 'kid_tier_A_companion', 50), tier('club', false, 'kid_tier_A_companion', 25)];

  it('gives a guest who is not signed in the companions of the programmes for everyone', () => {
    expect(activeCompanions(tiers, null).map((c) => [c.code, c.rate_percent])).toEqual([
      ['adult_companion', 0],
      ['kid_tier_A_companion', 50],
    ]);
  });

  it('adds the member’s programme’s companions, the one paying less applying', () => {
    expect(activeCompanions(tiers, 'club').map((c) => [c.code, c.rate_percent, c.names.en])).toEqual([
      ['adult_companion', 0, 'care adult_companion'],
      ['kid_tier_A_companion', 25, 'club kid_tier_A_companion'],
    ]);
  });

  it('gives a member of a programme without companions only those for everyone', () => {
    expect(activeCompanions([tier('club', false, 'adult_companion', 10)], 'business')).toEqual([]);
  });
});
