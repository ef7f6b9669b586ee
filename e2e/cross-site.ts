import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

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
