import * as v from 'valibot';
import { CARD_BRANDS } from '../payments.ts';
import { dataOf, HotelCodeSchema } from './common.ts';
import { defineCall } from './define.ts';

/*
 * A member's saved cards (spec 2 §7.7 credit_cards, spec 1 §3 Credit card, §6 members manage
 * their saved cards). A card is saved at the gateway, in its vault, when the member ticks "Save
 * this card" in the hosted fields of a card payment they make signed in; we keep only the
 * gateway's reference and what is shown here, never the number or the security code.
 */

/** A saved card as the member sees it: enough to tell one from another, nothing to pay with. */
export const SavedCardSchema = v.object({
  /** Our id of the saved card: what deletes it and what a payment names to pay with it. */
  id: v.string(),
  brand: v.picklist(CARD_BRANDS),
  /** The card's last four digits. */
  last4: v.string(),
  /** 1-12. */
  exp_month: v.number(),
  /** Four digits. */
  exp_year: v.number(),
  /** The name typed on the card, or null. */
  holder: v.nullable(v.string()),
});

/** A saved card's id in a path or a body: a uuid (anything else is not found). */
export const SavedCardIdSchema = v.pipe(v.string(), v.uuid('saved_card_invalid'));

/** Spec 2 §7.7 GET credit_cards: the signed-in member's saved cards, oldest first. */
export const listSavedCards = defineCall({
  name: 'listSavedCards',
  method: 'GET',
  service: 'api',
  path: '/hotels/:code/memberships/credit_cards',
  summary: 'List the signed-in member’s saved cards (brand, last four digits, expiry, holder)',
  session: true,
  member: 'required',
  params: v.object({ code: HotelCodeSchema }),
  answer: dataOf(v.array(SavedCardSchema)),
  status: 200,
});

/**
 * Spec 2 §7.7 DELETE credit_cards/{id}: removes the card from the gateway's vault, then from the
 * list. Another member's card, or one already deleted, is 404.
 */
export const deleteSavedCard = defineCall({
  name: 'deleteSavedCard',
  method: 'DELETE',
  service: 'api',
  path: '/hotels/:code/memberships/credit_cards/:id',
  summary: 'Delete one of the signed-in member’s saved cards (at the gateway too)',
  session: true,
  member: 'required',
  params: v.object({ code: HotelCodeSchema, id: SavedCardIdSchema }),
  answer: dataOf(v.object({ deleted: v.literal(true) })),
  status: 200,
});

/** The saved-card calls. */
export const SAVED_CARD_CALLS = [listSavedCards, deleteSavedCard] as const;
