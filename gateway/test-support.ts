import type { Hono } from 'hono';
import { brandOf } from './cards.ts';

/** Test helpers: what a guest does in the gateway's pages, done with requests. */

/** Types a card into a payment's hosted fields, as its page does; returns the token answer. */
export async function typeCard(
  gateway: Hono,
  publicUrl: string,
  paymentId: string,
  number: string,
  more: { expMonth?: string; expYear?: string; save?: boolean; holder?: string } = {},
) {
  const answer = await gateway.request(`/fields/${paymentId}/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(publicUrl).origin },
    body: JSON.stringify({
      number,
      exp_month: more.expMonth ?? '12',
      exp_year: more.expYear ?? '30',
      cvc: brandOf(number.replace(/\D/g, '')) === 'amex' ? '1234' : '123',
      ...(more.save ? { save: true } : {}),
      ...(more.holder ? { holder: more.holder } : {}),
    }),
  });
  return { status: answer.status, json: (await answer.json()) as { token?: string; card?: unknown; error?: { code: string } } };
}

/** Answers a payment's 3-D Secure challenge as the guest would press its button. */
export async function answerChallenge(gateway: Hono, paymentId: string, answer: 'complete' | 'fail' | 'cancel', mode?: 'redirect') {
  const form = new URLSearchParams({ answer, ...(mode ? { mode } : {}) });
  return gateway.request(`/challenge/${paymentId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
}
