import type { Selectable } from 'kysely';
import type { Db } from '../client.ts';
import type { MemberSavedCardsTable } from '../saved-cards-schema.ts';
import '../saved-cards-schema.ts';

/** A member's saved card as stored. */
export type SavedCardRow = Selectable<MemberSavedCardsTable>;

/** The member's customer id at a gateway, if one was made. */
export async function findGatewayCustomer(db: Db, memberId: string, gateway: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('member_gateway_customers')
    .select('customer_id')
    .where('member_id', '=', memberId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Keeps the member's customer id at a gateway; a concurrent first keeps the one stored first, which is answered. */
export async function keepGatewayCustomer(db: Db, row: { memberId: string; gateway: string; customerId: string; at: Date }): Promise<string> {
  await db
    .insertInto('member_gateway_customers')
    .values({ member_id: row.memberId, gateway: row.gateway, customer_id: row.customerId, created_at: row.at })
    .onConflict((oc) => oc.columns(['member_id', 'gateway']).doNothing())
    .execute();
  return (await findGatewayCustomer(db, row.memberId, row.gateway))!;
}

/** The member whose customer id this is at a gateway. */
export async function memberOfCustomer(db: Db, gateway: string, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('member_gateway_customers')
    .select('member_id')
    .where('gateway', '=', gateway)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.member_id;
}

/** Records a card the gateway saved for a member; the same gateway reference twice is one card. */
export async function insertSavedCard(db: Db, card: Omit<SavedCardRow, 'id' | 'seq'>): Promise<void> {
  await db
    .insertInto('member_saved_cards')
    .values(card)
    .onConflict((oc) => oc.columns(['gateway', 'gateway_payment_method_id']).doNothing())
    .execute();
}

/** The member's saved cards at a gateway, oldest first. */
export function listSavedCards(db: Db, memberId: string, gateway: string): Promise<SavedCardRow[]> {
  return db.selectFrom('member_saved_cards').selectAll().where('member_id', '=', memberId).where('gateway', '=', gateway).orderBy('seq').execute();
}

/** One of the member's saved cards by our id; another member's card is not found. */
export function findSavedCard(db: Db, memberId: string, id: string): Promise<SavedCardRow | undefined> {
  return db.selectFrom('member_saved_cards').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

/** Forgets a saved card (detached at the gateway first). */
export async function deleteSavedCard(db: Db, id: string): Promise<void> {
  await db.deleteFrom('member_saved_cards').where('id', '=', id).execute();
}

/** Forgets the member's customer at a gateway and their cards saved there (the gateway no longer knows the customer). */
export async function forgetGatewayCustomer(db: Db, memberId: string, gateway: string): Promise<void> {
  await db.deleteFrom('member_saved_cards').where('member_id', '=', memberId).where('gateway', '=', gateway).execute();
  await db.deleteFrom('member_gateway_customers').where('member_id', '=', memberId).where('gateway', '=', gateway).execute();
}
