import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogs } from '../i18n.ts';
import { notFound } from './not-found-page.ts';

const app = new Hono();
app.notFound(notFound);
const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';

beforeAll(() => loadServerCatalogs());

describe('an address nothing answers', () => {
  it('gives a browser a page that says the link does not work, with the way to the hotel’s search', async () => {
    // a standalone widget link whose slashes an e-mail program escaped
    const response = await app.request('/widget%2Freservation%2Fconfirmation%2FAB12?code=demo-kyoto', { headers: { accept: BROWSER } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<h1>This link does not work</h1>');
    expect(page).toContain('<a href="/widget/booking/result?code=demo-kyoto&amp;locale=en">Search for rooms</a>');
  });

  it('writes the page in the guest’s language, and names no search when the address names no hotel', async () => {
    const page = await (await app.request('/nothing', { headers: { accept: BROWSER, 'accept-language': 'ja-JP,ja;q=0.9' } })).text();
    expect(page).toContain('<html lang="ja"');
    expect(page).not.toContain('This link does not work');
    expect(page).not.toContain('<a ');
    const arabic = await (await app.request('/nothing?locale=ar&code=demo-kyoto', { headers: { accept: BROWSER } })).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain('locale=ar');
  });

  it('leaves a hotel code it cannot trust out of the link', async () => {
    const page = await (await app.request('/nothing?code=%22%3E%3Cscript%3E', { headers: { accept: BROWSER } })).text();
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<a ');
  });

  it('answers other clients with the plain 404', async () => {
    const response = await app.request('/nothing', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
