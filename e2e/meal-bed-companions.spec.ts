import { expect, test } from './test.ts';
import { fillGuest, widgetUrl } from './standalone.ts';
import { hotelDate, openGuests, searchStay, stepGuests, WORDS } from './support.ts';

test("a family chooses a child's meals and bed and brings a caregiver, and the reservation and e-mail say exactly that", async ({ page, context }) => {
  // the demo Taipei prices children's meals and beds as extras; the brand's programme has caregivers
  await page.goto(widgetUrl('/booking/result', 'en', { code: 'demo-taipei' }));
  await openGuests(page);
  await stepGuests(page, 'School-age children', 1);
  const option = page.getByLabel('School-age children, child 1: meals and bed');
  await expect(option).toHaveValue('meal_same_as_adult_bedding');
  await option.selectOption({ label: 'Children’s meals, no bed' });
  await stepGuests(page, 'Caregivers (stay free)', 1);
  await expect(page.locator('#guests-button')).toHaveText('3 adults, 1 child');
  await searchStay(page, WORDS.en, hotelDate(30), hotelDate(32));

  // two adults and a caregiver need three beds; the child shares one
  await expect(page.locator('.room-card').first()).toBeVisible();
  await expect(page.locator('.room-card', { hasText: 'Superior Queen' })).toHaveCount(0);
  await page.locator('.room-card', { hasText: 'City View Twin' }).locator('.offer button').first().click();
  const guests = '2 adults, School-age children (Children’s meals, no bed) × 1, and Caregivers (stay free) × 1';
  await expect(page.locator('main')).toContainText(guests);
  await fillGuest(page);
  await expect(page.locator('.summary-total')).toBeVisible();
  const total = (await page.locator('.summary-total').textContent())!.trim();

  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText(/Thank you for booking/)).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText('2 adults, School-age children (children’s meals, no bed) × 1, and Caregivers (stay free) × 1');
  await expect(main).toContainText(total);
  const number = (await page.locator('.reservation-number').textContent())!.trim();

  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const mail = mailbox.locator('article.mail', { hasText: number });
  await expect(mail).toContainText('School-age children (children’s meals, no bed)');
  await expect(mail).toContainText('Caregivers (stay free)');
  await expect(mail).toContainText(total.replace(/^[^\d]+/, ''));
  await mailbox.close();
});
