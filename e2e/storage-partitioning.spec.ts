import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test.ts';

/**
 * Which storage a cross-site frame gets in each project: the payment specs' second project must
 * run Chromium as real Chrome does, with third-party storage partitioned. A probe page on
 * 127.0.0.1 (the gateway's site) writes localStorage at top level; the same page framed by a
 * page on localhost (the widget's site) then reads and writes its own.
 */

let server: Server;
let port = 0;
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const body = request.url === '/parent' ? `<iframe src="http://127.0.0.1:${port}/probe"></iframe>` : 'probe';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>probe</title>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the framed probe finds in localStorage, or the error it gets, after writing its own value. */
type FramedRead = { seen: string | null; error: string | null };

test('a cross-site frame gets storage partitioned from its own site at top level only in the partitioned project', async ({ page }, testInfo) => {
  const partitioned = testInfo.project.metadata.storagePartitioning === true;
  await page.goto(`http://127.0.0.1:${port}/probe`);
  await page.evaluate(() => localStorage.setItem('probe', 'top-level'));

  await page.goto(`http://localhost:${port}/parent`);
  const frame = page.frames().find((f) => f.url() === `http://127.0.0.1:${port}/probe`);
  expect(frame, 'the probe framed under localhost').toBeTruthy();
  const framed: FramedRead = await frame!.evaluate(() => {
    try {
      const seen = localStorage.getItem('probe');
      localStorage.setItem('probe', 'framed');
      return { seen, error: null };
    } catch (error) {
      return { seen: null, error: (error as Error).name };
    }
  });

  await page.goto(`http://127.0.0.1:${port}/probe`);
  const topLevel = await page.evaluate(() => localStorage.getItem('probe'));
  if (partitioned) {
    // as in Chrome 115+: the frame has storage of its own, and neither side sees the other's value
    expect(framed).toEqual({ seen: null, error: null });
    expect(topLevel).toBe('top-level');
  } else {
    // Playwright's default: third-party storage is blocked outright, not partitioned
    expect(framed).toEqual({ seen: null, error: 'SecurityError' });
    expect(topLevel).toBe('top-level');
  }
});

test('the browser of the partitioned project was started without Playwright’s switch that turns partitioning off', async ({ page }, testInfo) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const disabled = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!);
  expect(disabled, 'one --disable-features switch: Playwright’s own, or ours in its place').toHaveLength(1);
  expect(disabled[0]!.split(',').includes('ThirdPartyStoragePartitioning')).toBe(testInfo.project.metadata.storagePartitioning !== true);
});
