/**
 * WCAG 2.2 contrast for the hotel's arbitrary theme colours (settings button_colour and
 * header_colour): text on them, and link and focus colours drawn from them onto the page.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

/** Whether a value is a plain #rgb or #rrggbb colour (anything else is never put into CSS). */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function rgb(hex: string): Rgb {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function hex(channels: Rgb): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour moved towards black or white by `amount` (0 … 1). */
function mix(colour: string, towards: 'black' | 'white', amount: number): string {
  const target = towards === 'black' ? 0 : 255;
  return hex(rgb(colour).map((c) => c + (target - c) * amount) as Rgb);
}

/** The colour, darkened or lightened in small steps until it has `ratio` against every background. */
function until(colour: string, towards: 'black' | 'white', ratio: number, backgrounds: readonly string[]): string {
  for (let step = 0; step <= 50; step++) {
    const candidate = mix(colour, towards, step / 50);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return towards === 'black' ? '#000000' : '#ffffff';
}

/** Text colours we choose between: white and the near-black of our body text. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';

/** WCAG 1.4.3: normal text needs 4.5:1. */
export const TEXT_RATIO = 4.5;
/** WCAG 1.4.11 and 2.4.13: focus indicators and control boundaries need 3:1. */
export const NON_TEXT_RATIO = 3;

/**
 * A surface in the hotel's colour with readable text on it: white or near-black, whichever
 * reaches 4.5:1 (at most one can). When neither does (mid-tones), the surface is darkened
 * under white text or lightened under dark text, whichever changes it less.
 */
export function readableSurface(colour: string): { background: string; text: string } {
  if (contrastRatio(colour, DARK_TEXT) >= TEXT_RATIO) return { background: colour, text: DARK_TEXT };
  if (contrastRatio(colour, LIGHT_TEXT) >= TEXT_RATIO) return { background: colour, text: LIGHT_TEXT };
  const darker = until(colour, 'black', TEXT_RATIO, [LIGHT_TEXT]);
  const lighter = until(colour, 'white', TEXT_RATIO, [DARK_TEXT]);
  const distance = (other: string) => Math.abs(luminance(other) - luminance(colour));
  return distance(darker) <= distance(lighter) ? { background: darker, text: LIGHT_TEXT } : { background: lighter, text: DARK_TEXT };
}

/**
 * The hotel's colour as a foreground on the page's light backgrounds: darkened until it
 * reaches `ratio` against each (4.5:1 for link text, 3:1 for focus rings and boundaries).
 */
export function foregroundOn(colour: string, backgrounds: readonly string[], ratio: number): string {
  return until(colour, 'black', ratio, backgrounds);
}
