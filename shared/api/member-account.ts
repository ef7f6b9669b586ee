import * as v from 'valibot';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';
import { EmailSchema } from './guest.ts';
import { GivenPasswordSchema } from './memberships.ts';

/*
 * A member's account beside the profile (spec 2 §7.7, spec 1 §4): the e-mail change and the
 * deletion. Both ask the current password again, so an access token alone (a device left signed
 * in) can neither move the account to another mailbox nor delete it. A member without a password
 * (`has_password: false`, made by an OpenID sign-in) sends none and must instead have signed in
 * within 10 minutes, else 403 recent_sign_in_required.
 */

/** Path parameters of the membership calls. */
const ParamsSchema = v.object({ code: HotelCodeSchema });

/** Spec 2 §7.7 update_email: a link goes to the new address; the change waits for its click (confirm with email_update=true). */
export const updateMemberEmail = defineCall({
  name: 'updateMemberEmail',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/memberships/update_email',
  summary: 'Ask to change the signed-in member’s e-mail address; it changes once the link sent to the new address is clicked',
  session: true,
  member: 'required',
  params: ParamsSchema,
  body: v.object({ email: EmailSchema, current_password: v.optional(GivenPasswordSchema) }),
  /** The address asked for, whether or not it already has an account (the owner of that one is told by e-mail). */
  answer: dataOf(v.object({ pending_email: v.string() })),
  status: 200,
});

/**
 * Spec 2 §7.7 cancel (spec 1 §4 account deletion): cancels the member's reservations from today
 * on, with the fee each one's policy charges now (the list's `cancellation.fee`), ends
 * promotional mail, signs out every session and blanks the account. Refused (422,
 * cancel_on_checkin_day, `meta.reservation_number`) while a reservation checks in today.
 */
export const cancelMembership = defineCall({
  name: 'cancelMembership',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/cancel',
  summary: 'Delete the signed-in member’s account, cancelling their upcoming reservations',
  session: true,
  member: 'required',
  params: ParamsSchema,
  body: v.object({ current_password: v.optional(GivenPasswordSchema) }),
  /** The numbers of the reservations cancelled. */
  answer: dataOf(v.object({ deleted: v.literal(true), cancelled_reservations: v.array(v.string()) })),
  status: 200,
});

/** The account calls. */
export const MEMBER_ACCOUNT_CALLS = [updateMemberEmail, cancelMembership] as const;
