import { atom } from 'nanostores';
import * as v from 'valibot';
import { EmailSchema, KanaNameSchema, nameSchemaFor, PhoneSchema } from '../../../../shared/api/guest.ts';
import { cancelMembership, updateMemberEmail } from '../../../../shared/api/member-account.ts';
// the declarations apart from the schemas: the build gives this import the declarations' view (build/call-declarations.ts)
import { confirmMember, type MemberAccount, showMember, updateMember, updateMemberPassword } from '../../../../shared/api/memberships.ts';
import { GivenPasswordSchema, PasswordSchema } from '../../../../shared/api/memberships.ts';
import type { Locale } from '../../../../shared/constants.ts';
import { MEMBER_ERROR_CODES, MEMBER_ERROR_REASONS } from '../../../../shared/member-error-codes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { $member, endMemberLocally } from '../../../lib/member-session.ts';
import { issuesByField } from '../../../lib/validation-text.ts';
import { type FormState, runForm } from '../member-store.ts';

/** A form not sent yet. */
const freshForm = (): FormState => ({ status: 'idle', errors: {}, error: null, failedSubmits: 0, email: '' });

/** The first issue's key for each field of a parse, none when it passed. */
const fieldIssues = (result: v.SafeParseResult<v.GenericSchema>) => (result.success ? {} : issuesByField(result.issues));

/** The signed-in member's account as /my-account shows it. */
export type AccountState = { status: 'loading' } | { status: 'ready'; account: MemberAccount } | { status: 'error'; error: unknown };

export const $account = atom<AccountState>({ status: 'loading' });
export const $profileForm = atom<FormState>(freshForm());
export const $emailForm = atom<FormState>(freshForm());
export const $passwordForm = atom<FormState>(freshForm());
export const $deletionForm = atom<FormState>(freshForm());

/** The profile page's forms afresh (the page opened again): no earlier outcome or error shown. */
export function resetAccountForms(): void {
  for (const form of [$profileForm, $emailForm, $passwordForm, $deletionForm]) form.set(freshForm());
}

/** Whether the member has no password (made by an OpenID sign-in): the account's forms ask none, and the server a recent sign-in instead. */
export function passwordless(): boolean {
  const state = $account.get();
  return state.status === 'ready' && !state.account.has_password;
}

/** Whether the server refused for want of a recent sign-in (a member without a password): they sign out and in again. */
export function needsRecentSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.hasReason(MEMBER_ERROR_REASONS.recentSignInRequired);
}

/** Spec 2 §7.7 show: the member's profile, fresh from the server (an e-mail change may have landed since sign-in). */
export async function loadAccount(hotelCode: string): Promise<void> {
  $account.set({ status: 'loading' });
  try {
    const { data } = await callApi(showMember, { params: { code: hotelCode } });
    $account.set({ status: 'ready', account: data });
  } catch (error) {
    $account.set({ status: 'error', error });
  }
}

/** The profile fields a member changes (spec 1 §3 member profile fields, those the server keeps). */
export type ProfileValues = {
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  phone: string;
  promotion_email: boolean;
};

/** The form's values for an account. */
export function profileValuesOf(account: MemberAccount): ProfileValues {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    first_name_kana: account.first_name_kana ?? '',
    last_name_kana: account.last_name_kana ?? '',
    phone: account.phone ?? '',
    promotion_email: account.promotion_email,
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The update body of the form's values: the kana readings only in Japanese (where they are asked); empty optional fields cleared. */
export function profileBody(values: ProfileValues, locale: Locale) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...(locale === 'ja' ? { first_name_kana: optional(values.first_name_kana), last_name_kana: optional(values.last_name_kana) } : {}),
    phone: optional(values.phone),
    promotion_email: values.promotion_email,
  };
}

const ProfileChecks = (locale: Locale) =>
  v.object({
    first_name: nameSchemaFor(locale),
    last_name: nameSchemaFor(locale),
    first_name_kana: v.optional(v.nullable(KanaNameSchema)),
    last_name_kana: v.optional(v.nullable(KanaNameSchema)),
    phone: v.nullable(PhoneSchema),
  });

/** Spec 2 §7.7 update, with spec 1 §5's rules: the names in English letters or the locale's script, a phone number that is one. */
export function submitProfile(hotelCode: string, values: ProfileValues, locale: Locale): Promise<boolean> {
  const body = profileBody(values, locale);
  const checked = v.safeParse(ProfileChecks(locale), body);
  return runForm(
    $profileForm,
    '',
    () => fieldIssues(checked),
    async () => {
      const { data } = await callApi(updateMember, { params: { code: hotelCode }, body });
      // the login menu names the member anew (kept here, not in the session module every start loads)
      if ($member.get().status === 'signed-in') $member.set({ status: 'signed-in', user: data, change: 'refresh' });
      const state = $account.get();
      if (state.status === 'ready') $account.set({ status: 'ready', account: { ...state.account, ...data } });
    },
  );
}

// the current password is left out for a member without one (passwordless), asked of every other
const EmailChangeSchema = v.object({ email: EmailSchema, current_password: v.optional(GivenPasswordSchema) });

/** The form's values as sent: without the current password (undefined, left out of the JSON) for a member who has none. */
const withoutPasswordIfNone = <T>(values: T): T => (passwordless() ? { ...values, current_password: undefined } : values);

/**
 * Spec 1 §4: an e-mail change stays pending until the link sent to the new address is clicked.
 * The form keeps the address asked for (`email`), which the page names.
 */
export function submitEmailChange(hotelCode: string, values: { email: string; current_password: string }): Promise<boolean> {
  const parsed = v.safeParse(EmailChangeSchema, withoutPasswordIfNone(values));
  return runForm(
    $emailForm,
    values.email.trim(),
    () => fieldIssues(parsed),
    () => callApi(updateMemberEmail, { params: { code: hotelCode }, body: parsed.output as v.InferOutput<typeof EmailChangeSchema> }),
  );
}

const PasswordChangeSchema = v.pipe(
  v.object({ current_password: v.optional(GivenPasswordSchema), password: PasswordSchema, password_confirmation: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['password_confirmation']], (b) => b.password === b.password_confirmation, 'password_mismatch'),
    ['password_confirmation'],
  ),
);

/**
 * Spec 2 §7.7 update_password: the current password, a new one by spec 1 §5's rules (8+, upper,
 * lower, digit) and its confirmation. A member without a password sets a first one (no current
 * password); from then on the account says they have one.
 */
export async function submitPasswordChange(
  hotelCode: string,
  values: { current_password: string; password: string; password_confirmation: string },
): Promise<boolean> {
  const body = withoutPasswordIfNone(values);
  const parsed = v.safeParse(PasswordChangeSchema, body);
  const done = await runForm(
    $passwordForm,
    '',
    () => fieldIssues(parsed),
    async () => {
      await callApi(updateMemberPassword, { params: { code: hotelCode }, body });
      const account = $account.get();
      if (account.status === 'ready') $account.set({ status: 'ready', account: { ...account.account, has_password: true } });
    },
  );
  const state = $passwordForm.get();
  // the server refuses the current password as the new one (password_reused): the new password's error
  if (state.error instanceof ApiError && state.error.code === MEMBER_ERROR_CODES.passwordReused) {
    $passwordForm.set({ ...state, errors: { password: 'password_reused' } });
  }
  return done;
}

/**
 * Spec 1 §4 account deletion, with the current password (none for a member without one): the server cancels the member's active
 * reservations and ends every session; here the member is signed out locally (`deleted`: the page
 * to go to is /member-deleted-confirmation, not search).
 */
export function submitDeletion(hotelCode: string, currentPassword: string): Promise<boolean> {
  const body = withoutPasswordIfNone({ current_password: currentPassword });
  const parsed = v.safeParse(v.object({ current_password: v.optional(GivenPasswordSchema) }), body);
  return runForm(
    $deletionForm,
    '',
    () => fieldIssues(parsed),
    async () => {
      await callApi(cancelMembership, { params: { code: hotelCode }, body });
      endMemberLocally(hotelCode, 'deleted');
    },
  );
}

/** The e-mail change's link (/member-confirmation with email_update=true): the new address, or why the link does not work. */
export type EmailConfirmationState = { status: 'confirming' } | { status: 'confirmed'; email: string } | { status: 'broken' | 'error'; error: unknown };

export const $emailConfirmation = atom<EmailConfirmationState>({ status: 'confirming' });

/**
 * Spec 2 §7.7 confirm with email_update=true: the account takes the new address. 3780 (unknown,
 * used or expired) or a malformed token (422) is a link that no longer works.
 */
export async function confirmEmailChange(hotelCode: string, token: string): Promise<void> {
  $emailConfirmation.set({ status: 'confirming' });
  try {
    const { data } = await callApi(confirmMember, { params: { code: hotelCode }, query: { confirmation_token: token, email_update: 'true' } });
    $emailConfirmation.set({ status: 'confirmed', email: data.email });
  } catch (error) {
    const broken = error instanceof ApiError && (error.code === MEMBER_ERROR_CODES.linkInvalid || error.status === 422);
    $emailConfirmation.set({ status: broken ? 'broken' : 'error', error });
  }
}
