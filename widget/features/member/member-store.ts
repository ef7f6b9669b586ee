import { atom, type WritableAtom } from 'nanostores';
import * as v from 'valibot';
import { EmailSchema, nameSchemaFor } from '../../../shared/api/guest.ts';
import {
  confirmMember,
  MAX_PASSWORD_LENGTH,
  PasswordSchema,
  resendMemberConfirmation,
  resetMemberPassword,
  SignUpBodySchema,
  signUpMember,
  startMemberPasswordReset,
} from '../../../shared/api/memberships.ts';
import type { Locale } from '../../../shared/constants.ts';
import { MEMBER_ERROR_CODES } from '../../../shared/member-error-codes.ts';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { dismissGlobalError, showGlobalError } from '../../lib/global-error.ts';
import { signIn } from '../../lib/member-session.ts';
import { issuesByField } from '../../lib/validation-text.ts';

/** A membership form: its request's state, field errors (contract keys), the refusal, and failed submits (the error summary's focus). */
export type FormState = {
  status: 'idle' | 'sending' | 'done' | 'error';
  errors: Record<string, string>;
  error: unknown;
  failedSubmits: number;
  /** The address the form was sent for (the pages say where the e-mail went). */
  email: string;
};

const freshForm = (): FormState => ({ status: 'idle', errors: {}, error: null, failedSubmits: 0, email: '' });

export const $signInForm = atom<FormState>(freshForm());
export const $signUpForm = atom<FormState>(freshForm());
export const $resendForm = atom<FormState>(freshForm());
export const $forgotForm = atom<FormState>(freshForm());
export const $resetForm = atom<FormState>(freshForm());

/** Starts a form afresh (a page opened again). */
export function resetForm(form: WritableAtom<FormState>): void {
  form.set(freshForm());
}

/** The field errors the server named (`details[field]`), as contract keys. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.details)) if (field !== 'base' && list[0]) errors[field] = list[0].code;
  return errors;
}

/**
 * Runs a form: field errors from `check` stop it; otherwise `send` runs, and its refusal is
 * kept (with the fields the server named). Returns whether it went through.
 */
export async function runForm(
  form: WritableAtom<FormState>,
  email: string,
  check: () => Record<string, string>,
  send: () => Promise<unknown>,
): Promise<boolean> {
  const state = form.get();
  const errors = check();
  if (Object.keys(errors).length > 0) {
    form.set({ ...state, status: 'idle', errors, error: null, failedSubmits: state.failedSubmits + 1 });
    return false;
  }
  form.set({ ...state, status: 'sending', errors: {}, error: null, email });
  try {
    await send();
    form.set({ ...freshForm(), status: 'done', email });
    return true;
  } catch (error) {
    const fields = serverFieldErrors(error);
    form.set({ ...state, status: 'error', errors: fields, error, failedSubmits: state.failedSubmits + 1, email });
    return false;
  }
}

/** The first issue's key for each field of a parse, none when it passed. */
function fieldIssues(result: v.SafeParseResult<v.GenericSchema>): Record<string, string> {
  return result.success ? {} : issuesByField(result.issues);
}

/** A password as typed at sign-in: required, bounded (the policy is for new passwords). */
const GivenPasswordSchema = v.pipe(v.string(), v.nonEmpty('password_required'), v.maxLength(MAX_PASSWORD_LENGTH, 'password_too_long'));

/**
 * Spec 2 §7.7 sign_in. Spec 2 §8.1: a refusal shows the server's title in the global error bar
 * (the same for an unknown e-mail and a wrong password: no account is revealed).
 */
export function submitSignIn(hotelCode: string, values: { email: string; password: string }): Promise<boolean> {
  const parsed = v.safeParse(v.object({ email: EmailSchema, password: GivenPasswordSchema }), values);
  return runForm(
    $signInForm,
    values.email.trim(),
    () => fieldIssues(parsed),
    () => {
      // an earlier refusal goes as this try starts: it would outlive a sign-in that succeeds
      dismissGlobalError();
      return signIn(hotelCode, parsed.output as { email: string; password: string }).catch((error: unknown) => {
        showGlobalError(error);
        throw error;
      });
    },
  );
}

/** What the sign-up form holds. */
export type SignUpValues = {
  email: string;
  password: string;
  password_confirmation: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  phone: string;
  terms_accepted: boolean;
  promotion_email: boolean;
};

/** The sign-up body of the form's values: optional fields left empty are left out. */
export function signUpBody(values: SignUpValues, locale: Locale) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    ...values,
    first_name_kana: optional(values.first_name_kana),
    last_name_kana: optional(values.last_name_kana),
    phone: optional(values.phone),
    locale,
  };
}

/**
 * Spec 2 §7.7 sign_up with spec 1 §5's rules: the password's (8+, upper, lower, digit) and its
 * confirmation, the names in English letters or the locale's script, the terms accepted.
 */
export function submitSignUp(hotelCode: string, values: SignUpValues, locale: Locale): Promise<boolean> {
  const body = signUpBody(values, locale);
  const parsed = v.safeParse(SignUpBodySchema, body);
  const names = v.safeParse(v.object({ first_name: nameSchemaFor(locale), last_name: nameSchemaFor(locale) }), body);
  return runForm(
    $signUpForm,
    values.email.trim(),
    () => ({ ...fieldIssues(names), ...fieldIssues(parsed) }),
    () => callApi(signUpMember, { params: { code: hotelCode }, body: parsed.output as v.InferInput<typeof SignUpBodySchema> }),
  );
}

const EmailFormSchema = v.object({ email: EmailSchema });

/** Spec 2 §7.7 resend_confirmation: answered alike whether or not the address waits for confirmation. */
export function submitResend(hotelCode: string, email: string, form: WritableAtom<FormState> = $resendForm): Promise<boolean> {
  const parsed = v.safeParse(EmailFormSchema, { email });
  return runForm(
    form,
    email.trim(),
    () => fieldIssues(parsed),
    () => callApi(resendMemberConfirmation, { params: { code: hotelCode }, body: { email: (parsed.output as { email: string }).email } }),
  );
}

/** Spec 2 §7.7 start_reset_password_process: answered alike whether or not the address has an account. */
export function submitForgotPassword(hotelCode: string, email: string): Promise<boolean> {
  const parsed = v.safeParse(EmailFormSchema, { email });
  return runForm(
    $forgotForm,
    email.trim(),
    () => fieldIssues(parsed),
    () => callApi(startMemberPasswordReset, { params: { code: hotelCode }, body: { email: (parsed.output as { email: string }).email } }),
  );
}

const NewPasswordSchema = v.pipe(
  v.object({ password: PasswordSchema, password_confirmation: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['password_confirmation']], (b) => b.password === b.password_confirmation, 'password_mismatch'),
    ['password_confirmation'],
  ),
);

/** The reset with the e-mailed token (/change-password): a reused password (1302) is the password field's error. */
export async function submitNewPassword(hotelCode: string, token: string, values: { password: string; password_confirmation: string }): Promise<boolean> {
  const parsed = v.safeParse(NewPasswordSchema, values);
  const done = await runForm(
    $resetForm,
    '',
    () => fieldIssues(parsed),
    () => callApi(resetMemberPassword, { params: { code: hotelCode }, body: { reset_password_token: token, ...values } }),
  );
  const state = $resetForm.get();
  if (state.error instanceof ApiError && state.error.code === MEMBER_ERROR_CODES.passwordReused) {
    $resetForm.set({ ...state, errors: { password: 'password_reused' } });
  }
  return done;
}

/** The confirmation link's outcome (/member-confirmation). */
export type ConfirmationState = { status: 'confirming' } | { status: 'confirmed'; email: string } | { status: 'expired' | 'already' | 'error'; error: unknown };

export const $confirmation = atom<ConfirmationState>({ status: 'confirming' });

/**
 * Spec 2 §7.7 confirm: the sign-up's e-mailed link. 1401 (unknown or expired) and 1402
 * (already confirmed) are the guest's to read, each with its way on.
 */
export async function confirmSignUp(hotelCode: string, token: string): Promise<void> {
  $confirmation.set({ status: 'confirming' });
  try {
    const { data } = await callApi(confirmMember, { params: { code: hotelCode }, query: { confirmation_token: token } });
    $confirmation.set({ status: 'confirmed', email: data.email });
  } catch (error) {
    const code = error instanceof ApiError ? error.code : '';
    // a malformed token is refused as invalid input (422, 1000): to the guest, a link that no longer works
    const broken = code === MEMBER_ERROR_CODES.confirmationExpired || (error instanceof ApiError && error.status === 422);
    const status = broken ? 'expired' : code === MEMBER_ERROR_CODES.alreadyConfirmed ? 'already' : 'error';
    $confirmation.set({ status, error });
  }
}
