import { atom } from 'nanostores';

/** A band of the widget's page, in CSS pixels from its top. */
export type VisiblePart = { top: number; height: number };

/**
 * Inline mode: the part of the iframe inside the host page's viewport, as the loader reports it
 * (`viewport` messages, loader/inline.ts). Null elsewhere (the floating panel, a page of its
 * own), where the widget's own window is what the guest sees.
 */
export const $hostViewport = atom<VisiblePart | null>(null);

/** Asks the host page to bring a part of the iframe into view (set at start-up when embedded inline). */
let scrollHost: ((part: VisiblePart) => void) | null = null;

/** Connects the viewport to the host page: `scroll` sends the loader its `scrollTo`. */
export function configureViewport(scroll: (part: VisiblePart) => void): void {
  scrollHost = scroll;
}

/** The part of the widget's page the guest can see now. */
export function visiblePart(): VisiblePart {
  return $hostViewport.get() ?? { top: window.scrollY, height: window.innerHeight };
}

/** Asks the host page to bring a part of the iframe into view; false when the widget is not inline under a loader. */
export function scrollHostTo(part: VisiblePart): boolean {
  if (!$hostViewport.get() || !scrollHost) return false;
  scrollHost(part);
  return true;
}
