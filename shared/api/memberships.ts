import * as v from 'valibot';
import { COMPANION_CODES } from '../constants.ts';
import { BrandRefSchema, dataOf, HotelCodeSchema, LocaleSchema } from './common.ts';
import { defineCall } from './define.ts';
import { EmailSchema, KanaNameSchema, NameSchema, PhoneSchema } from './guest.ts';

/*
 * Membership (spec 2 §7.7), under /hotels/{code}/memberships. A member belongs to the brand of
 * the hotel named. A signed-in widget holds a short-lived access token in memory and sends it
 * as `Authorization: Bearer <token>`; the refresh token travels in an HttpOnly, Secure,
 * SameSite=None, Partitioned cookie (MEMBER_REFRESH_COOKIE) scoped to this path, so it reaches
 * a third-party iframe in today's browsers. Sign-up, sign-in, resend and forgot-password answer
 * alike whether or not the e-mail has an account; the owner is told by e-mail.
 */

/** The refresh token's cookie: HttpOnly, Secure, SameSite=None, Partitioned, Path /api/v1/hotels/{code}/memberships. */
export const MEMBER_REFRESH_COOKIE = 'yado_member_refresh';

/** The longest password taken: argon2 hashes any length, but a megabyte of it is an attack. */
export const MAX_PASSWORD_LENGTH = 128;

/** Spec 1 §5 and 2 §9.2: at least 8 characters, with an upper-case letter, a lower-case letter and a digit. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('password_required'),
  v.minLength(8, 'password_too_short'),
  v.maxLength(MAX_PASSWORD_LENGTH, 'password_too_long'),
  v.check((p) => /\p{Lu}/u.test(p), 'password_needs_upper'),
  v.check((p) => /\p{Ll}/u.test(p), 'password_needs_lower'),
  v.check((p) => /\p{Nd}/u.test(p), 'password_needs_digit'),
);

/** A password as typed at sign-in (or to confirm a change): any text the policy may once have allowed, bounded. */
export const GivenPasswordSchema = v.pipe(v.string(), v.nonEmpty('password_required'), v.maxLength(MAX_PASSWORD_LENGTH, 'password_too_long'));

/** A token from an e-mailed link or a cookie: base64url, bounded. */
const TokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,200}$/, 'token_invalid'));

const samePasswords = (b: { password: string; password_confirmation: string }) => b.password === b.password_confirmation;
/** Path parameters of every membership call. */
const ParamsSchema = v.object({ code: HotelCodeSchema });

/** A member's profile (spec 1 §3 member profile fields, those kept so far). */
export const MemberProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  first_name_kana: v.nullable(v.string()),
  last_name_kana: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** The language the member's e-mails are written in. */
  locale: LocaleSchema,
  /** Spec 1 §3: promotion e-mail opt-in. */
  promotion_email: v.boolean(),
});
/** A member's profile. */
export type MemberProfile = v.InferOutput<typeof MemberProfileSchema>;

/** What sign-in and a token refresh answer; the refresh token is in the cookie only. */
export const MemberSessionSchema = v.object({
  /** Send as `Authorization: Bearer <access_token>`; keep in memory only. */
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  /** Seconds the access token lasts; refresh with `tokens` before, or on a 401 with code 1400. */
  expires_in: v.number(),
  expires_at: v.string(),
  user: MemberProfileSchema,
});

/** Body of sign-up: the account, the names in English letters or the locale's script (checked by the server), terms accepted. */
export const SignUpBodySchema = v.pipe(
  v.object({
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: v.string(),
    first_name: NameSchema,
    last_name: NameSchema,
    first_name_kana: v.optional(KanaNameSchema),
    last_name_kana: v.optional(KanaNameSchema),
    phone: v.optional(PhoneSchema),
    /** The widget's locale: the names' script rule and the e-mails' language. */
    locale: LocaleSchema,
    /** Spec 1 §5: terms must be accepted. */
    terms_accepted: v.literal(true, 'terms_required'),
    promotion_email: v.optional(v.boolean(), false),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePasswords, 'password_mismatch'), ['password_confirmation']),
);

/** An e-mail address alone (resend confirmation, forgot password). */
const EmailBodySchema = v.object({ email: EmailSchema });

/** Spec 2 §7.7 sign_up: provisional until the e-mailed link is clicked. Answers the same for an address that has an account. */
export const signUpMember = defineCall({
  name: 'signUpMember',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/sign_up',
  summary: 'Sign up as a member of the hotel’s brand; a confirmation link is e-mailed',
  session: true,
  params: ParamsSchema,
  body: SignUpBodySchema,
  answer: dataOf(v.object({ email: v.string() })),
  status: 201,
});

/**
 * Spec 2 §7.7 confirm: the link of the sign-up e-mail (the widget's /member-confirmation passes
 * its token), or with `email_update=true` (spec 1 §2) the link of an e-mail change, sent to the
 * new address: the account takes that address (answered as `email`).
 */
export const confirmMember = defineCall({
  name: 'confirmMember',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/memberships/confirm',
  summary: 'Confirm a sign-up with the e-mailed confirmation token',
  session: true,
  params: ParamsSchema,
  query: v.object({ confirmation_token: TokenSchema, email_update: v.optional(v.picklist(['true', 'false'], 'email_update_invalid')) }),
  answer: dataOf(v.object({ email: v.string() })),
  status: 200,
});

/** Spec 2 §7.7 resend_confirmation: a new confirmation link, e-mailed only when the address has an unconfirmed account. */
export const resendMemberConfirmation = defineCall({
  name: 'resendMemberConfirmation',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/resend_confirmation',
  summary: 'E-mail the sign-up confirmation link again',
  session: true,
  params: ParamsSchema,
  body: EmailBodySchema,
  answer: dataOf(v.object({ email: v.string() })),
  status: 200,
});

/** Spec 2 §7.7 sign_in: e-mail and password. Every refusal but a throttle is the same 422 (reason sign_in_failed). */
export const signInMember = defineCall({
  name: 'signInMember',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/sign_in',
  summary: 'Sign in with e-mail and password; sets the refresh cookie',
  session: true,
  params: ParamsSchema,
  body: v.object({ email: EmailSchema, password: GivenPasswordSchema, grant_type: v.optional(v.literal('password', 'grant_type_invalid')) }),
  answer: dataOf(MemberSessionSchema),
  status: 200,
});

/** Spec 2 §7.7 tokens: a new access token for the refresh cookie (or `token`), which is rotated. */
export const refreshMemberTokens = defineCall({
  name: 'refreshMemberTokens',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/tokens',
  summary: 'Exchange the refresh token (cookie or body) for a new access token and a new refresh token',
  session: true,
  params: ParamsSchema,
  body: v.object({ token: v.optional(TokenSchema) }),
  answer: dataOf(MemberSessionSchema),
  status: 200,
});

/** Spec 2 §7.7 sign_out: ends the session server-side and clears the cookie. */
export const signOutMember = defineCall({
  name: 'signOutMember',
  method: 'DELETE',
  service: 'api',
  path: '/hotels/:code/memberships/sign_out',
  summary: 'Sign out: revoke the session of the refresh cookie and of the access token',
  session: true,
  member: 'optional',
  params: ParamsSchema,
  answer: dataOf(v.object({ signed_out: v.literal(true) })),
  status: 200,
});

/** Spec 2 §7.7 start_reset_password_process: the reset link is e-mailed only when the address has an account. */
export const startMemberPasswordReset = defineCall({
  name: 'startMemberPasswordReset',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/start_reset_password_process',
  summary: 'E-mail a password reset link',
  session: true,
  params: ParamsSchema,
  body: EmailBodySchema,
  answer: dataOf(v.object({ email: v.string() })),
  status: 200,
});

/** The reset: the e-mailed token (the widget's /change-password?reset_password_token=) and the new password. */
export const resetMemberPassword = defineCall({
  name: 'resetMemberPassword',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/memberships/reset_password',
  summary: 'Set a new password with the e-mailed reset token; ends every session of the member',
  session: true,
  params: ParamsSchema,
  body: v.pipe(
    v.object({ reset_password_token: TokenSchema, password: PasswordSchema, password_confirmation: v.string() }),
    v.forward(v.partialCheck([['password'], ['password_confirmation']], samePasswords, 'password_mismatch'), ['password_confirmation']),
  ),
  answer: dataOf(v.object({ email: v.string() })),
  status: 200,
});

/** A rank of a member programme (spec 1 §3 User.rank_id, Point.rank); a higher level is a higher rank. */
export const ProgramRankSchema = v.object({ id: v.string(), code: v.string(), name: v.string(), level: v.number() });

/** Spec 1 §3 Program additional_tiers_attributes: a companion the programme's members may bring, named in the caller's language. */
export const ProgramCompanionSchema = v.object({
  code: v.picklist(COMPANION_CODES),
  is_active: v.boolean(),
  name: v.string(),
  /** What the companion pays, in percent of an adult's (adult_companion) or a kids tier A child's price. */
  rate_percent: v.number(),
});

/** A member programme: its ranks, lowest first, and its companions. */
export const MemberProgramSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  /** The programme a member is in until they switch. */
  is_default: v.boolean(),
  ranks: v.array(ProgramRankSchema),
  additional_tiers_attributes: v.array(ProgramCompanionSchema),
});
/** A member programme. */
export type MemberProgram = v.InferOutput<typeof MemberProgramSchema>;

/**
 * The signed-in member's account (spec 1 §3 User): the profile, and their membership: the current
 * programme and their rank in it (until they switch, the brand's default programme at its lowest
 * rank; null where the brand has none), and the brand's programmes for guests not signed in.
 */
export const MemberAccountSchema = v.object({
  ...MemberProfileSchema.entries,
  program_id: v.nullable(v.string()),
  rank_id: v.nullable(v.string()),
  non_signed_in_program_ids: v.array(v.string()),
  program: v.nullable(MemberProgramSchema),
  rank: v.nullable(ProgramRankSchema),
  /** False for a member made by an OpenID sign-in until they set a password: their account forms ask no current password. */
  has_password: v.boolean(),
});
/** The signed-in member's account. */
export type MemberAccount = v.InferOutput<typeof MemberAccountSchema>;

/** Spec 2 §7.7 show: the signed-in member's profile and membership (Authorization header). */
export const showMember = defineCall({
  name: 'showMember',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/memberships/show',
  summary: 'The signed-in member’s profile, programme and rank',
  session: true,
  member: 'required',
  params: ParamsSchema,
  answer: dataOf(MemberAccountSchema),
  status: 200,
});

/**
 * Spec 2 §7.7 switch: make another programme of the brand the member's current one (member rates,
 * companions and labels follow it). A programme the member was in before keeps their rank; a new
 * one starts at its lowest rank. 422 `program_not_available` for a programme members cannot join.
 */
export const switchMemberProgram = defineCall({
  name: 'switchMemberProgram',
  method: 'POST',
  service: 'api',
  path: '/hotels/:code/memberships/switch',
  summary: 'Switch the signed-in member’s programme',
  session: true,
  member: 'required',
  params: ParamsSchema,
  body: v.object({ program_id: v.pipe(v.string(), v.uuid('program_not_available')) }),
  answer: dataOf(MemberAccountSchema),
  status: 200,
});

/** Spec 2 §7.7 /hotel_brands/{id}/membership_programs: the programmes members of the brand may join (switch to). */
export const listMembershipPrograms = defineCall({
  name: 'listMembershipPrograms',
  method: 'GET',
  service: 'api',
  path: '/hotel_brands/:brand/membership_programs',
  summary: 'Membership programmes of a hotel brand, with their ranks and companions',
  session: true,
  params: v.object({ brand: BrandRefSchema }),
  answer: dataOf(v.array(MemberProgramSchema)),
  status: 200,
});

/** Body of a profile update: the fields given change (names checked against the x-locale's script). */
export const UpdateMemberBodySchema = v.object({
  first_name: v.optional(NameSchema),
  last_name: v.optional(NameSchema),
  first_name_kana: v.optional(v.nullable(KanaNameSchema)),
  last_name_kana: v.optional(v.nullable(KanaNameSchema)),
  phone: v.optional(v.nullable(PhoneSchema)),
  locale: v.optional(LocaleSchema),
  promotion_email: v.optional(v.boolean()),
});

/** Spec 2 §7.7 update: change the signed-in member's profile. */
export const updateMember = defineCall({
  name: 'updateMember',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/memberships/update',
  summary: 'Update the signed-in member’s profile',
  session: true,
  member: 'required',
  params: ParamsSchema,
  body: UpdateMemberBodySchema,
  answer: dataOf(MemberProfileSchema),
  status: 200,
});

/**
 * Spec 2 §7.7 update_password: the current password and the new one; the member's other sessions
 * end. A member without a password (`has_password: false`) sets a first one: no current password,
 * a sign-in within 10 minutes instead (else 403 recent_sign_in_required).
 */
export const updateMemberPassword = defineCall({
  name: 'updateMemberPassword',
  method: 'PUT',
  service: 'api',
  path: '/hotels/:code/memberships/update_password',
  summary: 'Change the signed-in member’s password',
  session: true,
  member: 'required',
  params: ParamsSchema,
  body: v.pipe(
    v.object({ current_password: v.optional(GivenPasswordSchema), password: PasswordSchema, password_confirmation: v.string() }),
    v.forward(v.partialCheck([['password'], ['password_confirmation']], samePasswords, 'password_mismatch'), ['password_confirmation']),
  ),
  answer: dataOf(MemberProfileSchema),
  status: 200,
});

/** Every membership call. */
export const MEMBERSHIP_CALLS = [
  signUpMember,
  confirmMember,
  resendMemberConfirmation,
  signInMember,
  refreshMemberTokens,
  signOutMember,
  startMemberPasswordReset,
  resetMemberPassword,
  showMember,
  updateMember,
  updateMemberPassword,
  switchMemberProgram,
  listMembershipPrograms,
] as const;
