import * as v from 'valibot';
import type { Locale } from '../../shared/constants.ts';
import { nameSchemaFor } from '../../shared/api/guest.ts';
import { phoneSchemaFor } from '../../shared/api/guest-for-hotel.ts';
import type { MemberProfile, SignUpBodySchema, UpdateMemberBodySchema } from '../../shared/api/memberships.ts';
import { MEMBER_ERROR_CODES, MEMBER_ERROR_REASONS } from '../../shared/member-error-codes.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import {
  findMemberByEmail,
  findMemberToken,
  insertMember,
  type MemberRow,
  revokeMemberSessions,
  updateMemberRow,
  useMemberTokens,
} from '../db/repositories/members-repository.ts';
import { DomainError, INVALID_INPUT } from '../domain/errors.ts';
import { storedHash } from '../domain/member-tokens.ts';
import { signedInRecently } from '../domain/recent-sign-in.ts';
import { checkPassword, hashPassword } from '../domain/passwords.ts';
import { mailConfirmationLink, mailNotice, mailResetLink, memberLocale } from './member-mail.ts';

/** What the member sees of their row. */
export function memberProfile(member: MemberRow): MemberProfile {
  return {
    id: member.id,
    email: member.email,
    first_name: member.first_name,
    last_name: member.last_name,
    first_name_kana: member.first_name_kana,
    last_name_kana: member.last_name_kana,
    phone: member.phone,
    locale: memberLocale(member),
    promotion_email: member.promotion_email,
  };
}

/**
 * Spec 1 §5, as for a guest: names in English letters or the script of the locale (the shared
 * schema took any supported script), and the phone in E.164, a number without + read as one of
 * the hotel's country. Returns the fields given, checked.
 */
function checkedPerson(
  person: { first_name?: string | undefined; last_name?: string | undefined; phone?: string | null | undefined },
  locale: Locale,
  hotel: HotelRow,
): { first_name?: string; last_name?: string; phone?: string | null } {
  const name = nameSchemaFor(locale);
  const schema = v.partial(v.object({ first_name: name, last_name: name, phone: v.nullable(phoneSchemaFor(hotel.settings.country)) }));
  const given = Object.fromEntries(Object.entries(person).filter(([key, value]) => value !== undefined && ['first_name', 'last_name', 'phone'].includes(key)));
  const result = v.safeParse(schema, given);
  if (!result.success) throw new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { issues: result.issues });
  return result.output;
}

/**
 * Spec 1 §4 sign-up: a provisional member and a confirmation link by e-mail. An address that
 * already has an account gets an e-mail instead ("you already have an account", or a new
 * confirmation link when it was never confirmed), its password untouched, and the caller the
 * same answer: the password is hashed either way, so both take as long.
 */
export async function signUp(deps: AppDeps, hotel: HotelRow, body: v.InferOutput<typeof SignUpBodySchema>): Promise<{ email: string }> {
  const person = checkedPerson(body, body.locale, hotel);
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const added = await insertMember(trx, {
      brand_id: hotel.brand_id,
      email,
      password_hash: passwordHash,
      first_name: body.first_name,
      last_name: body.last_name,
      first_name_kana: body.first_name_kana ?? null,
      last_name_kana: body.last_name_kana ?? null,
      phone: person.phone ?? null,
      locale: body.locale,
      promotion_email: body.promotion_email,
      created_at: now,
      updated_at: now,
    });
    if (added) return mailConfirmationLink(trx, deps, hotel, added, 'member_confirmation');
    const existing = (await findMemberByEmail(trx, hotel.brand_id, email))!;
    if (existing.confirmed_at) return mailNotice(trx, deps, hotel, existing, 'member_exists');
    return mailConfirmationLink(trx, deps, hotel, existing, 'member_confirmation');
  });
  return { email };
}

/** Spec 1 §4: the confirmation link makes the member's account usable. */
export async function confirmSignUp(deps: AppDeps, hotel: HotelRow, token: string): Promise<{ email: string }> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await findMemberToken(trx, storedHash(token), 'confirmation');
    if (!row || row.brand_id !== hotel.brand_id) return 'confirmation_token_invalid' as const;
    if (row.confirmed_at) return 'already_confirmed' as const;
    if (row.used_at || row.expires_at.getTime() <= now.getTime()) return 'confirmation_token_invalid' as const;
    await updateMemberRow(trx, row.member_id, { confirmed_at: now }, now);
    await useMemberTokens(trx, row.member_id, 'confirmation', now);
    return { email: row.email };
  });
  if (outcome === 'already_confirmed') throw new DomainError(MEMBER_ERROR_CODES.alreadyConfirmed, outcome);
  if (outcome === 'confirmation_token_invalid') throw new DomainError(MEMBER_ERROR_CODES.confirmationExpired, outcome);
  return outcome;
}

/** Spec 2 §7.7 resend_confirmation: a new link for an unconfirmed account, "you already have an account" for a confirmed one, nothing otherwise. */
export async function resendConfirmation(deps: AppDeps, hotel: HotelRow, typed: string): Promise<{ email: string }> {
  const email = typed.toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    const member = await findMemberByEmail(trx, hotel.brand_id, email);
    if (!member) return;
    if (member.confirmed_at) await mailNotice(trx, deps, hotel, member, 'member_exists');
    else await mailConfirmationLink(trx, deps, hotel, member, 'member_confirmation');
  });
  return { email };
}

/** Spec 2 §7.7 start_reset_password_process: a reset link when the address has an account, nothing otherwise. */
export async function startPasswordReset(deps: AppDeps, hotel: HotelRow, typed: string): Promise<{ email: string }> {
  const email = typed.toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    const member = await findMemberByEmail(trx, hotel.brand_id, email);
    if (member) await mailResetLink(trx, deps, hotel, member);
  });
  return { email };
}

/**
 * The reset: a valid, unused, unexpired link sets the new password (not the current one: 1302),
 * confirms an unconfirmed account (the link proves the mailbox), spends the member's reset links
 * and ends every session.
 */
export async function resetPassword(deps: AppDeps, hotel: HotelRow, token: string, password: string): Promise<{ email: string }> {
  const tokenHash = storedHash(token);
  const valid = (row: Awaited<ReturnType<typeof findMemberToken>>) =>
    row && row.brand_id === hotel.brand_id && !row.used_at && row.expires_at.getTime() > deps.now().getTime() ? row : null;
  // argon2 runs outside the transaction: a quarter second is too long to hold the row
  const before = valid(await findMemberToken(deps.db, tokenHash, 'reset_password'));
  if (!before) throw new DomainError(MEMBER_ERROR_CODES.linkInvalid, 'reset_token_invalid');
  if (await checkPassword(before.password_hash, password)) throw new DomainError(MEMBER_ERROR_CODES.passwordReused, 'password_reused');
  const passwordHash = await hashPassword(password);
  const done = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = valid(await findMemberToken(trx, tokenHash, 'reset_password'));
    if (!row) return false;
    await updateMemberRow(trx, row.member_id, { password_hash: passwordHash, confirmed_at: row.confirmed_at ?? now }, now);
    await useMemberTokens(trx, row.member_id, 'reset_password', now);
    await revokeMemberSessions(trx, row.member_id, now);
    return true;
  });
  if (!done) throw new DomainError(MEMBER_ERROR_CODES.linkInvalid, 'reset_token_invalid');
  return { email: before.email };
}

/** Spec 2 §7.7 update: the fields given change; names follow the locale's script rule. */
export async function updateProfile(
  deps: AppDeps,
  hotel: HotelRow,
  member: MemberRow,
  body: v.InferOutput<typeof UpdateMemberBodySchema>,
  locale: Locale,
): Promise<MemberProfile> {
  const changes = {
    ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
    ...checkedPerson(body, body.locale ?? locale, hotel),
  };
  const row = await updateMemberRow(deps.db, member.id, changes, deps.now());
  return memberProfile(row);
}

/** Whether the member has a password: one made by an OpenID sign-in has none until they set one. */
export function hasPassword(member: MemberRow): boolean {
  return Boolean(member.password_hash);
}

/** The member a call acts for, with when their session signed in (routes/member-access.ts SignedInMember). */
export type AccountOwner = { member: MemberRow; signedInAt: Date };

/**
 * Proves the caller owns the account, not merely holds a device left signed in (password change,
 * e-mail change, deletion). A member with a password types it again: a wrong one is a field error
 * of the form. One without must have signed in (not refreshed) within RECENT_SIGN_IN_MS, else
 * recent_sign_in_required: they sign out and in again with their provider.
 */
export async function assertAccountOwner(deps: AppDeps, owner: AccountOwner, password: string | undefined): Promise<void> {
  if (hasPassword(owner.member)) {
    if (!(await checkPassword(owner.member.password_hash, password ?? ''))) {
      const code = password === undefined ? 'password_required' : 'current_password_wrong';
      throw new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { fields: { current_password: [{ code }] } });
    }
    return;
  }
  if (!signedInRecently(owner.signedInAt, deps.now())) throw new DomainError(ERROR_CODES.invalid, MEMBER_ERROR_REASONS.recentSignInRequired);
}

/**
 * Spec 2 §7.7 update_password: the current password must be right and the new one different; the
 * member's other sessions end. A member without a password sets a first one, with a recent
 * sign-in instead of a current password; from then on they are a member with a password.
 */
export async function changePassword(
  deps: AppDeps,
  owner: AccountOwner & { sessionId: string },
  body: { current_password?: string | undefined; password: string },
): Promise<MemberProfile> {
  await assertAccountOwner(deps, owner, body.current_password);
  if (body.password === body.current_password) throw new DomainError(MEMBER_ERROR_CODES.passwordReused, 'password_reused');
  const passwordHash = await hashPassword(body.password);
  const row = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await revokeMemberSessions(trx, owner.member.id, now, owner.sessionId);
    return updateMemberRow(trx, owner.member.id, { password_hash: passwordHash }, now);
  });
  return memberProfile(row);
}
