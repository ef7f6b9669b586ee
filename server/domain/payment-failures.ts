import type { ErrorCode } from '../../shared/errors.ts';
import type { PaymentFailureReason } from './payment-transaction.ts';

/**
 * The catalogue code a guest is told for each payment failure (spec 2 §8.2, DESIGN.md Payments:
 * 3002-3009, 3204, 3252). Codes outside ERROR_CODES' names are catalogue codes all the same.
 */
export const FAILURE_CODES: Record<PaymentFailureReason, ErrorCode | string> = {
  card_declined: '3204',
  insufficient_funds: '3204',
  lost_or_stolen: '3003',
  incorrect_number: '3004',
  expired_card: '3005',
  authentication_failed: '3006',
  brand_not_accepted: '3007',
  authentication_cancelled: '3008',
  authentication_suspended: '3009',
  not_3ds_capable: '3252',
  processing_error: '3203',
  timeout: '3001',
};
