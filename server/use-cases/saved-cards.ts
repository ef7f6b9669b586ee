import type { CardBrand } from '../../shared/payments.ts';
import { ERROR_CODES } from '../../shared/errors.ts';
import type { AppDeps } from '../deps.ts';
import {
  deleteSavedCard,
  findGatewayCustomer,
  findSavedCard,
  forgetGatewayCustomer,
  insertSavedCard,
  keepGatewayCustomer,
  listSavedCards,
  type SavedCardRow,
} from '../db/repositories/saved-cards-repository.ts';
import { DomainError } from '../domain/errors.ts';
import { savedCardUsable } from '../domain/saved-cards.ts';
import type { GatewayPayment } from '../payments/port.ts';

/**
 * A member's saved cards (spec 2 §7.7 credit_cards, spec 1 §6): kept in the gateway's vault for
 * the member's customer there; we keep the reference and what is shown. Deleting detaches the
 * card at the gateway first, so a card gone from the list can pay nothing.
 */

/** A saved card as the member's account and the checkout show it. */
export type SavedCardView = { id: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number; holder: string | null };

/** Why a saved-card call is refused: the card is not the member's (or is gone). */
export const SAVED_CARD_NOT_FOUND = 'saved_card_not_found';
/** The saved card cannot pay this booking: a brand it does not take, or it expires before check-out. */
export const SAVED_CARD_UNUSABLE = 'saved_card_unusable';

const viewOf = (row: SavedCardRow): SavedCardView => ({
  id: row.id,
  brand: row.brand as CardBrand,
  last4: row.last4,
  exp_month: row.exp_month,
  exp_year: row.exp_year,
  holder: row.holder,
});

function gatewayOf(deps: AppDeps) {
  if (!deps.payments) throw new DomainError(ERROR_CODES.processing, 'payments_off');
  return deps.payments;
}

/** The member's saved cards, oldest first (none while online payment is off). */
export async function memberSavedCards(deps: AppDeps, memberId: string): Promise<SavedCardView[]> {
  if (!deps.payments) return [];
  return (await listSavedCards(deps.db, memberId, deps.payments.name)).map(viewOf);
}

/** The member's saved cards that may pay a booking (its brands, valid through its check-out date). */
export async function usableSavedCards(
  deps: AppDeps,
  memberId: string,
  booking: { acceptedBrands: readonly CardBrand[]; validThrough: string },
): Promise<SavedCardView[]> {
  return (await memberSavedCards(deps, memberId)).filter((card) => savedCardUsable(card, booking));
}

/** One of the member's saved cards by our id, usable for the booking; refused when not theirs or not usable. */
export async function savedCardForPayment(
  deps: AppDeps,
  memberId: string,
  id: string,
  booking: { acceptedBrands: readonly CardBrand[]; validThrough: string },
): Promise<SavedCardRow> {
  const card = await findSavedCard(deps.db, memberId, id);
  if (!card || card.gateway !== gatewayOf(deps).name) throw new DomainError(ERROR_CODES.invalid, SAVED_CARD_NOT_FOUND);
  if (!savedCardUsable(card, booking)) throw new DomainError(ERROR_CODES.invalid, SAVED_CARD_UNUSABLE);
  return card;
}

/** The member's customer at the gateway, made the first time a member pays by card signed in. */
export async function memberCustomer(deps: AppDeps, memberId: string): Promise<string> {
  const gateway = gatewayOf(deps);
  const known = await findGatewayCustomer(deps.db, memberId, gateway.name);
  if (known) return known;
  // one key per member: two first payments at once make one customer at the gateway
  const made = await gateway.createCustomer({ reference: `member:${memberId}`, idempotencyKey: `customer:${memberId}` });
  if (!made.ok) throw new DomainError(ERROR_CODES.processing, 'payment_unavailable');
  return keepGatewayCustomer(deps.db, { memberId, gateway: gateway.name, customerId: made.value.customerId, at: deps.now() });
}

/**
 * The gateway answered that it does not know the member's customer (a sandbox restarted, an
 * account closed at the gateway): the customer and the cards saved for it are forgotten, and a new
 * customer is made. Answers the new customer's id.
 */
export async function renewMemberCustomer(deps: AppDeps, memberId: string): Promise<string> {
  await forgetGatewayCustomer(deps.db, memberId, gatewayOf(deps).name);
  const gateway = gatewayOf(deps);
  const made = await gateway.createCustomer({ reference: `member:${memberId}`, idempotencyKey: `customer:${memberId}:${deps.now().getTime()}` });
  if (!made.ok) throw new DomainError(ERROR_CODES.processing, 'payment_unavailable');
  return keepGatewayCustomer(deps.db, { memberId, gateway: gateway.name, customerId: made.value.customerId, at: deps.now() });
}

/**
 * Records the card a member's payment saved at the gateway ("Save this card" ticked), from the
 * gateway's answer about the payment; a card recorded before (or paid with) is recorded once.
 */
export async function recordSavedCard(deps: AppDeps, memberId: string, payment: GatewayPayment | null): Promise<void> {
  if (!deps.payments || !payment?.paymentMethodId || !payment.card) return;
  await insertSavedCard(deps.db, {
    member_id: memberId,
    gateway: deps.payments.name,
    gateway_payment_method_id: payment.paymentMethodId,
    brand: payment.card.brand,
    last4: payment.card.last4,
    exp_month: payment.card.expMonth,
    exp_year: payment.card.expYear,
    holder: payment.card.holder,
    created_at: deps.now(),
  });
}

/** Deletes one of the member's saved cards: detached at the gateway, then forgotten; another member's is not found. */
export async function removeSavedCard(deps: AppDeps, memberId: string, id: string): Promise<void> {
  const gateway = gatewayOf(deps);
  const card = await findSavedCard(deps.db, memberId, id);
  if (!card) throw new DomainError(ERROR_CODES.invalid, SAVED_CARD_NOT_FOUND);
  const detached = await gateway.detachPaymentMethod({ paymentMethodId: card.gateway_payment_method_id, idempotencyKey: `detach:${card.id}` });
  // a card the gateway no longer has is gone already
  if (!detached.ok && detached.error.kind !== 'not_found') throw new DomainError(ERROR_CODES.processing, 'payment_unavailable');
  await deleteSavedCard(deps.db, card.id);
}

/**
 * Account deletion (spec 1 §4): every saved card of the member is detached at the gateway and
 * forgotten. A card the gateway could not detach now is kept (and logged) rather than forgotten
 * while it could still pay.
 */
export async function removeAllSavedCards(deps: AppDeps, memberId: string): Promise<void> {
  if (!deps.payments) return;
  for (const card of await listSavedCards(deps.db, memberId, deps.payments.name)) {
    await removeSavedCard(deps, memberId, card.id).catch((error: Error) => console.error(`saved card ${card.id} not detached: ${error.message}`));
  }
}
