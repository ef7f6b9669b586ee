import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PaymentLinkPage } from '../../../shared/api/payment-links.ts';
import { mount, settle } from '../../testing/render.tsx';
import { PaymentLinkRoutes } from './payment-link-routes.tsx';

/** Test helpers of the payment link pages. */

/** A payment link number of the right shape. */
export const NUMBER = 'PLABCDEFGHJKMNPQRS';

/** A link's page as the server answers it: open, ¥12,000 at Sakura Kyoto, unless told otherwise. */
export function linkPage(more: Partial<PaymentLinkPage> = {}): PaymentLinkPage {
  return {
    payment_number: NUMBER,
    state: 'open',
    hotel: { code: 'demo-kyoto', name: 'Sakura Kyoto' },
    amount: 12000,
    currency: 'JPY',
    description: 'Dinner for two',
    expires_at: null,
    amount_changed_at: '2030-06-01T00:00:00.000Z',
    checked_at: '2030-06-01T00:00:00.000Z',
    failure_code: null,
    payments_unavailable: false,
    ...more,
  };
}

/** Mounts the payment link pages at `path` and lets them load. */
export async function mountLinkPages(path: string) {
  const location = memoryLocation({ path });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PaymentLinkRoutes />
      </Router>
    </I18nProvider>,
  );
  await settle(8);
  return { ...view, heading: () => view.container.querySelector('h1')?.textContent, text: () => view.container.textContent ?? '' };
}
