import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type ComponentType, lazy } from 'react';
import { ProfilePage } from './profile-page.tsx';
import { ReservationsPage } from './reservations-page.tsx';

/** A sub-page of /my-account: its path under /my-account, its name in the navigation, its page. */
export type AccountSection = { path: string; label: MessageDescriptor; page: ComponentType };

/** Spec 1 §2 /my-account sub-pages, in the navigation's order; the first is the default. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { path: 'profile', label: msg`Profile`, page: ProfilePage },
  { path: 'reservations', label: msg`Reservations`, page: ReservationsPage },
  // the saved cards: a chunk of their own, loaded when the member opens them
  {
    path: 'payment-options',
    label: msg`Payment options`,
    page: lazy(() => import('./payment-options-page.tsx').then((m) => ({ default: m.PaymentOptionsPage }))),
  },
];

/** The section at a path under /my-account (`/my-account/reservations`), none for another. */
export function sectionAt(location: string): AccountSection | undefined {
  const match = /^\/my-account\/([\w-]+)$/.exec(location);
  return match ? ACCOUNT_SECTIONS.find((section) => section.path === match[1]) : undefined;
}
