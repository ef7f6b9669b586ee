import type { CompanionCode } from '../../shared/constants.ts';
import type { Names } from '../db/schema.ts';
import type { NotificationViewer } from './notification-rules.ts';

/**
 * Who a search, a booking or a list is for, as member rates, companions and labels see them
 * (spec 1 §3 User program_id and rank_id, §6): the signed-in member's current programme and rank
 * (null when the member has none), or null for a guest who is not signed in.
 */
export type Audience = { programId: string | null; rankId: string | null; rankLevel: number | null } | null;

/** The audience of a guest who is not signed in. */
export const GUEST: Audience = null;

/** One programme a plan of visibility 'member' is for, from a rank up (any rank when null). */
export type PlanAudience = { program_id: string; min_rank_level: number | null };

/**
 * Spec 1 §6 "only members get member-only rates": whether a plan of visibility 'member' shows to
 * this audience. A plan for no programme in particular shows to every signed-in member; one for
 * programmes to a member whose current programme is one of them, at its lowest rank or above.
 */
export function memberPlanVisible(audiences: readonly PlanAudience[], audience: Audience): boolean {
  if (!audience) return false;
  if (audiences.length === 0) return true;
  return audiences.some(
    (a) => a.program_id === audience.programId && (a.min_rank_level === null || (audience.rankLevel !== null && audience.rankLevel >= a.min_rank_level)),
  );
}

/**
 * What a room search answer depends on of its audience: signed in or not, programme and rank.
 * Two members of the same programme and rank get the same answer, so they may share a kept one;
 * nothing of the member's own (id, name) is in it.
 */
export function audienceKey(audience: Audience): string {
  return audience ? `member:${audience.programId ?? ''}:${audience.rankId ?? ''}` : 'guest';
}

/** The viewer of the question and notification label filters (spec 1 §6) that an audience is. */
export function audienceViewer(audience: Audience): { programId?: string; rankId?: string } | null {
  if (!audience) return null;
  return { ...(audience.programId ? { programId: audience.programId } : {}), ...(audience.rankId ? { rankId: audience.rankId } : {}) };
}

/** The viewer of the notification rules (spec 1 §5, §6) that an audience is. */
export function audienceNotificationViewer(audience: Audience): NotificationViewer {
  if (!audience) return null;
  return { programIds: audience.programId ? [audience.programId] : [], rankIds: audience.rankId ? [audience.rankId] : [], organizationIds: [] };
}

/** An active companion tier of one of the brand's programmes (spec 1 §3 Program additional_tiers_attributes). */
export type ProgramTier = {
  program_id: string;
  program_code: string;
  non_signed_in: boolean;
  code: CompanionCode;
  rate_percent: number;
  names: Names;
};

/** A companion tier active for a guest, with what it pays and its names. */
export type ActiveCompanion = { code: CompanionCode; rate_percent: number; names: Names };

/**
 * The companions a guest may bring: those of the brand's programmes for guests not signed in
 * (User.non_signed_in_program_ids), and a signed-in member's also those of their programme.
 * Where two programmes have the same companion, the one paying less applies (then the programme
 * code decides).
 */
export function activeCompanions(tiers: readonly ProgramTier[], programId: string | null): ActiveCompanion[] {
  const applying = tiers
    .filter((t) => t.non_signed_in || (programId !== null && t.program_id === programId))
    .toSorted((a, b) => a.rate_percent - b.rate_percent || a.program_code.localeCompare(b.program_code));
  const chosen: ActiveCompanion[] = [];
  for (const tier of applying) {
    if (!chosen.some((c) => c.code === tier.code)) chosen.push({ code: tier.code, rate_percent: tier.rate_percent, names: tier.names });
  }
  return chosen;
}
