/**
 * Runs `sweep` now and every `intervalMs` while the server runs; a failed sweep is logged
 * ("<what> failed; trying again later.") and tried again next time. Returns the function that stops it.
 */
export function startSweeper(what: string, sweep: () => Promise<unknown>, intervalMs: number): () => void {
  const run = () => sweep().catch((error: unknown) => console.error(`${what} failed; trying again later.`, error));
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
