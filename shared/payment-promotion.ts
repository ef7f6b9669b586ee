import type { PaymentPromotionInfo } from './api/rooms.ts';

/** A room plan as the payment promotion rule needs it. */
export type PromotablePlan = { hotel_plan_code: string; payment_types: readonly string[] };

/**
 * Spec 1 §5: a payment promotion shows only on plans paid by credit card, and only on the plans
 * its target mode names: 'include' the listed hotel plans, 'exclude' every plan but them.
 */
export function paymentPromotionApplies(
  info: Pick<PaymentPromotionInfo, 'target_mode' | 'hotel_plan_codes'> | null | undefined,
  plan: PromotablePlan,
): boolean {
  if (!info || !plan.payment_types.includes('credit_card')) return false;
  const listed = info.hotel_plan_codes.includes(plan.hotel_plan_code);
  return info.target_mode === 'include' ? listed : !listed;
}
