import { atom } from 'nanostores';
import { checkPromoCode } from '../../../shared/api/coupons.ts';
import { callApi } from '../../lib/api-client.ts';

/** The promo code field of secret mode (spec 1 §2: mode secret with promo_code). */
export type PromoState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string }
  | { status: 'error'; code: string; error: unknown };

export const $promo = atom<PromoState>({ status: 'idle' });

let ticket = 0;

/** Checks a promo code; true when it is valid (the results then search again with it). */
export async function checkPromo(hotelCode: string, code: string): Promise<boolean> {
  const mine = ++ticket;
  const trimmed = code.trim();
  $promo.set({ status: 'checking', code: trimmed });
  try {
    const { data } = await callApi(checkPromoCode, { params: { code: hotelCode, promo_code: trimmed } });
    if (mine === ticket) $promo.set({ status: 'valid', code: data.code });
    return mine === ticket;
  } catch (error) {
    if (mine === ticket) $promo.set({ status: 'error', code: trimmed, error });
    return false;
  }
}

/** Forgets the field's state (another hotel or a new search). */
export function resetPromo(): void {
  ticket++;
  $promo.set({ status: 'idle' });
}
