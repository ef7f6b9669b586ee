import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A member of a brand (migration 030). */
export interface MembersTable {
  id: Generated<string>;
  brand_id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id, PHC string. */
  password_hash: string;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  phone: string | null;
  locale: string;
  promotion_email: ColumnType<boolean, boolean | undefined, boolean>;
  confirmed_at: NullableTimestamp;
  /** Migration 032: the current programme (one of member_programs); null: the brand's default programme. */
  program_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 031: when the account was deleted (its e-mail, password and names blanked then). */
  deleted_at: NullableTimestamp;
}

/** What a member's e-mailed token is for (migration 031 adds the e-mail change). */
export type MemberTokenPurpose = 'confirmation' | 'reset_password' | 'email_change';

/** Tables of members, merged into the app's Database type. */
declare module './schema.ts' {
  interface Database {
    members: MembersTable;
    member_tokens: {
      token_hash: string;
      member_id: string;
      purpose: MemberTokenPurpose;
      /** Migration 031: the address an e-mail change token moves the account to. */
      new_email: ColumnType<string | null, string | null | undefined, string | null>;
      expires_at: Timestamp;
      used_at: NullableTimestamp;
      created_at: Timestamp;
    };
    member_sessions: { id: Generated<string>; member_id: string; created_at: Timestamp; revoked_at: NullableTimestamp };
    member_refresh_tokens: { token_hash: string; session_id: string; expires_at: Timestamp; used_at: NullableTimestamp; created_at: Timestamp };
  }
}
