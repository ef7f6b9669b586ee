import { ERROR_CODES } from '../../shared/errors.ts';
import type { HotelSettings } from '../db/schema.ts';
import { DomainError } from './errors.ts';

type Switches = Pick<HotelSettings, 'member_sign_in_active' | 'member_sign_up_active'>;

/** Spec 1 §5 "membership login": members may sign in at the hotel (absent is on, migration 044). */
export function memberSignInOpen(settings: Switches): boolean {
  return settings.member_sign_in_active !== false;
}

/** Spec 1 §5: sign-up is offered only while sign-up is active and membership login is on. */
export function memberSignUpOpen(settings: Switches): boolean {
  return memberSignInOpen(settings) && settings.member_sign_up_active !== false;
}

/** Refuses a sign-in (password, one-time token, provider) at a hotel that switched membership login off. */
export function requireMemberSignInOpen(settings: Switches): void {
  if (!memberSignInOpen(settings)) throw new DomainError(ERROR_CODES.invalid, 'member_sign_in_unavailable');
}

/** Refuses a sign-up at a hotel that takes no new members. */
export function requireMemberSignUpOpen(settings: Switches): void {
  if (!memberSignUpOpen(settings)) throw new DomainError(ERROR_CODES.invalid, 'member_sign_up_unavailable');
}
