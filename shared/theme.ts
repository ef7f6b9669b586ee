import { foregroundOn, isHexColour, NON_TEXT_RATIO, readableSurface, TEXT_RATIO } from './contrast.ts';

/** The light backgrounds of the widget (styles.css --page, --surface, --danger-bg). */
const PAGE_BACKGROUNDS = ['#ffffff', '#f5f7f8'];
const RING_BACKGROUNDS = [...PAGE_BACKGROUNDS, '#fdecea'];

/**
 * The hotel's colours (settings button_colour, header_colour) as CSS custom properties, each
 * paired so it stays readable whatever the hotel picked (WCAG 2.2 AA):
 * --brand/--on-brand (buttons, 4.5:1), --link (links and outlined controls on the page,
 * 4.5:1), --focus (focus rings, 3:1), --header-bg/--on-header (4.5:1). Anything but a plain
 * hex colour is ignored (no CSS injection) and the stylesheet's defaults stay.
 */
export function themeVariables(colours: { button_colour: string; header_colour: string } | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (colours && isHexColour(colours.button_colour)) {
    const button = readableSurface(colours.button_colour);
    vars['--brand'] = button.background;
    vars['--on-brand'] = button.text;
    vars['--link'] = foregroundOn(colours.button_colour, PAGE_BACKGROUNDS, TEXT_RATIO);
    vars['--focus'] = foregroundOn(colours.button_colour, RING_BACKGROUNDS, NON_TEXT_RATIO);
  }
  if (colours && isHexColour(colours.header_colour)) {
    const header = readableSurface(colours.header_colour);
    vars['--header-bg'] = header.background;
    vars['--on-header'] = header.text;
  }
  return vars;
}
