import { expect, test, type FrameLocator, type Page } from './test.ts';
import { oneNightStay, widget } from './support.ts';

/** Presses Tab until `target` has focus (inside the widget's iframe); fails after `max` presses. */
async function tabTo(page: Page, frame: FrameLocator, target: string, max = 120) {
  for (let i = 0; i < max; i += 1) {
    if (
      await frame
        .locator(target)
        .evaluate((el) => el === document.activeElement)
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a guest books with the keyboard alone, from the host page through the confirmation', async ({ page }) => {
  const { checkin, checkout } = oneNightStay(25);
  const open = `/booking/result?checkin=${checkin}&checkout=${checkout}&adults=2`;
  await page.goto(`/?open_widget=${encodeURIComponent(open)}`);
  const frame = widget(page);
  await expect(frame.locator('.room-card').first()).toBeVisible();
  await page.locator('body').focus();

  await tabTo(page, frame, '.room-card .offer button >> nth=0');
  await page.keyboard.press('Enter');

  await expect(frame.locator('form input[type="email"]').first()).toBeVisible();
  const texts = frame.locator('form input[type="text"]');
  await tabTo(page, frame, 'form input[type="text"] >> nth=0');
  await page.keyboard.type('Yamada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hanako');
  await tabTo(page, frame, 'form input[type="email"] >> nth=0');
  await page.keyboard.type('keys@example.com');
  await tabTo(page, frame, 'form input[type="email"] >> nth=1');
  await page.keyboard.type('keys@example.com');
  await tabTo(page, frame, 'form input[type="tel"]');
  await page.keyboard.type('0312345678');
  await page.keyboard.press('Enter');
  await expect(texts).toHaveCount(0);

  await tabTo(page, frame, '.book-action button');
  await page.keyboard.press('Enter');
  await expect(
    frame
      .locator('main')
      .getByText(/YD[A-Z0-9]{8}/)
      .first(),
  ).toBeVisible();
  await expect(frame.getByText('keys@example.com').first()).toBeVisible();
});

test('the floating panel opens, is used and closes with the keyboard, and focus comes back to the page', async ({ page }) => {
  await page.goto('/button.html');
  const button = page.locator('.yado-ldr-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const frame = widget(page);
  await expect(frame.locator('form.search-form')).toBeVisible();
  await tabTo(page, frame, 'form.search-form button[type="submit"]');
  await page.keyboard.press('Enter');
  await expect(frame.locator('.room-card').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});

test('the guests chooser opens, counts and closes with the keyboard, and focus comes back to the guests button', async ({ page }) => {
  const { checkin, checkout } = oneNightStay(25);
  await page.goto(`/?open_widget=${encodeURIComponent(`/booking/result?checkin=${checkin}&checkout=${checkout}&adults=2`)}`);
  const frame = widget(page);
  await expect(frame.locator('.room-card').first()).toBeVisible();
  const guests = frame.locator('#guests-button');
  await expect(guests).toHaveText('2 adults');
  await page.locator('body').focus();
  await tabTo(page, frame, '#guests-button');
  await page.keyboard.press('Enter');
  await expect(frame.locator('.guests-chooser')).toBeVisible();
  await expect(guests).toHaveAttribute('aria-expanded', 'true');
  // the adults' + is the chooser's second button: one more adult, the value announced
  const more = frame.getByRole('button', { name: 'Adults: one more' });
  await tabTo(page, frame, '#field-adults button >> nth=1');
  await page.keyboard.press('Enter');
  await expect(frame.locator('#field-adults output')).toHaveText(/^3\b/);
  await expect(more).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(frame.locator('.guests-chooser')).toBeHidden();
  await expect(guests).toBeFocused();
  await expect(guests).toHaveText('3 adults');
  // Done closes it too
  await page.keyboard.press('Enter');
  await tabTo(page, frame, '.guests-chooser-done');
  await page.keyboard.press('Enter');
  await expect(frame.locator('.guests-chooser')).toBeHidden();
  await expect(guests).toBeFocused();
});
