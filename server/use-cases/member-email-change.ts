import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findMemberByEmail, findMemberToken, updateMemberRow, useMemberTokens } from '../db/repositories/members-repository.ts';
import { DomainError, INVALID_INPUT } from '../domain/errors.ts';
import { type AccountOwner, assertAccountOwner } from './member-accounts.ts';
import { storedHash } from '../domain/member-tokens.ts';
import { mailEmailChangeLink, mailNotice } from './member-mail.ts';

/**
 * Spec 2 §7.7 update_email (spec 1 §4: pending until its link is clicked). The new address gets
 * a link (1 day, stored hashed; an earlier one stops working), or, when it already has an
 * account of the brand, a notice that nothing changed; the caller is answered alike either way.
 * The current address is told of the request, with a link to set a new password. The owner
 * proves it with the current password, or without one (an OpenID member) with a recent sign-in.
 */
export async function requestEmailChange(deps: AppDeps, hotel: HotelRow, owner: AccountOwner, body: { email: string; current_password?: string | undefined }) {
  await assertAccountOwner(deps, owner, body.current_password);
  const { member } = owner;
  const email = body.email.toLowerCase();
  if (email === member.email) throw new DomainError(ERROR_CODES.invalid, INVALID_INPUT, { fields: { email: [{ code: 'email_unchanged' }] } });
  await deps.db.transaction().execute(async (trx) => {
    await useMemberTokens(trx, member.id, 'email_change', deps.now());
    const owner = await findMemberByEmail(trx, hotel.brand_id, email);
    if (owner) await mailNotice(trx, deps, hotel, owner, 'member_email_taken', { to: email });
    else await mailEmailChangeLink(trx, deps, hotel, member, email);
    await mailNotice(trx, deps, hotel, member, 'member_email_change_requested', { values: { email } });
  });
  return { pending_email: email };
}

/**
 * The link of an e-mail change (confirm with email_update=true): the account takes the new
 * address, unless it was taken since; the member's unused links (an older change, a reset sent
 * to the old address) stop working. An unknown, used or expired link answers 3780.
 */
export async function confirmEmailChange(deps: AppDeps, hotel: HotelRow, token: string): Promise<{ email: string }> {
  const email = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await findMemberToken(trx, storedHash(token), 'email_change');
    if (!row?.new_email || row.brand_id !== hotel.brand_id || row.deleted_at || row.used_at || row.expires_at.getTime() <= now.getTime()) return null;
    await useMemberTokens(trx, row.member_id, 'email_change', now);
    if (await findMemberByEmail(trx, hotel.brand_id, row.new_email)) return null;
    await updateMemberRow(trx, row.member_id, { email: row.new_email }, now);
    await useMemberTokens(trx, row.member_id, 'reset_password', now);
    return row.new_email;
  });
  if (!email) throw new DomainError(MEMBER_ERROR_CODES.linkInvalid, 'email_change_token_invalid');
  return { email };
}
