import { atom } from 'nanostores';
import {
  confirmPaymentLinkPayment,
  getPaymentLink,
  type PaymentLinkPage,
  type PaymentLinkSession,
  startPaymentLinkPayment,
} from '../../../shared/api/payment-links.ts';
import { callApi } from '../../lib/api-client.ts';
import { randomId } from '../../lib/ids.ts';

/**
 * A payment link's page (spec 1 §4 Payment link): the link as last read, the card step of the
 * attempt under way, and whether the page must be reloaded before the guest pays.
 */

/** Spec 1 §4: the page asks for a reload an hour after it was shown. */
export const RELOAD_AFTER_MS = 60 * 60 * 1000;

/** The link as shown: loading, read (with the time it was shown), or the call failed. */
export type LinkState =
  | { status: 'loading' }
  | { status: 'ready'; page: PaymentLinkPage; shownAt: number }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

/** Where the guest is in paying: choosing to pay, typing the card (the gateway's fields), the bank's check, or waiting for our server. */
export type CardStep =
  | { step: 'idle' }
  | { step: 'opening' }
  | { step: 'fields'; session: PaymentLinkSession }
  | { step: 'confirming'; session: PaymentLinkSession }
  | { step: 'challenge'; session: PaymentLinkSession; url: string }
  | { step: 'error'; error: unknown };

export const $link = atom<LinkState>({ status: 'loading' });
export const $cardStep = atom<CardStep>({ step: 'idle' });
/** Spec 1 §4: set when the page is an hour old or the amount changed since it was shown. */
export const $reloadAsked = atom(false);

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && [404, 422].includes((error as { status?: number }).status ?? 0);
}

/**
 * Reads the link and shows it. `paymentId`: the attempt the guest just made (back from the card
 * fields or 3-D Secure), which the server checks with the gateway before saying paid.
 */
export async function loadPaymentLink(paymentNumber: string, paymentId?: string): Promise<void> {
  try {
    const { data } = await callApi(getPaymentLink, { params: { payment_number: paymentNumber }, query: { payment_id: paymentId } });
    $link.set({ status: 'ready', page: data, shownAt: Date.now() });
    $reloadAsked.set(false);
  } catch (error) {
    $link.set(isMissing(error) ? { status: 'missing' } : { status: 'error', error });
  }
}

/** Spec 1 §4: whether a page shown at `shownAt` with `shown` must be reloaded, given the link as it is now (`latest`). */
export function needsReload(shown: PaymentLinkPage, shownAt: number, now: number, latest: PaymentLinkPage | null): boolean {
  if (now - shownAt >= RELOAD_AFTER_MS) return true;
  return latest !== null && (latest.amount !== shown.amount || latest.currency !== shown.currency || latest.amount_changed_at !== shown.amount_changed_at);
}

/**
 * Checks the open page against the link as it is now: asks for a reload when the hour is up or
 * the amount changed; shows a new state (paid at the desk, cancelled) at once.
 */
export async function checkPaymentLink(): Promise<void> {
  const current = $link.get();
  if (current.status !== 'ready') return;
  let latest: PaymentLinkPage | null = null;
  try {
    latest = (await callApi(getPaymentLink, { params: { payment_number: current.page.payment_number }, query: {} })).data;
  } catch {
    // offline for a moment: the hour still counts
  }
  if (needsReload(current.page, current.shownAt, Date.now(), latest)) $reloadAsked.set(true);
  else if (latest && latest.state !== current.page.state && $cardStep.get().step === 'idle') $link.set({ ...current, page: latest });
}

/** Opens the gateway's card fields for one attempt at paying the link. */
export async function startPaying(paymentNumber: string): Promise<void> {
  $cardStep.set({ step: 'opening' });
  try {
    const { data } = await callApi(startPaymentLinkPayment, { params: { payment_number: paymentNumber }, body: { idempotency_key: randomId() } });
    $cardStep.set({ step: 'fields', session: data });
  } catch (error) {
    $cardStep.set({ step: 'error', error });
  }
}

/** Pays with the single-use token the gateway's fields gave: done, failed, or the bank's check to show. */
export async function payWithToken(paymentNumber: string, token: string): Promise<void> {
  const step = $cardStep.get();
  if (step.step !== 'fields') return;
  $cardStep.set({ step: 'confirming', session: step.session });
  try {
    const { data } = await callApi(confirmPaymentLinkPayment, {
      params: { payment_number: paymentNumber, payment_id: step.session.payment_id },
      body: { token, idempotency_key: randomId() },
    });
    if (data.challenge_url) return $cardStep.set({ step: 'challenge', session: step.session, url: data.challenge_url });
    $link.set({ status: 'ready', page: data.page, shownAt: Date.now() });
    $cardStep.set({ step: 'idle' });
  } catch (error) {
    $cardStep.set({ step: 'error', error });
  }
}

/** The bank's check ended (the framed challenge said so): the server asks the gateway how. */
export async function finishChallenge(paymentNumber: string): Promise<void> {
  const step = $cardStep.get();
  if (step.step !== 'challenge') return;
  $cardStep.set({ step: 'confirming', session: step.session });
  await loadPaymentLink(paymentNumber, step.session.payment_id);
  $cardStep.set({ step: 'idle' });
}

/** Leaves the card step (another card, or not now). */
export function stopPaying(): void {
  $cardStep.set({ step: 'idle' });
}
