/*
 * Nothing moves under the guest's finger. A browser moves focus on mousedown (for a tap, on the
 * mousedown that follows the touch), and sends the click to the element under both the press and
 * the release. A message shown when a field loses focus would push the button being tapped away
 * between the two, and the tap would be lost. So what a blur shows waits while a press is under
 * way, until its click has been handled.
 */

let pressing = false;
let waiting: Array<() => void> = [];

function release(): void {
  if (!pressing) return;
  // after the click the browser sends with this mouseup, in the same task
  setTimeout(() => {
    pressing = false;
    const run = waiting;
    waiting = [];
    for (const change of run) change();
  });
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'mousedown',
    () => {
      pressing = true;
    },
    true,
  );
  // a press that ends without a mouseup here (a drag, a context menu) ends at the next key at the latest
  for (const end of ['mouseup', 'keydown', 'dragend', 'contextmenu'] as const) document.addEventListener(end, release, true);
}

/** Runs a change of layout now, or once the press under way (mouse, touch or pen) has done its click. */
export function afterPress(change: () => void): void {
  if (pressing) waiting.push(change);
  else change();
}
