// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '../../shared/constants.ts';
import { $startup, type Startup } from '../lib/context.ts';
import { activateLocale } from '../lib/i18n.ts';
import { $pageTitle } from '../lib/page-title.ts';
import { $settings } from '../lib/settings.ts';
import { settingsFixture } from '../testing/fixtures.ts';
import { mount, settle } from '../testing/render.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { Layout } from './layout.tsx';

const STARTUP: Startup = { hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false };
let unmount = () => {};

async function renderAt(path: string, options: { startup?: Partial<Startup>; languages?: Locale[]; page?: preact.ComponentChildren } = {}) {
  $startup.set({ ...STARTUP, ...options.startup });
  $settings.set({ status: 'ready', data: { ...settingsFixture(), book_languages: options.languages ?? ['en', 'ja', 'ar'] } });
  const location = memoryLocation({ path });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Layout>{options.page ?? <h1>Page</h1>}</Layout>
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  await settle(1);
  return view.container;
}

beforeAll(() => activateLocale('en'));
beforeEach(() => $pageTitle.set(''));
afterEach(() => unmount());

describe('the language selector (spec 1 §2)', () => {
  it('lists only the facility’s booking languages, each in its own name and language', async () => {
    const container = await renderAt('/booking/result');
    const options = Array.from(container.querySelectorAll('header select option'));
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['日本語', 'ja'],
      ['العربية', 'ar'],
    ]);
    expect(container.querySelector('header select')!.closest('label')!.textContent).toContain('Language');
  });

  it('lists every language when the facility names none', async () => {
    const container = await renderAt('/booking/result', { languages: [] });
    expect(container.querySelectorAll('header select option')).toHaveLength(8);
  });

  it('is not on guest detail or payment', async () => {
    expect((await renderAt('/reservation/guest-detail')).querySelector('header select')).toBeNull();
    unmount();
    expect((await renderAt('/reservation/payment')).querySelector('header select')).toBeNull();
    unmount();
    expect((await renderAt('/search')).querySelector('header select')).not.toBeNull();
  });

  it('is not in the chatbot iframe', async () => {
    const container = await renderAt('/booking/result', { startup: { chatbot: true } });
    expect(container.querySelector('header select')).toBeNull();
  });
});

describe('the layout', () => {
  it('leads past the header’s controls with a skip link to the main content', async () => {
    const container = await renderAt('/booking/result');
    const skip = container.querySelector<HTMLAnchorElement>('a.skip-link')!;
    expect(container.firstElementChild!.firstElementChild).toBe(skip);
    expect(skip.textContent).toBe('Skip to main content');
    skip.click();
    expect(document.activeElement).toBe(container.querySelector('main#main'));
  });

  it('has no skip link when the header has no controls', async () => {
    const container = await renderAt('/reservation/guest-detail');
    expect(container.querySelector('a.skip-link')).toBeNull();
  });

  it('titles the document with the page and the hotel', async () => {
    await renderAt('/booking/result', { page: <PageHeading>Find your room</PageHeading> });
    expect(document.title).toBe('Find your room – Hotel Sakura Kyoto');
  });

  it('has one header, main and footer', async () => {
    const container = await renderAt('/booking/result');
    expect(container.querySelectorAll('header')).toHaveLength(1);
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(container.querySelectorAll('footer')).toHaveLength(1);
  });
});
