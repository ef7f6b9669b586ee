import type { ReceiptStatus } from '../../shared/api/reservations.ts';
import type { Locale } from '../../shared/constants.ts';
import { displayName } from '../../shared/names.ts';
import type { PaymentMethod } from '../../shared/payments.ts';
import type { ReservationRow } from '../db/repositories/reservations-repository.ts';
import { type ReceiptFacts, receiptAvailability } from '../domain/receipts.ts';

/** What the receipt rules read of a stored reservation. */
export const receiptFacts = (row: ReservationRow): ReceiptFacts => ({ ...row, payment_type: row.payment_type as PaymentMethod });

/** A reservation's receipt status as its guest sees it now (spec 1 §4): available or why not, and the name last printed. */
export function receiptStatus(row: ReservationRow, today: string, locale: Locale): ReceiptStatus {
  const availability = receiptAvailability(receiptFacts(row), today);
  return {
    available: availability.available,
    reason: availability.available ? null : availability.reason,
    available_from: availability.available ? null : availability.available_from,
    issued: row.receipt_issues,
    receipt_title: row.receipt_name ?? displayName(locale, { first_name: row.first_name, last_name: row.last_name }),
    receipt_unicode: row.receipt_company_number ?? '',
  };
}
