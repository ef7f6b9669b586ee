import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from './test.ts';

/**
 * Records every request a browser context sends to our site (the widget and the booking server:
 * localhost in the e2e run, while the gateway and the hotels' pages are on 127.0.0.1): method,
 * URL, every header and the body, one JSON line each in E2E_SCAN_DIR/requests.ndjson, which the
 * card-number scan reads after the run (card-number-scan.ts). Returns a function that waits for
 * the lines still being written.
 */
export function recordRequests(context: BrowserContext): () => Promise<void> {
  const file = join(process.env.E2E_SCAN_DIR!, 'requests.ndjson');
  const pending = new Set<Promise<void>>();
  const record = async (request: Request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost') return;
    const headers = await request.allHeaders().catch(() => request.headers());
    const body = request.postDataBuffer()?.toString('utf8') ?? null;
    appendFileSync(file, `${JSON.stringify({ method: request.method(), url: request.url(), headers, body })}\n`);
  };
  context.on('request', (request) => {
    const done = record(request).finally(() => pending.delete(done));
    pending.add(done);
  });
  return async () => {
    await Promise.all(pending);
  };
}

/** A page in a context of its own (`browser.newContext`) that records its requests to our site. */
export async function newRecordedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  recordRequests(context);
  return context.newPage();
}

/** Playwright's `test` whose every page's context records its requests to our site (recordRequests). */
export const test = base.extend<{ recordedRequests: undefined }>({
  recordedRequests: [
    async ({ context }, use) => {
      const flush = recordRequests(context);
      await use(undefined);
      await flush();
    },
    { auto: true },
  ],
});
export { expect } from './test.ts';
