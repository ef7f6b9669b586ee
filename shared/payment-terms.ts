import type { PaymentMethod } from './payments.ts';
import { paymentPromotionApplies } from './payment-promotion.ts';

/** A booked room's plan as the payment rules need it (its payment types and deposit, migration 027). */
export type PayablePlan = { hotel_plan_code: string; payment_types: readonly string[]; deposit_percentage: number | null };

/** A hotel's payment promotion (spec 2 §7.3 payment_promotion_info). */
export type Promotion = { target_mode: 'include' | 'exclude'; hotel_plan_codes: string[]; discount_percent: number };

/** What a booking pays and when: the total after the promotion, its tax, and what is charged by card now. */
export type PaymentTerms = {
  total: number;
  tax: number;
  promotionDiscount: number;
  /** Charged by card now; null when everything is paid at the hotel. */
  depositAmount: number | null;
  /** Paid at the hotel, a card verified now and kept as a guarantee (on_site_credit_card_required): nothing charged. */
  cardVerification: boolean;
  /** Every plan also takes payment at the hotel: a guest whose card fails may switch to it. */
  onSiteAllowed: boolean;
};

/** Why a booking cannot be paid so. */
export type PaymentTermsRefusal = 'payment_type_not_allowed' | 'deposit_percentages_differ';

/**
 * Spec 1 §5 and §3: a reservation pays all its rooms by one method, which every room's plan must
 * take; a deposit plan takes its percentage of the total by card and the rest at the hotel; with
 * full card payment the payment promotion comes off the total when every room's plan is in its
 * target (the tax shrinks in proportion). Amounts in the hotel currency's minor units, rounded
 * down in the guest's favour.
 */
export function paymentTerms(input: {
  method: PaymentMethod;
  plans: readonly PayablePlan[];
  total: number;
  tax: number;
  promotion: Promotion | null;
}): { ok: true; terms: PaymentTerms } | { ok: false; reason: PaymentTermsRefusal } {
  const { method, plans, total, tax } = input;
  if (!plans.every((plan) => plan.payment_types.includes(method))) return { ok: false, reason: 'payment_type_not_allowed' };
  const onSiteAllowed = plans.every((plan) => plan.payment_types.includes('on_site'));
  if (method === 'on_site' || method === 'on_site_credit_card_required') {
    const cardVerification = method === 'on_site_credit_card_required';
    return { ok: true, terms: { total, tax, promotionDiscount: 0, depositAmount: null, cardVerification, onSiteAllowed } };
  }
  if (method === 'credit_card_deposit') {
    const percentages = new Set(plans.map((plan) => plan.deposit_percentage));
    const [percentage] = [...percentages];
    if (percentages.size !== 1 || !percentage) return { ok: false, reason: 'deposit_percentages_differ' };
    return {
      ok: true,
      terms: { total, tax, promotionDiscount: 0, depositAmount: Math.max(1, Math.floor((total * percentage) / 100)), cardVerification: false, onSiteAllowed },
    };
  }
  if (method !== 'credit_card') return { ok: false, reason: 'payment_type_not_allowed' };
  const promoted =
    input.promotion !== null &&
    plans.every((plan) => paymentPromotionApplies(input.promotion!, { hotel_plan_code: plan.hotel_plan_code, payment_types: ['credit_card'] }));
  const promotionDiscount = promoted ? Math.floor((total * input.promotion!.discount_percent) / 100) : 0;
  const charged = total - promotionDiscount;
  const chargedTax = total === 0 ? 0 : tax - Math.floor((tax * promotionDiscount) / total);
  return { ok: true, terms: { total: charged, tax: chargedTax, promotionDiscount, depositAmount: charged, cardVerification: false, onSiteAllowed } };
}
