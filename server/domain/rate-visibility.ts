import { type Audience, memberPlanVisible, type PlanAudience } from './member-programmes.ts';

/** Spec 1 §2 search-form `mode`: secret rates, vouchers, or a plain search. */
export type SearchMode = 'secret' | 'voucher' | 'none';

/** What decides which rates a search shows. */
export type VisibilityInput = {
  mode: SearchMode;
  /** The promo_code searched with, if any. */
  promoCode?: string | undefined;
  /** Hotel plans a valid promo code unlocks (findPromoUnlocks); empty when no code or an invalid one. */
  unlockedPlanCodes: readonly string[];
  /** The signed-in member's programme and rank, or null (not signed in). */
  audience: Audience;
};

/**
 * Spec 1 §3 "Rate visibility": the plans a search may show. 'all' plans always; 'member'
 * plans only to the signed-in members they are for (memberPlanVisible: any member, or members of
 * a programme from a rank up); 'secret' plans only when a valid promo code unlocks them.
 * In secret mode a search without a valid code shows no rates at all: the widget then asks
 * for the code. Unknown visibilities are hidden.
 */
export function visiblePlans<T extends { hotel_plan_code: string; visibility: string; member_audiences: readonly PlanAudience[] }>(
  rows: T[],
  input: VisibilityInput,
): T[] {
  const validCode = Boolean(input.promoCode) && input.unlockedPlanCodes.length > 0;
  if (input.mode === 'secret' && !validCode) return [];
  return rows.filter((row) => {
    if (row.visibility === 'all') return true;
    if (row.visibility === 'member') return memberPlanVisible(row.member_audiences, input.audience);
    if (row.visibility === 'secret') return validCode && input.unlockedPlanCodes.includes(row.hotel_plan_code);
    return false;
  });
}

/**
 * Spec 1 §5: a payment promotion shows only on plans payable by credit card that match its
 * target ('include': the listed plans; 'exclude': every other plan).
 */
export function paymentPromotionApplies(
  promotion: { target_mode: 'include' | 'exclude'; hotel_plan_codes: readonly string[] } | null,
  plan: { hotelPlanCode: string; paymentTypes: readonly string[] },
): boolean {
  if (!promotion || !plan.paymentTypes.includes('credit_card')) return false;
  const listed = promotion.hotel_plan_codes.includes(plan.hotelPlanCode);
  return promotion.target_mode === 'include' ? listed : !listed;
}
