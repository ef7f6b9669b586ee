// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { $startup } from '../lib/context.ts';
import { activateLocale } from '../lib/i18n.ts';
import { mount, settle } from '../testing/render.tsx';
import { AppRoutes } from './routes.tsx';

let unmount = () => {};

async function headingAt(path: string): Promise<string> {
  $startup.set({ hotelCode: 'demo-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  const location = memoryLocation({ path });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle(1);
  // some pages load on demand
  await vi.waitFor(() => expect(view.container.querySelector('h1')).not.toBeNull());
  return view.container.querySelector('h1')?.textContent ?? '';
}

beforeAll(() => activateLocale('en'));
afterEach(() => unmount());

describe('the widget routes', () => {
  it('show a page of the widget for a path inside it', async () => {
    expect(await headingAt('/503?code=demo-kyoto')).toBe('Booking is temporarily unavailable');
  });

  it.each(['/reservation/confirmation/%252e%252e', '/reservation/confirmation/..%2Fdemo', '/reservation/confirmation/AB12%ZZ'])(
    'say the link is broken for %s, which a route pattern could take but the deep-link rule refuses, with the way to the search',
    async (path) => {
      expect(await headingAt(path)).toBe('This link does not work');
      const search = document.querySelector<HTMLAnchorElement>('a.button-primary')!;
      expect(search.textContent).toBe('Search for rooms');
      expect(search.getAttribute('href')).toBe('/booking/result?code=demo-kyoto');
    },
  );

  it('answer "Page not found" with the way to the search for a path no route takes', async () => {
    expect(await headingAt('/booking/resutl')).toBe('Page not found');
    expect(document.querySelector('a.button-primary')!.getAttribute('href')).toBe('/booking/result?code=demo-kyoto');
  });
});
