import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A member of a brand (migration 030). */
export interface MembersTable {
  id: Generated<string>;
  brand_id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id, PHC string; null for a member made by an OpenID sign-in who has set no password (migration 035). */
  password_hash: string | null;
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
    /** Migration 057: `signed_in_at`, when the session's member last signed in (a one-time token's session inherits it). */
    member_sessions: { id: Generated<string>; member_id: string; created_at: Timestamp; signed_in_at: Timestamp; revoked_at: NullableTimestamp };
    member_refresh_tokens: { token_hash: string; session_id: string; expires_at: Timestamp; used_at: NullableTimestamp; created_at: Timestamp };
    /** Migration 035: the provider accounts (issuer and verified subject) a member signs in with. */
    member_identities: { id: Generated<string>; member_id: string; brand_id: string; issuer: string; subject: string; created_at: Timestamp };
    /** Migration 043: one-time access tokens (the token hashed; `id` is its otid). */
    member_one_time_tokens: {
      id: Generated<string>;
      token_hash: string;
      member_id: string;
      brand_id: string;
      expires_at: Timestamp;
      used_at: NullableTimestamp;
      created_at: Timestamp;
      /** Migration 057: the sign-in time of the session that asked for the token (null before 057). */
      signed_in_at: NullableTimestamp;
    };
    /** Migration 035: OpenID sign-ins under way (state hashed, the returned code sealed under the state). */
    member_login_intents: {
      state_hash: string;
      hotel_id: string;
      client_session_hash: string;
      provider: string;
      code_challenge: string;
      locale: string;
      sealed_response: string | null;
      returned_at: NullableTimestamp;
      expires_at: Timestamp;
      used_at: NullableTimestamp;
      created_at: Timestamp;
    };
  }
}
