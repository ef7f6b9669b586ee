/**
 * How recently a member without a password (made by an OpenID sign-in) must have signed in to
 * change their e-mail, set a password or delete the account: the sign-in stands in for the
 * password a device left signed in would not know.
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** Whether a session's sign-in lies within RECENT_SIGN_IN_MS of now. */
export function signedInRecently(signedInAt: Date, now: Date): boolean {
  return now.getTime() - signedInAt.getTime() <= RECENT_SIGN_IN_MS;
}
