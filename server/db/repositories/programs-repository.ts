import type { CompanionCode } from '../../../shared/constants.ts';
import type { Db } from '../client.ts';
import type { Names } from '../schema.ts';

/** A companion tier active for a guest, with what it pays and its names. */
export type ActiveCompanion = { code: CompanionCode; rate_percent: number; names: Names };

/** Keeps the first row of each companion code. */
function firstOfEachCode<T extends { code: CompanionCode }>(rows: T[]): T[] {
  return rows.filter((row, index) => rows.findIndex((other) => other.code === row.code) === index);
}

/**
 * The companions a guest who is not signed in may bring (spec 1 §3 User.non_signed_in_program_ids,
 * Program additional tiers): the active additional tiers of the brand's programmes for guests
 * not signed in. Where two programmes have the same companion, the one paying less applies.
 */
export async function listActiveCompanions(db: Db, brandId: string): Promise<ActiveCompanion[]> {
  const rows = await db
    .selectFrom('program_additional_tiers as t')
    .innerJoin('programs as p', 'p.id', 't.program_id')
    .select(['t.code', 't.rate_percent', 't.names'])
    .where('p.brand_id', '=', brandId)
    .where('p.non_signed_in', '=', true)
    .where('t.is_active', '=', true)
    .orderBy('t.rate_percent')
    .orderBy('p.code')
    .execute();
  return firstOfEachCode(rows);
}

/** The names of the brand's companion tiers, active or not (a reservation keeps its companions after a tier ends). */
export async function companionNames(db: Db, brandId: string): Promise<Partial<Record<CompanionCode, Names>>> {
  const rows = await db
    .selectFrom('program_additional_tiers as t')
    .innerJoin('programs as p', 'p.id', 't.program_id')
    .select(['t.code', 't.names'])
    .where('p.brand_id', '=', brandId)
    .orderBy('t.is_active', 'desc')
    .orderBy('t.rate_percent')
    .orderBy('p.code')
    .execute();
  return Object.fromEntries(firstOfEachCode(rows).map((row) => [row.code, row.names]));
}
