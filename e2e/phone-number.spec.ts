import { expect, test } from './test.ts';
import { oneNightStay, searchStay, tapWhenSteady, widget, WORDS } from './support.ts';

const w = WORDS.en;
const BAD_PHONE = 'This does not look like a phone number. Please check the digits; for a number from another country, start with + and the country code.';

// a phone, tapped with a finger
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function guestDetails(page: import('@playwright/test').Page, days: number) {
  await page.goto('/');
  const frame = widget(page);
  const { checkin, checkout } = oneNightStay(days);
  await searchStay(frame, w, checkin, checkout);
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${w.plan}$`) }).click();
  await frame.getByLabel(w.firstName, { exact: true }).fill('Hanako');
  await frame.getByLabel(w.lastName, { exact: true }).fill('Yamada');
  await frame.getByLabel(w.email, { exact: true }).fill('hanako@example.com');
  await frame.getByLabel(w.emailAgain, { exact: true }).fill('hanako@example.com');
  return frame;
}

test('a tap on Continue straight from a wrong phone number lands on Continue and shows the summary, in view and focused', async ({ page }) => {
  const frame = await guestDetails(page, 12);
  const phone = frame.getByLabel(w.phone, { exact: true });
  await phone.fill('090-1234');
  // the phone keeps focus: the tap's own mousedown takes it away, and the message appears then
  await expect(phone).toBeFocused();
  await tapWhenSteady(frame.getByRole('button', { name: w.continue }));

  const summary = frame.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  const link = summary.getByRole('link', { name: `Phone number: ${BAD_PHONE}` });
  await expect(link).toHaveAttribute('href', '#field-phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(frame.locator('#field-phone-error')).toHaveText(BAD_PHONE);

  // the summary's link takes the guest to the field
  await link.tap();
  await expect(phone).toBeFocused();
  await expect(phone).toBeInViewport();
});

test('the national format of the hotel’s country is taken and booked in E.164', async ({ page }) => {
  const frame = await guestDetails(page, 13);
  await frame.getByLabel(w.phone, { exact: true }).fill('090-1234-5678');
  await tapWhenSteady(frame.getByRole('button', { name: w.continue }));
  await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
  await tapWhenSteady(frame.getByRole('button', { name: w.book }));
  await expect(frame.getByText(w.thanks)).toBeVisible();
  await expect(frame.locator('main')).toContainText('+819012345678');
});
