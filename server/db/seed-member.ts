import { hashPassword } from '../domain/passwords.ts';
import type { Db } from './client.ts';
import { findMemberByEmail, insertMember } from './repositories/members-repository.ts';
import './programs-schema.ts';

/** The demo brand's member, confirmed (README: demo only). */
export const DEMO_MEMBER = { email: 'member@yado.example', password: 'YadoDemo2026' } as const;

/**
 * Adds the demo member to the demo brand when missing (also to a demo loaded by an earlier
 * version), in Yado Club at Gold where the demo has it (README: they see every demo member rate).
 */
export async function seedDemoMember(db: Db, now: Date): Promise<void> {
  const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', 'yado-demo').executeTakeFirst();
  if (!brand) return;
  const member = (await findMemberByEmail(db, brand.id, DEMO_MEMBER.email)) ?? (await addDemoMember(db, brand.id, now));
  if (!member || member.program_id) return;
  const gold = await db
    .selectFrom('program_ranks as r')
    .innerJoin('programs as p', 'p.id', 'r.program_id')
    .select(['p.id as program_id', 'r.id as rank_id'])
    .where('p.brand_id', '=', brand.id)
    .where('p.code', '=', 'yado-club')
    .where('r.code', '=', 'gold')
    .executeTakeFirst();
  if (!gold) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('member_programs').values({ member_id: member.id, program_id: gold.program_id, rank_id: gold.rank_id, joined_at: now }).execute();
    await trx.updateTable('members').set({ program_id: gold.program_id }).where('id', '=', member.id).execute();
  });
}

async function addDemoMember(db: Db, brandId: string, now: Date) {
  return insertMember(db, {
    brand_id: brandId,
    email: DEMO_MEMBER.email,
    password_hash: await hashPassword(DEMO_MEMBER.password),
    first_name: 'Hana',
    last_name: 'Sato',
    first_name_kana: 'ハナ',
    last_name_kana: 'サトウ',
    phone: '+81751234567',
    locale: 'en',
    promotion_email: false,
    confirmed_at: now,
    created_at: now,
    updated_at: now,
  });
}
