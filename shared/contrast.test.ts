import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, foregroundOn, isHexColour, LIGHT_TEXT, luminance, readableSurface } from './contrast.ts';
import { themeVariables } from './theme.ts';

const WHITE_PAGE = ['#ffffff', '#f5f7f8'];

/** The theme a hotel button colour gives, as the widget would paint it. */
function themeFor(button: string, header = '#ffffff') {
  return themeVariables({ button_colour: button, header_colour: header });
}

describe('WCAG contrast', () => {
  it('measures luminance and ratios as WCAG defines them', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('accepts only plain hex colours', () => {
    expect(isHexColour('#1f4e5f')).toBe(true);
    expect(isHexColour('#fff')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#fff;background:url(x)')).toBe(false);
  });
});

describe('text on a hotel colour', () => {
  it('puts dark text on a yellow button, and keeps the yellow', () => {
    expect(readableSurface('#ffd400')).toEqual({ background: '#ffd400', text: DARK_TEXT });
  });

  it('puts dark text on a white button', () => {
    expect(readableSurface('#ffffff')).toEqual({ background: '#ffffff', text: DARK_TEXT });
  });

  it('puts white text on a dark red button', () => {
    expect(readableSurface('#8b0000')).toEqual({ background: '#8b0000', text: LIGHT_TEXT });
  });

  it('darkens a mid-grey button just enough for white text, since neither text colour reads on it', () => {
    expect(contrastRatio('#777777', LIGHT_TEXT)).toBeLessThan(4.5);
    expect(contrastRatio('#777777', DARK_TEXT)).toBeLessThan(4.5);
    const { background, text } = readableSurface('#777777');
    expect(text).toBe(LIGHT_TEXT);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    expect(luminance(background)).toBeGreaterThan(luminance('#666666'));
  });

  it('gives every colour of the wheel at least 4.5:1', () => {
    for (let r = 0; r < 256; r += 51) {
      for (let g = 0; g < 256; g += 51) {
        for (let b = 0; b < 256; b += 51) {
          const colour = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          const { background, text } = readableSurface(colour);
          expect(contrastRatio(background, text), colour).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe('links and focus rings drawn from the hotel colour', () => {
  it('darkens a yellow brand into a link colour that reads on the page', () => {
    const link = foregroundOn('#ffd400', WHITE_PAGE, 4.5);
    expect(link).not.toBe('#ffd400');
    for (const page of WHITE_PAGE) expect(contrastRatio(link, page)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a dark red brand as it is', () => {
    expect(foregroundOn('#8b0000', WHITE_PAGE, 4.5)).toBe('#8b0000');
  });

  it('gives the theme readable links and visible focus rings for white, yellow, mid-grey and dark red buttons', () => {
    for (const button of ['#ffffff', '#ffd400', '#777777', '#8b0000']) {
      const vars = themeFor(button);
      expect(contrastRatio(vars['--brand']!, vars['--on-brand']!), button).toBeGreaterThanOrEqual(4.5);
      for (const page of WHITE_PAGE) {
        expect(contrastRatio(vars['--link']!, page), `${button} link`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(vars['--focus']!, page), `${button} focus`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('pairs the header colour with readable text', () => {
    const vars = themeFor('#1f4e5f', '#ffd400');
    expect(vars['--header-bg']).toBe('#ffd400');
    expect(vars['--on-header']).toBe(DARK_TEXT);
    expect(themeFor('#1f4e5f', '#0b2545')['--on-header']).toBe(LIGHT_TEXT);
  });

  it('ignores anything that is not a hex colour', () => {
    expect(themeVariables({ button_colour: 'red;} body{display:none', header_colour: 'url(x)' })).toEqual({});
  });
});
