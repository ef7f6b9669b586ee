/** The hotel's colours (settings button_colour, header_colour) as CSS custom properties. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on the colour. */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#1a1a1a' : '#ffffff';
}

/** Custom properties for the colours; anything but a plain hex colour is ignored (no CSS injection). */
export function themeVariables(colours: { button_colour: string; header_colour: string } | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (colours && HEX.test(colours.button_colour)) {
    vars['--brand'] = colours.button_colour;
    vars['--on-brand'] = readableOn(colours.button_colour);
  }
  if (colours && HEX.test(colours.header_colour)) {
    vars['--header-bg'] = colours.header_colour;
    vars['--on-header'] = readableOn(colours.header_colour);
  }
  return vars;
}
