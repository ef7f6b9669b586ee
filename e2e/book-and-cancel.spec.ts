import { expect, test } from './test.ts';
import { chooseRoomAndFillGuest, findReservation, oneNightStay, reservationNumberOn, searchStay, widget, WORDS } from './support.ts';

for (const lang of ['en', 'ja'] as const) {
  const w = WORDS[lang];

  test(`a guest books, finds the e-mail, looks the reservation up and cancels it with the fee shown (${lang})`, async ({ page, context, browser }) => {
    const email = `guest-${lang}-${Date.now()}@example.com`;
    // three or four days ahead the standard policy's 20% tier applies
    const { checkin, checkout } = oneNightStay(3);
    await page.goto(lang === 'ja' ? '/?open_widget=%2Fbooking%2Fresult%3Flocale%3Dja' : '/');
    const frame = widget(page);
    await searchStay(frame, w, checkin, checkout);
    await chooseRoomAndFillGuest(frame, w, email);

    await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
    await expect(frame.getByRole('heading', { name: w.policy })).toBeVisible();
    await frame.getByRole('button', { name: w.book }).click();
    await expect(frame.getByText(w.thanks)).toBeVisible();
    const number = await reservationNumberOn(frame);

    // the confirmation e-mail waits in the outbox with a link back to the hotel's page
    const mailbox = await context.newPage();
    await mailbox.goto('/demo/mailbox');
    const mail = mailbox.locator('article.mail', { hasText: number }).filter({ hasText: email });
    await expect(mail).toHaveCount(1);
    const link = await mail.locator('a.mail-link').first().getAttribute('href');
    expect(link).toContain('open_widget=');

    // the e-mailed link opens the reservation in the widget on the hotel page
    await mailbox.goto(link!);
    await expect(widget(mailbox).getByText(number)).toBeVisible();
    await expect(mailbox).not.toHaveURL(/open_widget/);
    await mailbox.close();

    // on another device, whose browser speaks English, the link shows the reservation in the language it was booked in
    const elsewhere = await browser.newContext({ locale: 'en-US' });
    const phone = await elsewhere.newPage();
    await phone.goto(link!);
    await expect(widget(phone).getByText(number)).toBeVisible();
    await expect(widget(phone).locator('html')).toHaveAttribute('lang', lang);
    await elsewhere.close();

    // look it up by number and e-mail
    await page.goto(`/?open_widget=${encodeURIComponent(`/search${lang === 'ja' ? '?locale=ja' : ''}`)}`);
    const lookup = widget(page);
    await findReservation(lookup, w, number, email);

    // cancel: the fee is shown before the guest confirms
    await lookup.getByRole('button', { name: w.cancel }).click();
    const dialog = lookup.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const feeText = await dialog.getByText(w.fee).innerText();
    const fee = feeText.match(w.fee)![1]!;
    await dialog.getByLabel(w.reason).selectOption({ label: w.changeOfPlans });
    await dialog.getByRole('button', { name: w.cancel }).click();
    await expect(lookup.getByText(w.charged)).toBeVisible();
    await expect(lookup.getByText(w.charged)).toContainText(fee);

    await page.goto('/demo/mailbox');
    await expect(page.locator('article.mail[data-kind="reservation_cancellation"]', { hasText: number })).toHaveCount(1);
  });
}

test('guest details are checked next to each field before anything is booked', async ({ page }) => {
  const w = WORDS.en;
  await page.goto('/');
  const frame = widget(page);
  const { checkin, checkout } = oneNightStay(10);
  await searchStay(frame, w, checkin, checkout);
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${w.plan}$`) }).click();
  await frame.getByLabel(w.firstName, { exact: true }).fill('Hanako');
  await frame.getByLabel(w.lastName, { exact: true }).fill('Yamada');
  await frame.getByLabel(w.email, { exact: true }).fill('hanako@example.com');
  await frame.getByLabel(w.emailAgain, { exact: true }).fill('hanako@example.jp');
  await frame.getByLabel(w.phone, { exact: true }).fill('+819012345678');
  await frame.getByRole('button', { name: w.continue }).click();
  const again = frame.getByLabel(w.emailAgain, { exact: true });
  await expect(again).toHaveAttribute('aria-invalid', 'true');
  await expect(frame.getByText(w.emailMismatch).first()).toBeVisible();
  await expect(frame.getByRole('heading', { name: w.review })).toHaveCount(0);
});
