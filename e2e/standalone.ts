import { expect, type Page } from './test.ts';
import { hotelDate, WORDS, type Words } from './support.ts';

/** The widget opened on its own (as the iframe's document), at a path, in a locale. */
export function widgetUrl(path: string, locale: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ code: 'demo-kyoto', locale, ...query });
  return `/widget${path}?${params}`;
}

/** Words for the locales the flow tests speak; Arabic uses its own catalog's words when present. */
export function wordsFor(locale: string): Words {
  return (WORDS as Record<string, Words>)[locale] ?? WORDS.en;
}

/** Opens results for a two-night stay 20 days ahead for two adults (two nights meet any minimum stay of the demo). */
export async function openResults(page: Page, locale: string) {
  await page.goto(widgetUrl('/booking/result', locale, { checkin: hotelDate(20), checkout: hotelDate(22), adults: '2' }));
  await expect(page.locator('.room-card').first()).toBeVisible();
}

/** From results: choose the first offer of the first room. */
export async function chooseFirstOffer(page: Page) {
  await page.locator('.room-card .offer button').first().click();
  await expect(page.locator('form input[type="email"]').first()).toBeVisible();
}

/** Fills the guest form by field type (works in every language) and continues. */
export async function fillGuest(page: Page) {
  const texts = page.locator('form input[type="text"]');
  await texts.nth(0).fill('Hanako');
  await texts.nth(1).fill('Yamada');
  const emails = page.locator('form input[type="email"]');
  await emails.nth(0).fill('a11y@example.com');
  await emails.nth(1).fill('a11y@example.com');
  await page.locator('form input[type="tel"]').fill('+819012345678');
  await page.locator('form button[type="submit"]').click();
}
