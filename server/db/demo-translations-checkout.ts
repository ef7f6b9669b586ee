import { sql } from 'kysely';
import type { Db } from './client.ts';
import type { StoredQuestionOption } from './questions-tables.ts';
import type { Names } from './schema.ts';
import './coupons-schema.ts';
import './notifications-schema.ts';
import './questions-tables.ts';
import './repositories/extras-tables.ts';

type Texts = Record<string, Names>;

/** The demo's checkout texts in every locale (demo-translations.json), keyed as each comment says. */
export type CheckoutTranslations = {
  /** By "hotel code/extra code". */
  extras: Record<string, Texts>;
  /** By English title. */
  notices: Record<string, { titles: Names; bodies: Names }>;
  /** By English name; options by option code. */
  questions: Record<string, { names: Names; help_texts?: Names; options?: Record<string, Names> }>;
  /** By coupon code. */
  coupons: Record<string, Names>;
  /** By English name. */
  paymentPromotions: Record<string, Names>;
  /** By programme code. */
  programs: Record<string, Names>;
};

/** Merges a translation object into a jsonb column (`names || '{"ko": ...}'`). */
export const merged = (column: string, texts: Names | undefined) => sql<string>`${sql.ref(column)} || ${JSON.stringify(texts ?? {})}::jsonb`;

/**
 * Writes the demo's extras, notices, questions (with their options), coupons, payment promotion
 * and programme names in every locale over the demo brand's rows, inside applyDemoTranslations'
 * transaction.
 */
export async function applyCheckoutTranslations(trx: Db, t: CheckoutTranslations, brandId: string): Promise<void> {
  const hotels = await trx.selectFrom('hotels').select(['id', 'code']).where('brand_id', '=', brandId).execute();
  const hotelIds = hotels.map((h) => h.id);
  if (hotelIds.length === 0) return;
  for (const [key, texts] of Object.entries(t.extras)) {
    const [hotelCode, code] = key.split('/') as [string, string];
    const hotel = hotels.find((h) => h.code === hotelCode);
    if (!hotel) continue;
    await trx
      .updateTable('extras')
      .set({ names: merged('names', texts.names), descriptions: merged('descriptions', texts.descriptions) })
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', code)
      .execute();
  }
  for (const [english, texts] of Object.entries(t.notices)) {
    await trx
      .updateTable('notifications')
      .set({ titles: merged('titles', texts.titles), bodies: merged('bodies', texts.bodies) })
      .where(sql<boolean>`titles->>'en' = ${english}`)
      .where((eb) => eb.or([eb('hotel_id', 'in', hotelIds), eb('brand_id', '=', brandId)]))
      .execute();
  }
  const questions = await trx
    .selectFrom('additional_questions')
    .select(['id', 'names', 'help_texts', 'options'])
    .where((eb) => eb.or([eb('hotel_id', 'in', hotelIds), eb('brand_id', '=', brandId)]))
    .execute();
  for (const question of questions) {
    const texts = t.questions[question.names.en ?? ''];
    if (!texts) continue;
    const options: StoredQuestionOption[] = question.options.map((o) => ({ ...o, names: { ...o.names, ...texts.options?.[o.code] } }));
    await trx
      .updateTable('additional_questions')
      .set({
        names: JSON.stringify({ ...question.names, ...texts.names }),
        help_texts: JSON.stringify({ ...question.help_texts, ...texts.help_texts }),
        options: JSON.stringify(options),
      })
      .where('id', '=', question.id)
      .execute();
  }
  for (const [code, names] of Object.entries(t.coupons)) {
    await trx
      .updateTable('coupons')
      .set({ names: merged('names', names) })
      .where('code', '=', code)
      .where('hotel_id', 'in', hotelIds)
      .execute();
  }
  for (const [english, names] of Object.entries(t.paymentPromotions)) {
    await trx
      .updateTable('payment_promotions')
      .set({ names: merged('names', names) })
      .where(sql<boolean>`names->>'en' = ${english}`)
      .where('hotel_id', 'in', hotelIds)
      .execute();
  }
  for (const [code, names] of Object.entries(t.programs)) {
    await trx
      .updateTable('programs')
      .set({ names: merged('names', names) })
      .where('code', '=', code)
      .where('brand_id', '=', brandId)
      .execute();
  }
}
