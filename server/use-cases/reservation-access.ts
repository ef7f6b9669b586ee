import { ERROR_CODES, ERROR_REASONS } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { findReservation, type ReservationRow } from '../db/repositories/reservations-repository.ts';
import { sameDigest, sha256 } from '../domain/tokens.ts';
import { DomainError } from '../domain/errors.ts';

/**
 * The reservation, when the caller proves it is theirs with its e-mail or bypass token. A wrong
 * number, e-mail or token all give the same refusal, so nobody learns which reservations exist.
 */
export async function findOwnReservation(
  db: Db,
  hotel: HotelRow,
  number: string,
  access: { email?: string; bypass_token?: string },
  forUpdate = false,
): Promise<ReservationRow> {
  const row = await findReservation(db, hotel.id, number, forUpdate);
  // both compared as digests in constant time: the answer's timing says nothing of how close a guess was
  const byEmail = Boolean(row && access.email && sameDigest(sha256(row.email.toLowerCase()), sha256(access.email.trim().toLowerCase())));
  const byToken = Boolean(row && access.bypass_token && sameDigest(row.bypass_token_hash, sha256(access.bypass_token)));
  if (!row || !(byEmail || byToken)) {
    throw new DomainError(ERROR_CODES.invalid, ERROR_REASONS.reservationNotFound);
  }
  return row;
}
