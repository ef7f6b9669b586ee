/** Payment enumerations of the spec (spec 1 §3 Enumerations), shared by the server and the widget. */

/** Spec 1 §3 payment transaction statuses; the order and the outcomes are spec 1 §4 Payment transaction. */
export const PAYMENT_TRANSACTION_STATUSES = ['pre_3d_secure', 'capturing', 'captured', 'failed', 'cancelled', 'authorized'] as const;
/** The status of a payment transaction. */
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

/**
 * Card brands a card can be read as (spec 1 §3 lists visa, ponta_visa, master, mastercard, amex,
 * jcb, diners; ponta_visa is a Visa and master the older name of mastercard, so a card's number
 * tells one of these five).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'diners'] as const;
/** A card brand as read from its number. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Spec 1 §3 payment timing. */
export const PAYMENT_TIMINGS = ['pre_paid', 'on_site', 'deferred_payment', 'on_site_credit_card_required'] as const;
/** When a plan's guest pays. */
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/**
 * Spec 1 §3 payment methods a plan may take and a reservation is paid by (the ones this product
 * sells): at the hotel, all by card now, a deposit by card now and the rest at the hotel, at the
 * hotel with a card on file.
 */
export const PAYMENT_METHODS = ['on_site', 'credit_card', 'credit_card_deposit', 'on_site_credit_card_required'] as const;
/** How a plan or reservation is paid. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec 2 §9.1: a 3-D Secure wait lasts 15 minutes, then the booking is cancelled. */
export const THREE_D_SECURE_WAIT_MS = 15 * 60 * 1000;
