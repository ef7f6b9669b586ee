import type { Locale } from '../../shared/constants.ts';
import { removeAllSavedCards } from './saved-cards.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import type { AppDeps } from '../deps.ts';
import { findHotelByCode, type HotelRow } from '../db/repositories/hotels-repository.ts';
import { lockActiveMemberReservations } from '../db/repositories/member-reservations-repository.ts';
import { revokeMemberSessions, updateMemberRow } from '../db/repositories/members-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { settleCancelledPayments } from './cancellation-refund.ts';
import { cancelLockedReservation, owesCardSettlement } from './cancel-reservation.ts';
import { type AccountOwner, assertAccountOwner } from './member-accounts.ts';
import { mailDeleted } from './member-mail.ts';

/** The cancel reason an account deletion records on each reservation it cancels. */
export const ACCOUNT_DELETED_REASON = 'account_deleted';

/**
 * Spec 2 §7.7 cancel, spec 1 §4 account deletion, in one transaction: the member's reservations
 * from today on are cancelled by the guest's own cancellation (the fee each policy charges now,
 * the refund due, each one's cancellation e-mail; a check-in today refuses it all, as online
 * cancellation cannot be made that day); the account is blanked (no address, password, names or
 * promotional mail; its id stays on its reservations), every session ends, every link stops
 * working, and the deletion is confirmed to the address it had. The cards are refunded after the
 * commit. Answers the numbers cancelled. The owner proves it with the current password, or without
 * one (an OpenID member) with a recent sign-in.
 */
export async function deleteAccount(deps: AppDeps, hotel: HotelRow, owner: AccountOwner, password: string | undefined, locale: Locale): Promise<string[]> {
  await assertAccountOwner(deps, owner, password);
  const { member } = owner;
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const live = await trx.selectFrom('members').select('id').where('id', '=', member.id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!live) throw new DomainError(MEMBER_ERROR_CODES.memberSessionNotFound, 'member_session_revoked');
    const hotels = new Map<string, HotelRow>();
    const done: Array<{ hotelId: string; number: string; settle: boolean }> = [];
    for (const row of await lockActiveMemberReservations(trx, member.id, now)) {
      const at = hotels.get(row.hotel_code) ?? (await findHotelByCode(trx, row.hotel_code))!;
      hotels.set(row.hotel_code, at);
      const view = await cancelLockedReservation(trx, deps, at, row, { reason: ACCOUNT_DELETED_REASON, details: '' }, locale);
      done.push({ hotelId: at.id, number: row.reservation_number, settle: owesCardSettlement(view) });
    }
    await mailDeleted(trx, hotel, member);
    await updateMemberRow(
      trx,
      member.id,
      {
        // not an address: it matches no sign-in and frees the address for a new sign-up
        email: `deleted:${member.id}`,
        password_hash: '',
        first_name: '',
        last_name: '',
        first_name_kana: null,
        last_name_kana: null,
        phone: null,
        promotion_email: false,
        deleted_at: now,
      },
      now,
    );
    await revokeMemberSessions(trx, member.id, now);
    await trx.deleteFrom('member_tokens').where('member_id', '=', member.id).execute();
    // the provider's sign-in no longer finds the account: the same person signing in again is a new member
    await trx.deleteFrom('member_identities').where('member_id', '=', member.id).execute();
    return done;
  });
  for (const reservation of cancelled) if (reservation.settle) await settleCancelledPayments(deps, reservation.hotelId, reservation.number);
  await removeAllSavedCards(deps, member.id);
  return cancelled.map((reservation) => reservation.number);
}
