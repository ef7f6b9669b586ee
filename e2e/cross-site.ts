import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Locator, type Page, test } from './test.ts';

/**
 * A hotel's page on another site than the widget server (127.0.0.1 against the widget's
 * localhost), as a hotel's own site is. Serves whatever page the test last gave, at every path;
 * started before the file's tests and stopped after them.
 */
export function crossSiteHost(): { serve: (html: string) => void; url: () => string } {
  let server: Server;
  let page = '';
  let url = '';
  test.beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { serve: (html) => (page = html), url: () => url };
}

/** A hotel's page at phone or desktop width: `body` is the page's own content with the loader's tag. */
export function hotelPage(body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hotel</title></head>
<body style="margin:0">
${body}
</body>
</html>`;
}

/**
 * Where an element of the widget is in the host page's viewport: its top and bottom in the host's
 * CSS pixels. Measure before touching the element: Playwright would scroll it into view itself.
 */
export async function inHostViewport(host: Page, element: Locator): Promise<{ top: number; bottom: number; viewport: number }> {
  const frame = await host.locator('iframe').evaluate((iframe) => iframe.getBoundingClientRect().top);
  const box = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
  const viewport = await host.evaluate(() => innerHeight);
  return { top: frame + box.top, bottom: frame + box.bottom, viewport };
}
