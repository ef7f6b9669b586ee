import { atom } from 'nanostores';

/**
 * Whether the booking being made goes through the card step: paid by card now (all or a deposit)
 * or its card verified as a guarantee. Checkout then has a payment step before done (spec 1 §2).
 * Set by the checkout's pages, read by the steps.
 */
export const $paysByCard = atom(false);
