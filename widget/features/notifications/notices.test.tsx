// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Notification } from '../../../shared/api/notifications.ts';
import { configureApiClient } from '../../lib/api-client.ts';
import { $startup } from '../../lib/context.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { click, envelope, json, mockFetch, mount, settle } from '../../testing/render.tsx';
import { Notices } from './notices.tsx';
import { $dismissedNotices, $notices, NOTICES_WAIT_MS } from './notifications-store.ts';

function notice(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    scope: 'hotel',
    title: 'The hot spring is closed 14–16 December',
    body_html: '<p>Closed for <strong>maintenance</strong>. <a href="https://example.com/" target="_blank" rel="noopener noreferrer">Public bath</a></p>',
    severity: 'warning',
    display_start_date: '2026-12-01',
    display_end_date: '2026-12-31',
    hotel_plan_codes: [],
    labels: ['all_users'],
    ...overrides,
  };
}
const SHUTTLE = notice({ id: 'n-2', scope: 'brand', title: 'Winter shuttle timetable', body_html: '<p>Every 40 minutes.</p>', severity: 'info' });

let unmount = () => {};
async function render(ui: ReactNode) {
  const view = await mount(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  unmount = view.unmount;
  await settle();
  return view.container;
}
const titles = (root: Element) => Array.from(root.querySelectorAll('h3')).map((h) => h.textContent);

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  $notices.set({ status: 'idle' });
  $dismissedNotices.set([]);
  sessionStorage.clear();
  $startup.set({ hotelCode: 'sakura-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('notices', () => {
  it('asks for the notices of the check-in date and the plans chosen, and shows them in a labelled region', async () => {
    const { requests } = mockFetch(() => json(200, { data: [notice(), SHUTTLE] }));
    const container = await render(<Notices checkin="2026-12-15" planCodes={['early-bird', 'breakfast']} />);
    expect(requests[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/notifications');
    expect(requests[0]!.url.searchParams.get('checkin_date')).toBe('2026-12-15');
    expect(requests[0]!.url.searchParams.get('hotel_plan_codes')).toBe('breakfast,early-bird');
    const region = container.querySelector('section')!;
    expect(container.querySelector(`#${CSS.escape(region.getAttribute('aria-labelledby')!)}`)!.textContent).toBe('Notices from the hotel');
    expect(titles(container)).toEqual(['Important: The hot spring is closed 14–16 December', 'Winter shuttle timetable']);
    // the server's sanitized HTML is rendered as HTML
    expect(container.querySelector('.notice-body strong')!.textContent).toBe('maintenance');
    expect(container.querySelector('.notice-body a')!.getAttribute('target')).toBe('_blank');
  });

  it('isolates each notice’s title and body, so a notice in English keeps its punctuation in an Arabic page', async () => {
    mockFetch(() => json(200, { data: [notice()] }));
    const container = await render(<Notices checkin="2026-12-15" />);
    expect(container.querySelector('.notice-title bdi')!.textContent).toBe('The hot spring is closed 14–16 December');
    expect(container.querySelector('.notice-body')!.getAttribute('dir')).toBe('auto');
  });

  it('keeps the stay’s notices on screen while those of the chosen plans load, so nothing moves', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch((request) =>
      request.url.searchParams.has('hotel_plan_codes')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : json(200, { data: [SHUTTLE] }),
    );
    const first = await render(<Notices checkin="2026-12-15" />);
    expect(titles(first)).toEqual(['Winter shuttle timetable']);
    unmount();
    const next = await render(<Notices checkin="2026-12-15" planCodes={['breakfast']} />);
    expect($notices.get().status).toBe('loading');
    expect(titles(next)).toEqual(['Winter shuttle timetable']);
    answer(json(200, { data: [notice(), SHUTTLE] }));
    await settle();
    expect(titles(next)).toEqual(['Important: The hot spring is closed 14–16 December', 'Winter shuttle timetable']);
  });

  it('asks without plans when none are chosen', async () => {
    const { requests } = mockFetch(() => json(200, { data: [] }));
    const container = await render(<Notices checkin="2026-12-15" />);
    expect(requests[0]!.url.searchParams.has('hotel_plan_codes')).toBe(false);
    expect(container.querySelector('section')).toBeNull();
  });

  it('hides a notice for the rest of the session, moving focus to the next one', async () => {
    mockFetch(() => json(200, { data: [notice(), SHUTTLE] }));
    const container = await render(<Notices checkin="2026-12-15" />);
    const [first, second] = Array.from(container.querySelectorAll('button'));
    expect(first!.getAttribute('aria-label')).toBe('Hide the notice: The hot spring is closed 14–16 December');
    await click(first!);
    await settle();
    expect(titles(container)).toEqual(['Winter shuttle timetable']);
    expect(document.activeElement).toBe(second);
    unmount();
    // a new page of the same session: still hidden
    $dismissedNotices.set([]);
    $notices.set({ status: 'idle' });
    const again = await render(<Notices checkin="2026-12-15" />);
    expect(titles(again)).toEqual(['Winter shuttle timetable']);
  });

  it('shows nothing when the notices cannot be loaded', async () => {
    mockFetch(() => json(500, envelope(500, '3203', 'Processing error')));
    const container = await render(<Notices checkin="2026-12-15" />);
    expect(container.textContent).toBe('');
    expect($notices.get().status).toBe('error');
  });

  it('marks the notices as on their way until they arrive, so the results below can wait for them', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const container = await render(<Notices checkin="2026-12-15" />);
    expect(container.querySelector('.notices-pending')).not.toBeNull();
    answer(json(200, { data: [SHUTTLE] }));
    await settle();
    expect(container.querySelector('.notices-pending')).toBeNull();
    expect(titles(container)).toEqual(['Winter shuttle timetable']);
  });

  it('gives up waiting for notices that do not come, and shows none', async () => {
    const deadline = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    mockFetch((request) => new Promise<Response>((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal!.reason))));
    const container = await render(<Notices checkin="2026-12-15" />);
    expect(timeout).toHaveBeenCalledWith(NOTICES_WAIT_MS);
    expect(container.querySelector('.notices-pending')).not.toBeNull();
    deadline.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await settle();
    expect(container.querySelector('.notices-pending')).toBeNull();
    expect(container.textContent).toBe('');
    timeout.mockRestore();
  });
});
