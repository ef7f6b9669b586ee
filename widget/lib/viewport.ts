/**
 * Brings an element the guest must see (an error summary, a field to fix) into view, in the
 * middle of the screen. The widget lives in an iframe the host page sizes to its content, so it
 * is the host page that scrolls; the loader may later take this over through the host bridge.
 */
export function bringIntoView(element: Element): void {
  element.scrollIntoView({ block: 'center' });
}
