import { scrollHostTo, visiblePart } from './viewport.ts';

/**
 * Brings an element into the guest's view: a new step's content, the results after a search, the
 * first invalid field, a date picker that opened below the fold. Inline, the iframe is as tall as
 * its content and only the host page can scroll it, so the loader is asked to; elsewhere the
 * widget's own window scrolls. Nothing moves when it is already in view (inline, the loader
 * checks that against the host's viewport of the moment).
 * `start`: the element's top with most of a screen below it (a step or the results, which go on
 * below), rather than the element alone, centred when it fits.
 */
export function bringIntoView(element: Element | null | undefined, { start = false }: { start?: boolean } = {}): void {
  if (!element) return;
  const box = element.getBoundingClientRect();
  const seen = visiblePart();
  const part = { top: box.top + window.scrollY, height: start ? Math.max(box.height, (seen.height || box.height) * SCREEN_BELOW) : box.height };
  // inline, the loader decides with the host page's viewport as it is now: what the widget last
  // heard can be a scroll behind (the one it asked for a moment ago), and a part it thinks in
  // view may not be
  if (scrollHostTo(part)) return;
  if (part.top >= seen.top && part.top + part.height <= seen.top + seen.height) return;
  // a new step jumps (the page below it may still be changing, which a smooth scroll would miss);
  // a part of the same page glides there, unless the guest prefers less motion
  const reduced = start || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: start || box.height >= window.innerHeight ? 'start' : 'center', behavior: reduced ? 'auto' : 'smooth' });
}

/** How much of a screen below an element's top `start` asks to see. */
const SCREEN_BELOW = 0.8;
