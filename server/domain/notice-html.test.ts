import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './notice-html.ts';

describe('notice HTML', () => {
  it('drops scripts with their content and every on* attribute', () => {
    const clean = sanitizeNoticeHtml(
      '<p onclick="steal()">Open <strong onmouseover="x()">daily</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(clean).toBe('<p>Open <strong>daily</strong></p>');
  });

  it('keeps links, opening them in a new tab without a handle on the widget', () => {
    expect(sanitizeNoticeHtml('<a href="https://example.com/spa" target="_self" style="color:red">Spa</a>')).toBe(
      '<a href="https://example.com/spa" target="_blank" rel="noopener noreferrer">Spa</a>',
    );
  });

  it('takes the address away from a javascript: link but keeps its words', () => {
    expect(sanitizeNoticeHtml('<a href="javascript:alert(1)">Click</a>')).toBe('<a target="_blank" rel="noopener noreferrer">Click</a>');
    expect(sanitizeNoticeHtml('<a href="//evil.example/">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps lists and line breaks but not layout, frames or forms', () => {
    expect(sanitizeNoticeHtml('<div><ul><li>One<br>two</li></ul><iframe src="https://x"></iframe><form><input></form></div>')).toBe(
      '<ul><li>One<br />two</li></ul>',
    );
  });
});
