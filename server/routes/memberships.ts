import type { Context, Hono } from 'hono';
import {
  confirmMember,
  refreshMemberTokens,
  resendMemberConfirmation,
  resetMemberPassword,
  listMembershipPrograms,
  showMember,
  signInMember,
  signOutMember,
  signUpMember,
  startMemberPasswordReset,
  switchMemberProgram,
  updateMember,
  updateMemberPassword,
} from '../../shared/api/memberships.ts';
import { MEMBER_ERROR_CODES } from '../../shared/member-error-codes.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HotelRow } from '../db/repositories/hotels-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { sha256 } from '../domain/tokens.ts';
import { clientAddress } from '../http/client-address.ts';
import { mountCall } from '../http/mount-call.ts';
import { type Limit, limitAttempts, limitFailures, takeAttempt } from '../http/rate-limit.ts';
import { changePassword, confirmSignUp, resendConfirmation, resetPassword, signUp, startPasswordReset, updateProfile } from '../use-cases/member-accounts.ts';
import { confirmEmailChange } from '../use-cases/member-email-change.ts';
import { type IssuedSession, refreshSession, signIn, signOut, tellSignInPaused } from '../use-cases/member-sessions.ts';
import { memberAccount, membershipPrograms, switchProgram } from '../use-cases/member-programmes.ts';
import { requireMemberSignInOpen, requireMemberSignUpOpen } from '../domain/member-switches.ts';
import { requireBrand, requireHotel } from './hotel-access.ts';
import { accessSessionId, clearRefreshCookie, refreshCookie, requireMember, setRefreshCookie } from './member-access.ts';

const HOUR = 60 * 60 * 1000;
/** Consecutive failed sign-ins for one e-mail from one address (known or not): the 10th pauses it for the hour. */
export const SIGN_IN_FAILURES: Limit = { kind: 'member_sign_in', attempts: 10, windowMs: HOUR };
/** Failed sign-ins from one address in a day, whatever the e-mails. */
export const DAILY_SIGN_IN_FAILURES: Limit = { kind: 'member_sign_in_daily', attempts: 100, windowMs: 24 * HOUR };
/** Calls that may send an e-mail (sign-up, resend, forgot password) from one address. */
const MAIL_CALLS: Limit = { kind: 'member_mail', attempts: 20, windowMs: HOUR };
/** Calls that may send an e-mail to one address, from anywhere: nobody's inbox is flooded. Counted alike for every address typed. */
const MAILS_TO: Limit = { kind: 'member_mail_to', attempts: 5, windowMs: HOUR };
/** Wrong links and refresh tokens, and wrong current passwords, from one address. */
export const TOKEN_FAILURES: Limit = { kind: 'member_token', attempts: 30, windowMs: 15 * 60 * 1000 };

/** An e-mail address as a limiter counts it: hashed, so the counts (in PostgreSQL) keep no address. */
const emailKey = (email: string) => sha256(email.toLowerCase());

/** Limits a call that may e-mail `email`: per caller address, and per recipient. */
export async function limitMail(deps: AppDeps, c: Context, email: string): Promise<void> {
  await limitAttempts(deps, c, MAIL_CALLS);
  await takeAttempt(deps, c, MAILS_TO, emailKey(email));
}

/** The session's answer, its refresh token set as the cookie (sign_in, tokens, open_id sign_in). */
export function sessionAnswer(c: Context, hotel: HotelRow, issued: IssuedSession, deps: AppDeps) {
  setRefreshCookie(c, hotel.code, issued.refreshToken, issued.refreshExpiresAt);
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer' as const,
    expires_in: Math.round((issued.accessExpiresAt.getTime() - deps.now().getTime()) / 1000),
    expires_at: issued.accessExpiresAt.toISOString(),
    user: issued.user,
  };
}

/**
 * Sign-in under two limits (research/next-capabilities.md §1): consecutive failures for the
 * e-mail typed from this address, and failures from this address in a day. Unknown e-mails
 * count exactly as known ones, so a pause says nothing about an account; the owner of a real
 * one is told by e-mail when it starts.
 */
async function limitedSignIn(deps: AppDeps, c: Context, hotel: HotelRow, email: string, password: string) {
  const address = clientAddress(c, deps.trustProxy);
  const daily = await takeAttempt(deps, c, DAILY_SIGN_IN_FAILURES);
  const consecutive = await takeAttempt(deps, c, SIGN_IN_FAILURES, `${address}|${emailKey(email)}`);
  const result = await signIn(deps, hotel, email, password);
  if (result.ok) {
    await Promise.all([daily.forgive(), consecutive.reset()]);
    return result;
  }
  if (consecutive.remaining === 0 && result.member) await tellSignInPaused(deps, hotel, result.member);
  throw new DomainError(ERROR_CODES.invalid, 'sign_in_failed');
}

/** Membership (spec 2 §7.7): sign-up and confirmation, sign-in and sessions, password reset, profile. */
export function mountMemberships(app: Hono, deps: AppDeps): void {
  mountCall(app, deps, signUpMember, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    requireMemberSignUpOpen(hotel.settings);
    await limitMail(deps, c, body.email);
    return signUp(deps, hotel, body);
  });

  mountCall(app, deps, confirmMember, async ({ params, query, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const confirm = query.email_update === 'true' ? confirmEmailChange : confirmSignUp;
    return limitFailures(deps, c, TOKEN_FAILURES, () => confirm(deps, hotel, query.confirmation_token));
  });

  mountCall(app, deps, resendMemberConfirmation, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await limitMail(deps, c, body.email);
    return resendConfirmation(deps, hotel, body.email);
  });

  mountCall(app, deps, signInMember, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    requireMemberSignInOpen(hotel.settings);
    const issued = await limitedSignIn(deps, c, hotel, body.email, body.password);
    // a sign-in over an earlier one in this browser ends the earlier session, whose cookie is replaced
    const earlier = refreshCookie(c);
    if (earlier) await signOut(deps, hotel, { refreshToken: earlier });
    return sessionAnswer(c, hotel, issued, deps);
  });

  mountCall(app, deps, refreshMemberTokens, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const token = body.token ?? refreshCookie(c);
    if (!token) throw new DomainError(MEMBER_ERROR_CODES.memberSessionNotFound, 'refresh_token_invalid');
    try {
      return sessionAnswer(c, hotel, await limitFailures(deps, c, TOKEN_FAILURES, () => refreshSession(deps, hotel, token)), deps);
    } catch (error) {
      // a refused cookie is of no more use to the browser (a refused body token says nothing of the cookie)
      if (error instanceof DomainError && !body.token) clearRefreshCookie(c, hotel.code);
      throw error;
    }
  });

  mountCall(app, deps, signOutMember, async ({ params, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await signOut(deps, hotel, { refreshToken: refreshCookie(c), sessionId: accessSessionId(deps, c, hotel) });
    clearRefreshCookie(c, hotel.code);
    return { signed_out: true as const };
  });

  mountCall(app, deps, startMemberPasswordReset, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    await limitMail(deps, c, body.email);
    return startPasswordReset(deps, hotel, body.email);
  });

  mountCall(app, deps, resetMemberPassword, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return limitFailures(deps, c, TOKEN_FAILURES, () => resetPassword(deps, hotel, body.reset_password_token, body.password));
  });

  mountCall(app, deps, showMember, async ({ params, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    return memberAccount(deps, hotel, (await requireMember(deps, c, hotel)).member, locale);
  });

  mountCall(app, deps, switchMemberProgram, async ({ params, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const { member } = await requireMember(deps, c, hotel);
    return switchProgram(deps, hotel, member, body.program_id, locale);
  });

  mountCall(app, deps, listMembershipPrograms, async ({ params, locale, session }) => {
    const brand = await requireBrand(deps, params.brand, session);
    return membershipPrograms(deps, brand.id, locale, null);
  });

  mountCall(app, deps, updateMember, async ({ params, body, locale, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const { member } = await requireMember(deps, c, hotel);
    return updateProfile(deps, hotel, member, body, locale);
  });

  mountCall(app, deps, updateMemberPassword, async ({ params, body, session, c }) => {
    const hotel = await requireHotel(deps, params.code, session);
    const owner = await requireMember(deps, c, hotel);
    return limitFailures(deps, c, TOKEN_FAILURES, () => changePassword(deps, owner, body));
  });
}
