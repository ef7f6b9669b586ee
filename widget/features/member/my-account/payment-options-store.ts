import { atom } from 'nanostores';
import type * as v from 'valibot';
import { deleteSavedCard, listSavedCards, type SavedCardSchema } from '../../../../shared/api/saved-cards.ts';
import { callApi } from '../../../lib/api-client.ts';

/** A saved card as the account lists it. */
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

/** The member's saved cards (spec 2 §7.7 credit_cards): loading, listed, or why not. */
export type SavedCardsState = { status: 'loading' } | { status: 'ready'; cards: SavedCard[] } | { status: 'error'; error: unknown };

/** A deletion under way: asked to confirm, sent, refused; `deleted` says which card went last (read out). */
export type CardDeletion =
  | { status: 'idle'; deleted: SavedCard | null }
  | { status: 'confirm'; card: SavedCard }
  | { status: 'deleting'; card: SavedCard }
  | { status: 'error'; card: SavedCard; error: unknown };

export const $savedCards = atom<SavedCardsState>({ status: 'loading' });
export const $cardDeletion = atom<CardDeletion>({ status: 'idle', deleted: null });

/** Reads the signed-in member's saved cards. */
export async function loadSavedCards(hotelCode: string): Promise<void> {
  $savedCards.set({ status: 'loading' });
  $cardDeletion.set({ status: 'idle', deleted: null });
  try {
    const { data } = await callApi(listSavedCards, { params: { code: hotelCode } });
    $savedCards.set({ status: 'ready', cards: data });
  } catch (error) {
    $savedCards.set({ status: 'error', error });
  }
}

/** Asks the member to confirm deleting a card. */
export function askToDeleteCard(card: SavedCard): void {
  $cardDeletion.set({ status: 'confirm', card });
}

/** The member kept the card. */
export function keepCard(): void {
  $cardDeletion.set({ status: 'idle', deleted: null });
}

/** Deletes the card being confirmed (at the gateway too), and takes it off the list. */
export async function deleteCard(hotelCode: string): Promise<void> {
  const deletion = $cardDeletion.get();
  if (deletion.status !== 'confirm' && deletion.status !== 'error') return;
  const { card } = deletion;
  $cardDeletion.set({ status: 'deleting', card });
  try {
    await callApi(deleteSavedCard, { params: { code: hotelCode, id: card.id } });
    const listed = $savedCards.get();
    if (listed.status === 'ready') $savedCards.set({ status: 'ready', cards: listed.cards.filter((c) => c.id !== card.id) });
    $cardDeletion.set({ status: 'idle', deleted: card });
  } catch (error) {
    $cardDeletion.set({ status: 'error', card, error });
  }
}
