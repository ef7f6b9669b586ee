import { describe, expect, it } from 'vitest';
import { safeWidgetPath } from './deep-link.ts';

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
