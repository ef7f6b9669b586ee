import { expect, test } from './test.ts';
import { frameHeightGap, widget } from './support.ts';

/** Sums the layout shifts the page has seen (the CLS the host's own metrics would count). */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('the floating button moves nothing on the host page until the guest opens it, then opens and closes a dialog', async ({ page }) => {
  await page.goto('/button.html');
  const button = page.locator('.yado-ldr-button');
  await expect(button).toBeVisible();
  expect(await page.locator('iframe').count()).toBe(0);
  expect(await layoutShift(page)).toBe(0);

  await button.click();
  const dialog = page.getByRole('dialog', { name: await button.innerText() });
  await expect(dialog).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the inline widget grows to its content instead of scrolling inside the host page', async ({ page }) => {
  await page.goto('/');
  const frame = widget(page);
  await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect.poll(() => frameHeightGap(page)).toBeLessThan(2);
});
