import type { CallDeclaration } from './define.ts';
import { createClientSession } from './identity.ts';
import { getInitSettings } from './settings.ts';
import { getHotel } from './hotels.ts';
import { searchRooms } from './rooms.ts';
import { getPriceCalendar } from './availability.ts';
import { getCancellationPolicy, listCancellationPolicies } from './cancellation-policies.ts';
import { cancelReservation, cancelReservationRoom, createReservation, getReservation } from './reservations.ts';
import { getReservationExtras, updateReservationExtras } from './reservation-extras.ts';
import { getReservationGuests, updateReservationGuests } from './reservation-guests.ts';
import { getReservationQuestions, updateReservationAnswers } from './reservation-answers.ts';
import { getReceipt } from './receipts.ts';
import { getUpdateSettings, quoteReservationUpdate, updateReservation } from './reservation-updates.ts';
import { listBrandQuestions, listQuestions, uploadFileAttachment } from './questions.ts';
import { listExtras } from './extras.ts';
import { listNotifications } from './notifications.ts';
import { listBrandHotels } from './facilities.ts';
import { checkCoupon, checkPromoCode } from './coupons.ts';
import { confirmPaymentLinkPayment, getPaymentLink, getQrCode, startPaymentLinkPayment } from './payment-links.ts';
import { MEMBERSHIP_CALLS } from './memberships.ts';
import { listMemberReservations } from './member-reservations.ts';
import { MEMBER_ACCOUNT_CALLS } from './member-account.ts';
import { SAVED_CARD_CALLS } from './saved-cards.ts';
import { OPEN_ID_CALLS } from './member-openid.ts';
import { ONE_TIME_TOKEN_CALLS } from './member-one-time-tokens.ts';
import { confirmReservationPayment, openReservationPayment, payReservationAtHotel, syncReservationPayment } from './reservation-payments.ts';

/** Every call the server mounts and the OpenAPI document lists, in one place. */
export const ALL_CALLS: readonly CallDeclaration[] = [
  createClientSession,
  getInitSettings,
  getHotel,
  searchRooms,
  getPriceCalendar,
  listCancellationPolicies,
  getCancellationPolicy,
  createReservation,
  getReservation,
  cancelReservation,
  cancelReservationRoom,
  getReservationGuests,
  updateReservationGuests,
  getReservationExtras,
  updateReservationExtras,
  getReservationQuestions,
  updateReservationAnswers,
  getReceipt,
  getUpdateSettings,
  quoteReservationUpdate,
  updateReservation,
  openReservationPayment,
  confirmReservationPayment,
  syncReservationPayment,
  payReservationAtHotel,
  listQuestions,
  listBrandQuestions,
  uploadFileAttachment,
  listExtras,
  listNotifications,
  listBrandHotels,
  checkCoupon,
  checkPromoCode,
  getPaymentLink,
  startPaymentLinkPayment,
  confirmPaymentLinkPayment,
  getQrCode,
  ...MEMBERSHIP_CALLS,
  ...MEMBER_ACCOUNT_CALLS,
  ...SAVED_CARD_CALLS,
  listMemberReservations,
  ...OPEN_ID_CALLS,
  ...ONE_TIME_TOKEN_CALLS,
];
