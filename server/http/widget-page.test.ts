import { describe, expect, it } from 'vitest';
import { jsonForScript, pageLocale, pageWithData } from './widget-page.ts';

const HOSTILE = '</script><script>alert(1)</script><!-- \u2028\u2029 & > "quoted"';

describe('the page data block of the widget page', () => {
  it('never closes its script element or opens a comment, whatever the hotel wrote, and reads back the same', () => {
    const json = jsonForScript({ hotel_name: HOSTILE });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ hotel_name: HOSTILE });
  });

  it('goes into the head, before the page’s scripts, as a data block', () => {
    const html = '<html><head><script type="module" src="/widget/assets/first.js"></script>\n  </head><body></body></html>';
    const page = pageWithData(html, { code: 'x', locale: 'en', settings: { hotel_name: HOSTILE } as never, messages: {}, theme: {} });
    const blocks = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(blocks.map((block) => block[0].slice(0, block[0].indexOf('>') + 1))).toEqual([
      '<script type="module" src="/widget/assets/first.js">',
      '<script type="application/json" id="yado-page-data">',
    ]);
    expect(JSON.parse(blocks[1]![1]!).settings.hotel_name).toBe(HOSTILE);
  });

  it('is in the locale the widget starts in: the query’s, else the browser’s', () => {
    expect(pageLocale('ko', 'ja-JP,ja;q=0.9')).toBe('ko');
    expect(pageLocale(undefined, 'ja-JP,ja;q=0.9')).toBe('ja');
    expect(pageLocale('xx', 'zh-TW')).toBe('zh_Hant');
    expect(pageLocale(undefined, undefined)).toBe('en');
  });
});
