import { hashPassword } from '../domain/passwords.ts';
import type { Db } from './client.ts';
import { findMemberByEmail, insertMember } from './repositories/members-repository.ts';

/** The demo brand's member, confirmed (README: demo only). */
export const DEMO_MEMBER = { email: 'member@yado.example', password: 'YadoDemo2026' } as const;

/** Adds the demo member to the demo brand when missing (also to a demo loaded by an earlier version). */
export async function seedDemoMember(db: Db, now: Date): Promise<void> {
  const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', 'yado-demo').executeTakeFirst();
  if (!brand || (await findMemberByEmail(db, brand.id, DEMO_MEMBER.email))) return;
  await insertMember(db, {
    brand_id: brand.id,
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
