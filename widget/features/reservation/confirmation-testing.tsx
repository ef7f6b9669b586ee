import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { $justBooked } from '../../lib/just-booked.ts';
import { $settings } from '../../lib/settings.ts';
import { settingsFixture } from '../../testing/fixtures.ts';
import { mockFetch, mount, type Recorded, settle } from '../../testing/render.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';
import { $reservation } from './reservation-store.ts';
import { $askedQuestions } from './asked-questions.ts';

let unmount = () => {};

/**
 * The reservation page of YD7K2M9Q opened with its bypass token (`tok-1`), the server answering
 * with `answer`; `Page` is the feature's page, or the app's composed one.
 */
export async function renderConfirmation(answer: (request: Recorded) => Response, Page: ComponentType<{ params: { number: string } }> = ConfirmationPage) {
  const http = mockFetch(answer);
  const location = memoryLocation({ path: '/reservation/confirmation/YD7K2M9Q?bypass_token=tok-1' });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/reservation/confirmation/:number">{(params) => <Page params={params} />}</Route>
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle();
  const dialog = () => view.container.querySelector('[role="dialog"]');
  return { ...view, ...http, dialog, text: () => view.container.textContent ?? '' };
}

/** A fresh reservation page before each test (English, the demo hotel, no reservation read), unmounted after. */
export function useConfirmationPage(): void {
  beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
  beforeEach(() => {
    $reservation.set({ status: 'idle' });
    $askedQuestions.set({});
    $justBooked.set(null);
    $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
    $settings.set({ status: 'ready', data: settingsFixture() });
    configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
  });
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });
}

/** Unmounts the page shown, to show another in the same test. */
export function unmountConfirmation(): void {
  unmount();
  $reservation.set({ status: 'idle' });
}
