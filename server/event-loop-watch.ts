/** How long the event loop may be held before the server says so. */
export const EVENT_LOOP_HELD_MS = 1000;
const TICK_MS = 250;

/**
 * Logs when something held the server's event loop (a long synchronous step: the embedded
 * database's own work runs on it): no request is read, answered or timed meanwhile, so a stall
 * that no request's time shows is seen here. Returns the function that stops watching.
 */
export function watchEventLoop(heldMs = EVENT_LOOP_HELD_MS, log: (line: string) => void = console.warn): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const held = now - last - TICK_MS;
    if (held > heldMs) log(`event loop held for ${Math.round(held)} ms: no request was served meanwhile`);
    last = now;
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
