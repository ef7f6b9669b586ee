import { expect, test, type FrameLocator, type Page } from './test.ts';
import { LOCALES } from '../shared/constants.ts';
import { widgetUrl } from './standalone.ts';
import { widget } from './support.ts';

const DIR = 'test-results/screenshots';
const PHONE = { width: 360, height: 740 };

/**
 * Opens the date picker and measures its month grid: the grid's own overflow, and the weekday
 * headers' text boxes side by side (each must stay inside its column, none may touch the next).
 */
async function measureCalendar(frame: FrameLocator | Page) {
  await frame.locator('button.drp-trigger').click();
  const grid = frame.locator('.drp-grid').first();
  await expect(grid).toBeVisible();
  return grid.evaluate((table) => {
    const dialog = table.closest<HTMLElement>('.drp-dialog')!;
    const headers = Array.from(table.querySelectorAll('th')).map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const text = range.getBoundingClientRect();
      const cell = th.getBoundingClientRect();
      return { name: th.textContent, left: text.left, right: text.right, cellLeft: cell.left, cellRight: cell.right };
    });
    const sorted = [...headers].sort((a, b) => a.left - b.left);
    const overlaps = sorted
      .slice(1)
      .filter((header, i) => header.left < sorted[i]!.right + 2)
      .map((header) => header.name);
    const outside = headers.filter((h) => h.left < h.cellLeft - 0.5 || h.right > h.cellRight + 0.5).map((h) => h.name);
    return {
      grid: { scrollWidth: table.scrollWidth, clientWidth: table.clientWidth },
      dialog: { scrollWidth: dialog.scrollWidth, clientWidth: dialog.clientWidth },
      page: { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth },
      overlaps,
      outside,
    };
  });
}

function expectCalendarFits(measured: Awaited<ReturnType<typeof measureCalendar>>) {
  expect(measured.grid.scrollWidth).toBeLessThanOrEqual(measured.grid.clientWidth);
  expect(measured.dialog.scrollWidth).toBeLessThanOrEqual(measured.dialog.clientWidth);
  expect(measured.page.scrollWidth).toBeLessThanOrEqual(measured.page.innerWidth);
  expect(measured.overlaps, 'weekday names running into each other').toEqual([]);
  expect(measured.outside, 'weekday names wider than their column').toEqual([]);
}

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar', viewport: PHONE });

  test('gets the widget in Arabic on a first visit, and a calendar that fits a 360 px phone', async ({ page }) => {
    await page.goto('/');
    const frame = widget(page);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('button.drp-trigger')).toBeVisible();
    expectCalendarFits(await measureCalendar(frame));
    await page.screenshot({ path: `${DIR}/ar-phone-calendar.png` });
  });
});

for (const locale of LOCALES.filter((l) => l !== 'ar')) {
  test(`the calendar fits a 360 px phone in ${locale}, weekday names apart`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(widgetUrl('/', locale));
    expectCalendarFits(await measureCalendar(page));
  });
}
