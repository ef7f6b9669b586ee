import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A card saved at the gateway for a member (migration 040): the gateway's reference and what is shown of it, never the number. */
export interface MemberSavedCardsTable {
  id: Generated<string>;
  /** The order the cards were saved in. */
  seq: Generated<number>;
  member_id: string;
  gateway: string;
  gateway_payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder: string | null;
  created_at: Timestamp;
}

/** Tables of saved cards, merged into the app's Database type. */
declare module './schema.ts' {
  interface Database {
    member_gateway_customers: { member_id: string; gateway: string; customer_id: string; created_at: Timestamp };
    member_saved_cards: MemberSavedCardsTable;
  }
}
