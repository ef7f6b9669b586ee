/**
 * The catalogue codes of the membership calls (spec 2 §8.1, §8.2), apart from error-codes.ts so
 * the widget's first screen carries none of them; the account screens import them.
 */
export const MEMBER_ERROR_CODES = {
  /** Spec 2 §8.2: the new password is the one the account already has. */
  passwordReused: '1302',
  /** Spec 2 §8.2: the member's access token expired (refresh it with `tokens`), or the session did (sign in again). */
  memberSessionExpired: '1400',
  /** Spec 2 §8.2: the sign-up confirmation link is unknown or expired. */
  confirmationExpired: '1401',
  /** Spec 2 §8.2: the sign-up was already confirmed. */
  alreadyConfirmed: '1402',
  /** Spec 2 §8.1: the member's session is unknown or was ended: signed out. */
  memberSessionNotFound: '3401',
  /** Spec 2 §8.1: the member's session belongs to another brand. */
  memberBrandMismatch: '3402',
  /** Spec 2 §8.1: the one-time access token was already used (the widget retries its own sign-in, the cookie). */
  oneTimeTokenUsed: '3403',
  /** Spec 2 §8.2: the e-mailed link expired or is invalid (password reset). */
  linkInvalid: '3780',
} as const;

/** One membership code. */
export type MemberErrorCode = (typeof MEMBER_ERROR_CODES)[keyof typeof MEMBER_ERROR_CODES];

/** Machine-readable reasons of the membership rules in `details.base[].code`, apart from ERROR_REASONS for the same reason. */
export const MEMBER_ERROR_REASONS = {
  /** Spec 1 §6: a member's reservation is changed or cancelled only by that member, signed in (403, code 1000). */
  memberSignInRequired: 'member_sign_in_required',
  /** Spec 1 §6: a guest booking is changed or cancelled only with nobody signed in (403, code 1000). */
  memberSignOutRequired: 'member_sign_out_required',
  /**
   * A member without a password (made by an OpenID sign-in) changes their e-mail, sets a password
   * or deletes the account only within 10 minutes of signing in; a refreshed session is no new
   * sign-in (403, code 1000): sign out and sign in again with the provider.
   */
  recentSignInRequired: 'recent_sign_in_required',
} as const;
