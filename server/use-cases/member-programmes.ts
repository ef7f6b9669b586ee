import type { MemberAccount, MemberProgram } from '../../shared/api/memberships.ts';
import type { Locale } from '../../shared/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import type { MemberRow } from '../db/repositories/members-repository.ts';
import {
  findMemberStanding,
  findOpenProgram,
  listNonSignedInProgramIds,
  listOpenPrograms,
  listProgramCompanions,
  switchMemberProgram,
} from '../db/repositories/programs-repository.ts';
import { invalidInput } from '../domain/errors.ts';
import { localizedText } from '../domain/localized-text.ts';
import { hasPassword, memberProfile } from './member-accounts.ts';

/** The programmes members of a brand may join, with their ranks and companions, in the caller's language (else the hotel's). */
export async function membershipPrograms(deps: AppDeps, brandId: string, locale: Locale, hotelLocale: HotelRow['locale'] | null): Promise<MemberProgram[]> {
  const programs = await listOpenPrograms(deps.db, brandId);
  const companions = await listProgramCompanions(
    deps.db,
    programs.map((p) => p.id),
  );
  const text = (names: Record<string, string>) => localizedText(names, locale, hotelLocale);
  return programs.map((program) => ({
    id: program.id,
    code: program.code,
    name: text(program.names),
    is_default: program.member_default,
    ranks: program.ranks.map((rank) => ({ id: rank.id, code: rank.code, name: text(rank.names), level: rank.level })),
    additional_tiers_attributes: companions
      .filter((c) => c.program_id === program.id)
      .map((c) => ({ code: c.code, is_active: c.is_active, name: text(c.names), rate_percent: c.rate_percent })),
  }));
}

/**
 * The signed-in member's account (spec 1 §3 User, spec 2 §7.7 show): the profile with the current
 * programme (its ranks and companions) and rank, and the brand's programmes for guests not signed in.
 */
export async function memberAccount(deps: AppDeps, hotel: HotelRow, member: MemberRow, locale: Locale): Promise<MemberAccount> {
  const [standing, nonSignedIn, programs] = await Promise.all([
    findMemberStanding(deps.db, member),
    listNonSignedInProgramIds(deps.db, member.brand_id),
    membershipPrograms(deps, member.brand_id, locale, hotel.locale),
  ]);
  const program = standing ? (programs.find((p) => p.id === standing.program.id) ?? null) : null;
  const rank = standing?.rank ? (program?.ranks.find((r) => r.id === standing.rank!.id) ?? null) : null;
  return {
    ...memberProfile(member),
    program_id: standing?.program.id ?? null,
    rank_id: standing?.rank?.id ?? null,
    non_signed_in_program_ids: nonSignedIn,
    program,
    rank,
    has_password: hasPassword(member),
  };
}

/**
 * Spec 2 §7.7 switch: makes a programme of the member's brand that members may join their current
 * one. A programme they were in before keeps their rank there; a new one starts at its lowest.
 * Refuses a programme of another brand, one members cannot join or one without ranks.
 */
export async function switchProgram(deps: AppDeps, hotel: HotelRow, member: MemberRow, programId: string, locale: Locale): Promise<MemberAccount> {
  const switched = await deps.db.transaction().execute(async (trx) => {
    const program = await findOpenProgram(trx, member.brand_id, programId);
    if (!program?.entry_rank_id) throw invalidInput({ program_id: [{ code: 'program_not_available' }] });
    await switchMemberProgram(trx, member.id, program.id, program.entry_rank_id, deps.now());
    return { ...member, program_id: program.id };
  });
  return memberAccount(deps, hotel, switched, locale);
}
