import { sql } from 'kysely';
import type { Db } from './client.ts';

/**
 * Demo guest-detail settings (spec 1 §3): Seoul asks the guest's address and English name;
 * Taipei asks the English name and, in the Japanese widget, the kanji name with its kana.
 * Kyoto asks nothing more (the end-to-end tests book there with names, e-mail and phone).
 */
export async function seedGuestDetails(trx: Db, _today: string): Promise<void> {
  const ask = async (code: string, settings: Record<string, boolean>) =>
    sql`UPDATE hotels SET settings = settings || ${JSON.stringify(settings)}::jsonb WHERE code = ${code}`.execute(trx);
  await ask('demo-seoul', { customer_address_required: true, english_name_required: true });
  await ask('demo-taipei', { kanji_name_required: true, english_name_required: true });
}
