import { MEMBER_ERROR_REASONS } from '../../shared/member-error-codes.ts';

/** Why the caller may not change or cancel a reservation: who booked it and who is signed in differ. */
export type OwnerRefusal = (typeof MEMBER_ERROR_REASONS)[keyof typeof MEMBER_ERROR_REASONS];

/**
 * Spec 1 §6: updating or cancelling a member's booking needs that member's sign-in; a guest
 * booking needs nobody signed in. Otherwise the guest is told to sign in correctly or sign out.
 * `bookedBy` is the reservation's member, `signedIn` the caller's (null: none).
 */
export function ownerRefusal(bookedBy: string | null, signedIn: string | null): OwnerRefusal | null {
  if (bookedBy !== null) return signedIn === bookedBy ? null : MEMBER_ERROR_REASONS.memberSignInRequired;
  return signedIn === null ? null : MEMBER_ERROR_REASONS.memberSignOutRequired;
}

/**
 * Spec 1 §6 for paying a reservation (its card step): a member's booking is paid with that
 * member's sign-in. A guest booking is paid whoever is signed in by then (one who signs in
 * between booking and paying still pays it; it stays a guest booking and saves no card).
 */
export function payerRefusal(bookedBy: string | null, signedIn: string | null): OwnerRefusal | null {
  return bookedBy !== null && signedIn !== bookedBy ? MEMBER_ERROR_REASONS.memberSignInRequired : null;
}
