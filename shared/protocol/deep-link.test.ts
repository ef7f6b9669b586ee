import { describe, expect, it } from 'vitest';
import { deepLinkTarget, safeWidgetPath } from './deep-link.ts';

describe('safeWidgetPath', () => {
  it.each([
    '/',
    '/search',
    '/booking/result?checkin=2026-12-20&checkout=2026-12-22&adults=2',
    '/reservation/confirmation/AB12CD34?bypass_token=xyz',
    '/reservation/confirmation/AB12CD34?code=demo-kyoto&bypass_token=xyz',
    // the query is the widget's own: a URL or dots inside it move no path
    '/booking/result?back=https://hotel.example/a/../b',
    '/facilities?name=%E6%B8%A9%E6%B3%89',
  ])('keeps the widget path %s with its query', (path) => {
    expect(safeWidgetPath(path)).toBe(path);
  });

  it.each([
    ['a parent segment', '/../demo/mailbox'],
    ['a parent segment at the end', '/search/..'],
    ['a current segment', '/./search'],
    ['an encoded parent segment', '/%2e%2e/demo/mailbox'],
    ['an encoded parent segment and slash in capitals', '/%2E%2E%2Fdemo/mailbox'],
    ['a half-encoded parent segment', '/.%2e/demo/mailbox'],
    ['a double-encoded parent segment', '/%252e%252e/demo/mailbox'],
    ['an encoded slash', '/..%2Fdemo'],
    ['an encoded slash making a second one', '/%2F%2Fevil.example'],
    ['a double-encoded slash', '/search%252Fx'],
    ['a backslash', '/\\evil.example'],
    ['an encoded backslash', '/%5C%5Cevil.example'],
    ['two leading slashes', '//evil.example'],
    ['a double slash inside', '/search//x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['no leading slash', 'search'],
    ['a tab', '/\t/evil.example'],
    ['an encoded newline', '/search%0A'],
    ['a broken escape', '/search%zz'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_what, path) => {
    expect(safeWidgetPath(path)).toBeNull();
  });
});

describe('deepLinkTarget', () => {
  const loader = 'code=demo-kyoto&parentUrl=https%3A%2F%2Fhotel.example';

  it('is null without a deep link', () => {
    expect(deepLinkTarget(`?${loader}`)).toBeNull();
  });

  it('opens the encoded path with its own query, then the loader’s parameters', () => {
    const link = encodeURIComponent('/reservation/confirmation/AB12CD34?bypass_token=xyz');
    expect(deepLinkTarget(`?open_widget=${link}&${loader}`)).toEqual({
      target: `/reservation/confirmation/AB12CD34?bypass_token=xyz&${loader}`,
      refused: false,
    });
  });

  it('keeps the dates of a link written without encoding, whose & split its query off', () => {
    const { target } = deepLinkTarget(`?open_widget=/booking/result?checkin=2026-12-01&checkout=2026-12-03&adults=2&${loader}`)!;
    const url = new URL(target, 'https://widget.example');
    expect(url.pathname).toBe('/booking/result');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      adults: '2',
      code: 'demo-kyoto',
      parentUrl: 'https://hotel.example',
    });
  });

  it('lets the page’s hotel code win over the link’s, and the link’s language over the page’s', () => {
    const link = encodeURIComponent('/reservation/confirmation/AB12CD34?code=other-hotel&bypass_token=xyz&locale=ar');
    const url = new URL(deepLinkTarget(`?open_widget=${link}&code=demo-kyoto&locale=ja`)!.target, 'https://widget.example');
    expect(url.searchParams.getAll('code')).toEqual(['demo-kyoto']);
    expect(url.searchParams.getAll('locale')).toEqual(['ar']);
    expect(url.searchParams.get('bypass_token')).toBe('xyz');
  });

  it.each(['/../demo/mailbox', '/%2e%2e/demo', '//evil.example/x', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses %s and opens the widget at its start, with the loader’s parameters',
    (path) => {
      expect(deepLinkTarget(`?open_widget=${encodeURIComponent(path)}&${loader}`)).toEqual({ target: `/?${loader}`, refused: true });
    },
  );

  it('opens the start for an empty link', () => {
    expect(deepLinkTarget(`?open_widget=&${loader}`)).toEqual({ target: `/?${loader}`, refused: false });
  });
});
