import type { MessageDescriptor } from '@lingui/core';
import { ERROR_REASONS } from '../../shared/errors.ts';
import { MEMBER_ERROR_REASONS } from '../../shared/member-error-codes.ts';
import { type DomainError, INVALID_INPUT, type Refusal } from '../domain/errors.ts';
import { CODE_MESSAGES } from './code-messages.ts';
import { ANSWER_REASONS } from '../use-cases/answer-messages.ts';
import { CHANGE_FIELD_REASONS, EXTRAS_REASONS, ROOM_CANCEL_REASONS, UPDATE_REASONS } from '../use-cases/update-messages.ts';
import { issuesToFields } from './envelope.ts';
import { ApiFailure, type FailureReason } from './failure.ts';
import { FIELD_FALLBACK, FIELD_MESSAGES, REASONS, TITLES } from './messages.ts';

/**
 * How a refusal is answered: its status, its title, and the sentence of its one `details.base`
 * entry (the title when not given; none when null).
 */
type Answer = { status: ApiFailure['status']; title: MessageDescriptor; detail?: ((error: DomainError) => MessageDescriptor) | null };

/** The sentence of the reason itself (why it cannot be cancelled, why there is no receipt). */
const reasonSentence = (error: DomainError) => REASONS[error.reason as keyof typeof REASONS];

/** Every reason a use-case or the domain refuses with. */
const ANSWERS: Record<string, Answer> = {
  [INVALID_INPUT]: { status: 422, title: TITLES.invalidInput, detail: null },
  outside_reservable_period: { status: 422, title: TITLES.outsideReservablePeriod, detail: null },
  [ERROR_REASONS.reservationNotFound]: { status: 404, title: TITLES.reservationNotFound },
  [ERROR_REASONS.cancelOnCheckinDay]: { status: 422, title: TITLES.cannotCancel, detail: reasonSentence },
  [ERROR_REASONS.alreadyCancelled]: { status: 422, title: TITLES.cannotCancel, detail: reasonSentence },
  [ERROR_REASONS.stayPast]: { status: 422, title: TITLES.cannotCancel, detail: reasonSentence },
  [ERROR_REASONS.feeChanged]: { status: 409, title: TITLES.feeChanged },
  // spec 1 §4: receipts from check-out, for bookings paid online; the reason says which rule
  receipt_paid_at_hotel: { status: 422, title: TITLES.receiptUnavailable, detail: reasonSentence },
  receipt_not_paid: { status: 422, title: TITLES.receiptUnavailable, detail: reasonSentence },
  receipt_before_checkout: { status: 422, title: TITLES.receiptUnavailable, detail: reasonSentence },
  [ERROR_REASONS.planNotFound]: { status: 409, title: TITLES.planUnavailable },
  [ERROR_REASONS.memberRateSignInRequired]: { status: 403, title: TITLES.memberRateSignInRequired },
  [ERROR_REASONS.memberRateNotForMember]: { status: 403, title: TITLES.memberRateNotForMember },
  [ERROR_REASONS.idempotencyKeyReused]: { status: 422, title: TITLES.idempotencyKeyReused },
  in_progress: { status: 409, title: TITLES.busy },
  room_full: { status: 409, title: TITLES.roomFull },
  [ERROR_REASONS.priceChanged]: {
    status: 409,
    title: TITLES.priceChanged,
    detail: ({ meta }) => (Number(meta?.total_price) > Number(meta?.displayed_total_price) ? REASONS.price_increased : REASONS.price_decreased),
  },
  [ERROR_REASONS.couponInvalid]: { status: 422, title: TITLES.couponInvalid },
  [ERROR_REASONS.couponNotYetValid]: { status: 422, title: TITLES.couponNotYetValid },
  [ERROR_REASONS.couponExpired]: { status: 422, title: TITLES.couponExpired },
  [ERROR_REASONS.couponAmountNotAllowed]: { status: 422, title: TITLES.couponAmountNotAllowed },
  [ERROR_REASONS.couponLimitReached]: { status: 422, title: TITLES.couponLimitReached },
  [ERROR_REASONS.couponNotApplicable]: { status: 422, title: TITLES.couponNotApplicable },
  [ERROR_REASONS.extraNotFound]: { status: 422, title: TITLES.extraNotFound },
  [ERROR_REASONS.extraNotSold]: { status: 422, title: TITLES.extraNotSold },
  [ERROR_REASONS.extraDateNotAllowed]: { status: 422, title: TITLES.extraDateNotAllowed },
  [ERROR_REASONS.extraDateInvalid]: { status: 422, title: TITLES.extraDateInvalid },
  [ERROR_REASONS.extraDeadlinePassed]: { status: 422, title: TITLES.extraDeadlinePassed },
  [ERROR_REASONS.extraQuantityInvalid]: { status: 422, title: TITLES.extraQuantityInvalid },
  [ERROR_REASONS.extraStockShort]: { status: 409, title: TITLES.extraStockShort },
  [ERROR_REASONS.extraTotalChanged]: { status: 409, title: TITLES.extraTotalChanged },
  [ERROR_REASONS.paymentNotPending]: { status: 422, title: TITLES.invalidInput, detail: (error) => REASONS[error.reason as keyof typeof REASONS] },
  [ERROR_REASONS.onSiteNotAllowed]: { status: 422, title: TITLES.invalidInput, detail: (error) => REASONS[error.reason as keyof typeof REASONS] },
  payment_in_progress: { status: 409, title: TITLES.busy },
  // spec 1 §4, §6: a change the update setting forbids, and one drafted against a reservation changed meanwhile
  update_refused: {
    status: 422,
    title: TITLES.cannotUpdate,
    detail: (error) => UPDATE_REASONS[error.meta?.update_reason as keyof typeof UPDATE_REASONS] ?? TITLES.cannotUpdate,
  },
  reservation_changed: { status: 409, title: TITLES.busy },
  extras_change_refused: {
    status: 422,
    title: TITLES.cannotUpdate,
    detail: (error) => EXTRAS_REASONS[error.meta?.extras_reason as keyof typeof EXTRAS_REASONS] ?? TITLES.cannotUpdate,
  },
  room_not_found: { status: 404, title: TITLES.notFound },
  room_cancellation_not_offered: { status: 422, title: TITLES.cannotCancel, detail: () => ROOM_CANCEL_REASONS.not_offered },
  cancel_locked: { status: 422, title: TITLES.cannotCancel, detail: () => UPDATE_REASONS.locked_by_hotel },
  [ERROR_REASONS.paymentMaintenance]: { status: 409, title: TITLES.paymentMaintenance, detail: (error) => REASONS[error.reason as keyof typeof REASONS] },
  // saved cards (spec 2 §7.7 credit_cards): another member's card is not found, never shown; a gateway
  // that does not answer is a 409 (a 503 would open the widget's maintenance page)
  saved_card_not_found: { status: 404, title: TITLES.savedCardNotFound },
  saved_card_unusable: { status: 422, title: TITLES.savedCardUnusable },
  payment_unavailable: { status: 409, title: TITLES.paymentProviderUnavailable },
  // spec 1 §6: the booking is a member's and another (or nobody) is signed in, or a guest's and a member is
  [MEMBER_ERROR_REASONS.memberSignInRequired]: { status: 403, title: TITLES.memberSignInRequired },
  [MEMBER_ERROR_REASONS.memberSignOutRequired]: { status: 403, title: TITLES.memberSignOutRequired },
  // a member without a password proves the account is theirs by a sign-in within 10 minutes
  [MEMBER_ERROR_REASONS.recentSignInRequired]: { status: 403, title: TITLES.recentSignInRequired },
  // membership (spec 2 §7.7, §8): every sign-in refusal is one answer, whatever the account
  sign_in_failed: { status: 422, title: TITLES.signInFailed },
  confirmation_token_invalid: { status: 422, title: CODE_MESSAGES['1401']! },
  already_confirmed: { status: 409, title: CODE_MESSAGES['1402']! },
  reset_token_invalid: { status: 422, title: CODE_MESSAGES['3780']! },
  email_change_token_invalid: { status: 422, title: CODE_MESSAGES['3780']! },
  password_reused: { status: 422, title: CODE_MESSAGES['1302']! },
  // spec 2 §8.1: a 401 logs the widget out locally, with "session expired" for 1400, "already signed out" otherwise
  member_session_expired: { status: 401, title: CODE_MESSAGES['1400']! },
  refresh_token_invalid: { status: 401, title: CODE_MESSAGES['3401']! },
  refresh_token_reused: { status: 401, title: CODE_MESSAGES['3401']! },
  member_session_revoked: { status: 401, title: CODE_MESSAGES['3401']! },
  member_brand_mismatch: { status: 401, title: CODE_MESSAGES['3402']! },
  // one-time access tokens (use-cases/member-one-time-tokens.ts): 3403 spent, 3401 otherwise
  one_time_token_used: { status: 401, title: CODE_MESSAGES['3403']! },
  one_time_token_invalid: { status: 401, title: CODE_MESSAGES['3401']! },
  // spec 1 §5: the hotel switched members' sign-in or sign-up off
  member_sign_in_unavailable: { status: 403, title: TITLES.memberSignInUnavailable },
  member_sign_up_unavailable: { status: 403, title: TITLES.memberSignUpUnavailable },
  // sign-in with an OpenID provider (routes/member-openid.ts): one answer for every failed check
  open_id_sign_in_failed: { status: 422, title: TITLES.openIdSignInFailed },
  open_id_pending: { status: 409, title: TITLES.openIdPending },
  open_id_cancelled: { status: 422, title: TITLES.openIdCancelled },
  open_id_account_exists: { status: 422, title: TITLES.openIdAccountExists },
  open_id_email_missing: { status: 422, title: TITLES.openIdEmailMissing },
  open_id_provider_unknown: { status: 404, title: TITLES.notFound },
  // 502, not 503: the widget takes a 503 for our maintenance and opens its page (spec 2 §8.1)
  open_id_provider_unavailable: { status: 502, title: TITLES.openIdProviderUnavailable },
};

/** The sentence of a refused field, by its key: a rule's reason, an answer's, or a refusal's title (extras). */
const FIELD_SENTENCES: Record<string, MessageDescriptor> = {
  [ERROR_REASONS.tooManyRooms]: FIELD_MESSAGES.too_many_rooms ?? FIELD_FALLBACK,
  ...Object.fromEntries(Object.entries(ANSWERS).map(([reason, answer]) => [reason, answer.title])),
  ...REASONS,
  ...ANSWER_REASONS,
  ...CHANGE_FIELD_REASONS,
};

const sentence = (refusal: Refusal): FailureReason => ({
  code: refusal.code,
  message: FIELD_SENTENCES[refusal.code] ?? FIELD_FALLBACK,
  ...(refusal.values ? { values: refusal.values } : {}),
});

/**
 * The one place a domain refusal becomes an HTTP failure: status, title and sentences by reason.
 * Null for a reason nobody answers yet (a defect: the caller answers 500).
 */
export function domainFailure(error: DomainError): ApiFailure | null {
  const answer = ANSWERS[error.reason];
  if (!answer) return null;
  const fields = issuesToFields(error.issues);
  for (const [field, refusals] of Object.entries(error.fields)) fields[field] = [...(fields[field] ?? []), ...refusals.map(sentence)];
  const detail = answer.detail === null ? null : (answer.detail?.(error) ?? answer.title);
  const base = detail ? [{ code: error.reason, message: detail, ...(error.values ? { values: error.values } : {}) }] : [];
  return new ApiFailure(answer.status, error.code, answer.title, base, fields, error.values, error.meta);
}
