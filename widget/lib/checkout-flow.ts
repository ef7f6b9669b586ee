import { atom } from 'nanostores';

/**
 * Whether the booking being made is paid by card now (all or a deposit): checkout then has a
 * payment step before done (spec 1 §2). Set by the checkout's pages, read by the steps.
 */
export const $paysByCard = atom(false);
