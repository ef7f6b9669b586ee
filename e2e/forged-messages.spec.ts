import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import { widget } from './support.ts';

const ATTACK = readFileSync(new URL('./fixtures/attack.html', import.meta.url), 'utf8');

test('a forged postMessage from another frame is ignored by the loader and the widget', async ({ page, context }) => {
  await context.route('http://attacker.test/**', (route) => route.fulfill({ contentType: 'text/html', body: ATTACK }));
  await page.goto('/button.html?open_widget=%2Fsearch');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(widget(page).getByRole('heading', { level: 1 })).toBeVisible();

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'http://attacker.test/attack.html';
    frame.id = 'attacker';
    document.body.append(frame);
  });
  const attacker = page.frameLocator('#attacker');
  await expect(attacker.locator('html[data-rounds]')).toBeAttached({ timeout: 10_000 });

  // the forged "close" did not close the panel and the forged GA4 event never reached the page
  await expect(dialog).toBeVisible();
  const forged = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  expect(forged).not.toContain('forged');
  await expect(widget(page).getByRole('heading', { level: 1 })).toBeVisible();
});
