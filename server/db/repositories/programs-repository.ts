import { sql } from 'kysely';
import type { CompanionCode } from '../../../shared/constants.ts';
import { type ActiveCompanion, activeCompanions, type Audience, type ProgramTier } from '../../domain/member-programmes.ts';
import type { Db } from '../client.ts';
import type { Names } from '../schema.ts';
import '../programs-schema.ts';

export type { ActiveCompanion } from '../../domain/member-programmes.ts';

/** Keeps the first row of each companion code. */
function firstOfEachCode<T extends { code: CompanionCode }>(rows: T[]): T[] {
  return rows.filter((row, index) => rows.findIndex((other) => other.code === row.code) === index);
}

/** The active companion tiers of every programme of a brand (spec 1 §3 Program additional tiers). */
export function listCompanionTiers(db: Db, brandId: string): Promise<ProgramTier[]> {
  return db
    .selectFrom('program_additional_tiers as t')
    .innerJoin('programs as p', 'p.id', 't.program_id')
    .select(['t.program_id', 'p.code as program_code', 'p.non_signed_in', 't.code', 't.rate_percent', 't.names'])
    .where('p.brand_id', '=', brandId)
    .where('t.is_active', '=', true)
    .orderBy('t.rate_percent')
    .orderBy('p.code')
    .execute();
}

/**
 * The companions a guest may bring (domain activeCompanions): those of the brand's programmes for
 * guests not signed in, and with `programId` (a signed-in member's programme) also that one's.
 */
export async function listActiveCompanions(db: Db, brandId: string, programId: string | null = null): Promise<ActiveCompanion[]> {
  return activeCompanions(await listCompanionTiers(db, brandId), programId);
}

/** The names of the brand's companion tiers, active or not (a reservation keeps its companions after a tier ends). */
export async function companionNames(db: Db, brandId: string): Promise<Partial<Record<CompanionCode, Names>>> {
  const rows = await db
    .selectFrom('program_additional_tiers as t')
    .innerJoin('programs as p', 'p.id', 't.program_id')
    .select(['t.code', 't.names'])
    .where('p.brand_id', '=', brandId)
    .orderBy('t.is_active', 'desc')
    // a guest's companions are the programmes for guests not signed in: their names come first
    .orderBy('p.non_signed_in', 'desc')
    .orderBy('t.rate_percent')
    .orderBy('p.code')
    .execute();
  return Object.fromEntries(firstOfEachCode(rows).map((row) => [row.code, row.names]));
}

/** A programme and, when known, a rank in it, with their names (migration 032). */
export type Standing = {
  program: { id: string; code: string; names: Names };
  rank: { id: string; code: string; names: Names; level: number } | null;
};

/** A rank's columns as a standing shows them, or null. */
const rankOf = (row: { rank_id: string | null; rank_code: string | null; rank_names: Names | null; rank_level: number | null }) =>
  row.rank_id === null ? null : { id: row.rank_id, code: row.rank_code!, names: row.rank_names!, level: row.rank_level! };

/**
 * A member's current programme and rank: the programme they switched to with their rank in it,
 * or, until they switch, the brand's default programme at its lowest rank. Null when neither
 * exists (a brand without member programmes).
 */
export async function findMemberStanding(db: Db, member: { id: string; brand_id: string; program_id: string | null }): Promise<Standing | null> {
  const row = member.program_id
    ? await db
        .selectFrom('member_programs as mp')
        .innerJoin('programs as p', 'p.id', 'mp.program_id')
        .innerJoin('program_ranks as r', 'r.id', 'mp.rank_id')
        .select(['p.id', 'p.code', 'p.names', 'r.id as rank_id', 'r.code as rank_code', 'r.names as rank_names', 'r.level as rank_level'])
        .where('mp.member_id', '=', member.id)
        .where('mp.program_id', '=', member.program_id)
        .executeTakeFirst()
    : await db
        .selectFrom('programs as p')
        .leftJoin('program_ranks as r', (join) =>
          join.onRef('r.program_id', '=', 'p.id').on('r.level', '=', sql<number>`(SELECT min(level) FROM program_ranks WHERE program_id = p.id)`),
        )
        .select(['p.id', 'p.code', 'p.names', 'r.id as rank_id', 'r.code as rank_code', 'r.names as rank_names', 'r.level as rank_level'])
        .where('p.brand_id', '=', member.brand_id)
        .where('p.member_default', '=', true)
        .executeTakeFirst();
  return row ? { program: { id: row.id, code: row.code, names: row.names }, rank: rankOf(row) } : null;
}

/** The audience (domain member-programmes.ts) of a signed-in member's standing. */
export function audienceOf(standing: Standing | null): NonNullable<Audience> {
  return { programId: standing?.program.id ?? null, rankId: standing?.rank?.id ?? null, rankLevel: standing?.rank?.level ?? null };
}

/** The ids of the brand's programmes for guests not signed in (spec 1 §3 User.non_signed_in_program_ids). */
export async function listNonSignedInProgramIds(db: Db, brandId: string): Promise<string[]> {
  const rows = await db.selectFrom('programs').select('id').where('brand_id', '=', brandId).where('non_signed_in', '=', true).orderBy('code').execute();
  return rows.map((row) => row.id);
}

/** A programme of a brand that members may belong to, with its lowest rank; undefined otherwise. */
export function findOpenProgram(db: Db, brandId: string, programId: string) {
  return db
    .selectFrom('programs as p')
    .select(['p.id', sql<string | null>`(SELECT r.id FROM program_ranks r WHERE r.program_id = p.id ORDER BY r.level LIMIT 1)`.as('entry_rank_id')])
    .where('p.brand_id', '=', brandId)
    .where('p.id', '=', programId)
    .where('p.members_open', '=', true)
    .executeTakeFirst();
}

/**
 * Makes a programme the member's current one: they join it at `entryRankId` unless they already
 * belong to it (their rank there is kept). In the caller's transaction.
 */
export async function switchMemberProgram(db: Db, memberId: string, programId: string, entryRankId: string, now: Date): Promise<void> {
  await db
    .insertInto('member_programs')
    .values({ member_id: memberId, program_id: programId, rank_id: entryRankId, joined_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'program_id']).doNothing())
    .execute();
  await db.updateTable('members').set({ program_id: programId, updated_at: now }).where('id', '=', memberId).execute();
}

/** The programmes members of a brand may belong to, with their ranks lowest first (spec 2 §7.7 membership_programs). */
export function listOpenPrograms(db: Db, brandId: string) {
  return db
    .selectFrom('programs as p')
    .select([
      'p.id',
      'p.code',
      'p.names',
      'p.member_default',
      sql<
        Array<{ id: string; code: string; names: Names; level: number }>
      >`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'code', r.code, 'names', r.names, 'level', r.level) ORDER BY r.level), '[]'::jsonb) FROM program_ranks r WHERE r.program_id = p.id)`.as(
        'ranks',
      ),
    ])
    .where('p.brand_id', '=', brandId)
    .where('p.members_open', '=', true)
    .orderBy('p.code')
    .execute();
}

/** The companion tiers of some programmes, active or not (spec 1 §3 additional_tiers_attributes). */
export function listProgramCompanions(db: Db, programIds: string[]) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('program_additional_tiers')
    .select(['program_id', 'code', 'is_active', 'names', 'rate_percent'])
    .where('program_id', 'in', programIds)
    .orderBy('code')
    .execute();
}
