import type { Locale } from '../../shared/constants.ts';
import { LOCALES } from '../../shared/constants.ts';
import { OPEN_WIDGET_PARAM } from '../../shared/protocol/deep-link.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { insertMemberToken, type MemberRow } from '../db/repositories/members-repository.ts';
import { enqueueMail } from '../db/repositories/outbox-repository.ts';
import { CONFIRMATION_TOKEN_TTL_MS, EMAIL_CHANGE_TOKEN_TTL_MS, newMemberToken, RESET_TOKEN_TTL_MS, storedHash } from '../domain/member-tokens.ts';
import { localizedText } from '../domain/localized-text.ts';
import { memberMail, type MemberMailKind } from '../mail/member-templates.ts';

/** The member's own language, when it is one we write in. */
export function memberLocale(member: Pick<MemberRow, 'locale'>): Locale {
  return (LOCALES as readonly string[]).includes(member.locale) ? (member.locale as Locale) : 'en';
}

/**
 * A link to the widget on the hotel's own site (as the reservation e-mail's, draft-reservation.ts
 * lookupLink): `path` of the widget (spec 1 §2 routes) with its query, the hotel code and the locale.
 */
export function widgetLink(deps: AppDeps, hotel: HotelRow, path: string, query: Record<string, string>, locale: Locale): string {
  const url = new URL(hotel.url, deps.publicUrl);
  url.searchParams.set(OPEN_WIDGET_PARAM, `${path}?${new URLSearchParams({ ...query, code: hotel.code, locale })}`);
  return url.toString();
}

/** Where a member e-mail goes when not to the member's address (a new one), and the values its text names. */
type MailOptions = { to?: string; values?: Record<string, string> };

/** Queues a member e-mail, in the member's language, in the caller's transaction; `link` null for a notice without one. */
async function queue(trx: Db, hotel: HotelRow, member: MemberRow, kind: MemberMailKind, link: ((locale: Locale) => string) | null, options: MailOptions = {}) {
  const locale = memberLocale(member);
  const mail = memberMail(kind, member, localizedText(hotel.names, locale, hotel.locale), link?.(locale) ?? null, locale, options.values);
  await enqueueMail(trx, { kind, recipient: options.to ?? member.email, ...mail, reservationId: null });
}

/** The e-mailed links with a single-use token: the widget's route, the token's query name, more of its query, and how long it lasts. */
const LINKS = {
  confirmation: { path: '/member-confirmation', param: 'confirmation_token', query: {}, ttlMs: CONFIRMATION_TOKEN_TTL_MS },
  reset_password: { path: '/change-password', param: 'reset_password_token', query: {}, ttlMs: RESET_TOKEN_TTL_MS },
  // spec 1 §2: /member-confirmation takes email_update for the link of an e-mail change
  email_change: { path: '/member-confirmation', param: 'confirmation_token', query: { email_update: 'true' }, ttlMs: EMAIL_CHANGE_TOKEN_TTL_MS },
} as const;

/** A new single-use token (stored hashed) e-mailed to the member (or to the new address of an e-mail change) in a link to its widget route. */
async function mailTokenLink(trx: Db, deps: AppDeps, hotel: HotelRow, member: MemberRow, purpose: keyof typeof LINKS, kind: MemberMailKind, newEmail?: string) {
  const { path, param, query, ttlMs } = LINKS[purpose];
  const token = newMemberToken();
  const expiresAt = new Date(deps.now().getTime() + ttlMs);
  await insertMemberToken(trx, { tokenHash: storedHash(token), memberId: member.id, purpose, expiresAt, ...(newEmail ? { newEmail } : {}) });
  await queue(trx, hotel, member, kind, (locale) => widgetLink(deps, hotel, path, { [param]: token, ...query }, locale), newEmail ? { to: newEmail } : {});
}

/** A new confirmation link (3 days): at sign-up, on resend, or at a sign-in before confirming. */
export function mailConfirmationLink(trx: Db, deps: AppDeps, hotel: HotelRow, member: MemberRow, kind: 'member_confirmation' | 'member_confirm_first') {
  return mailTokenLink(trx, deps, hotel, member, 'confirmation', kind);
}

/** A new password reset link (1 hour). */
export function mailResetLink(trx: Db, deps: AppDeps, hotel: HotelRow, member: MemberRow) {
  return mailTokenLink(trx, deps, hotel, member, 'reset_password', 'member_reset_password');
}

/**
 * Tells the owner what the screen does not say, with a link to forgot-password: they already
 * have an account, sign-in is paused, their address is being changed to `values.email`, or (to
 * the address asked for, `to`) that address already has an account.
 */
export async function mailNotice(
  trx: Db,
  deps: AppDeps,
  hotel: HotelRow,
  member: MemberRow,
  kind: 'member_exists' | 'member_locked' | 'member_email_change_requested' | 'member_email_taken',
  options: MailOptions = {},
) {
  await queue(trx, hotel, member, kind, (locale) => widgetLink(deps, hotel, '/forgot-password', {}, locale), options);
}

/** A link to confirm `newEmail` as the member's address (1 day), sent to that address. */
export function mailEmailChangeLink(trx: Db, deps: AppDeps, hotel: HotelRow, member: MemberRow, newEmail: string) {
  return mailTokenLink(trx, deps, hotel, member, 'email_change', 'member_email_change', newEmail);
}

/** Confirms to the member (at the address the account had) that it was deleted. */
export function mailDeleted(trx: Db, hotel: HotelRow, member: MemberRow) {
  return queue(trx, hotel, member, 'member_deleted', null);
}
