import type { BrowserContext, FrameLocator, Page } from './test.ts';
import { expectAccessible } from './axe.ts';
import { crossSiteHost, hotelPage } from './cross-site.ts';
import { expect, test } from './recorded-requests.ts';
import { chooseRoomAndFillGuest, frameHeightGap, oneNightStay, reservationNumberOn, searchStay, WORDS, widget } from './support.ts';

/**
 * My account (issue 14) on a hotel's page of another site than the widget: a member updates
 * the profile, changes the e-mail address (pending until the mailed link is opened) and the
 * password, and signs in with both; a booking made while signed in is listed under the
 * member's reservations and opens; deleting the account cancels it and ends the sign-in.
 * Each account is a new member signed up and confirmed from the mailbox (the demo member stays as it is).
 */

const hotelSite = crossSiteHost();
const w = WORDS.en;

function openHotelPage(host: Page, baseURL: string | undefined): Promise<unknown> {
  hotelSite.serve(
    hotelPage(`<div id="booking" style="min-height:600px"></div>
<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto" data-target="#booking"></script>`),
  );
  return host.goto(hotelSite.url());
}

async function openMenuEntry(frame: FrameLocator, entry: string): Promise<void> {
  await frame.getByRole('button', { name: /^Member menu/ }).click();
  await frame.getByRole('link', { name: entry, exact: true }).click();
}

async function signIn(frame: FrameLocator, email: string, password: string): Promise<void> {
  await openMenuEntry(frame, 'Sign in');
  await frame.getByLabel('E-mail address').fill(email);
  await frame.getByLabel('Password').fill(password);
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The newest e-mailed link to `email` whose address holds `path`. */
async function mailedLink(context: BrowserContext, email: string, path: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const link = await mailbox.locator('article.mail').filter({ hasText: email }).locator(`a.mail-link[href*="${path}"]`).first().getAttribute('href');
  await mailbox.close();
  expect(link, `a link to ${path} mailed to ${email}`).toBeTruthy();
  return link!;
}

/** Signs a new member up from the menu and confirms the account with the mailed link. */
async function newMember(host: Page, context: BrowserContext, email: string, password: string): Promise<void> {
  const frame = widget(host);
  await openMenuEntry(frame, 'Sign up');
  await frame.getByLabel('E-mail address').fill(email);
  await frame.getByLabel('Password', { exact: true }).fill(password);
  await frame.getByLabel('Password again').fill(password);
  await frame.getByLabel('First name').fill('Hanako');
  await frame.getByLabel('Last name').fill('Yamada');
  await frame.getByLabel('I accept the hotel’s membership terms').check();
  await frame.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const confirm = await context.newPage();
  await confirm.goto(await mailedLink(context, email, 'member-confirmation'));
  await expect(widget(confirm).getByRole('heading', { name: 'Your membership is confirmed' })).toBeVisible();
  await confirm.close();
}

test('a member updates the profile, changes the e-mail address and the password, and signs in with the new ones', async ({ page: host, context, baseURL }) => {
  test.setTimeout(120_000);
  const email = `profile-${Date.now()}@yado.example`;
  const newEmail = `moved-${Date.now()}@yado.example`;
  await openHotelPage(host, baseURL);
  const frame = widget(host);

  // not signed in, my account sends the guest to sign in, keeping the hotel code
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/my-account/profile')}`);
  await expect(frame.getByRole('heading', { name: 'Member sign-in' })).toBeVisible();

  await newMember(host, context, email, 'Sakura2026x');
  await signIn(frame, email, 'Sakura2026x');
  // a sign-in goes to search (spec 1 §4)
  await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await openMenuEntry(frame, 'My account');
  await expect(frame.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(frame.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', /\/booking\/result\?code=demo-kyoto/);
  await expectAccessible(host, 'my account: profile');

  // spec 1 §5: a name in English letters, a phone number that is one
  await frame.getByLabel('First name').fill('Hana3');
  await frame.getByLabel('Phone number').fill('not a number');
  await frame.getByRole('button', { name: 'Save details' }).click();
  await expect(frame.getByRole('alert').filter({ hasText: 'Please check the following' })).toContainText('Phone number');
  await expectAccessible(host, 'my account: profile with errors');
  await frame.getByLabel('First name').fill('Hana');
  await frame.getByLabel('Phone number').fill('+81 75 123 4567');
  await frame.getByRole('button', { name: 'Save details' }).click();
  await expect(frame.getByText('Your details have been saved.')).toBeVisible();
  await expect(frame.getByText('Name shown on your bookings: Hana Yamada')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Member menu, signed in as Hana Yamada' })).toBeVisible();

  // the e-mail change waits for its link: a wrong password first
  const emailSection = frame.locator('section', { has: frame.getByRole('heading', { name: 'E-mail address' }) });
  await emailSection.getByLabel('New e-mail address').fill(newEmail);
  await emailSection.getByLabel('Current password').fill('Wrong2026x');
  await emailSection.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(emailSection.getByText('This is not your current password. Please try again.').first()).toBeVisible();
  await emailSection.getByLabel('Current password').fill('Sakura2026x');
  await emailSection.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(emailSection.getByRole('status')).toContainText(`We have sent a link to ${newEmail}`);
  await expect(emailSection.getByText(`You sign in with ${email}.`)).toBeVisible();

  const link = await mailedLink(context, newEmail, 'email_update');
  const mailbox = await context.newPage();
  await mailbox.goto(link);
  await expect(widget(mailbox).getByRole('heading', { name: 'Your e-mail address has been changed' })).toBeVisible();
  await expect(widget(mailbox).getByText(`From now on, sign in with ${newEmail}.`)).toBeVisible();
  await mailbox.close();

  // the password: the rules first, then the change
  await host.reload();
  await openMenuEntry(widget(host), 'My account');
  const passwordSection = widget(host).locator('section', { has: widget(host).getByRole('heading', { name: 'Password' }) });
  await passwordSection.getByLabel('Current password').fill('Sakura2026x');
  await passwordSection.getByLabel('New password', { exact: true }).fill('weak');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('Please use at least 8 characters.').first()).toBeVisible();
  await passwordSection.getByLabel('New password', { exact: true }).fill('Momiji2027y');
  await passwordSection.getByLabel('New password again').fill('Momiji2027y');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('Your password has been changed.')).toBeVisible();
  await expect(widget(host).getByText(`You sign in with ${newEmail}.`)).toBeVisible();

  await openMenuEntry(widget(host), 'Sign out');
  await expect(widget(host).getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
  await signIn(widget(host), newEmail, 'Momiji2027y');
  await expect(widget(host).getByRole('button', { name: 'Member menu, signed in as Hana Yamada' })).toBeVisible();
});

test('a booking made while signed in is in the member’s reservations; deleting the account cancels it and ends the sign-in', async ({
  page: host,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = `leaving-${Date.now()}@yado.example`;
  await openHotelPage(host, baseURL);
  const frame = widget(host);
  await newMember(host, context, email, 'Sakura2026x');
  await signIn(frame, email, 'Sakura2026x');
  await expect(frame.getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();

  // five days ahead: no reservation checks in today (which would stop the deletion)
  const { checkin, checkout } = oneNightStay(5);
  await searchStay(frame, w, checkin, checkout);
  await chooseRoomAndFillGuest(frame, w, email);
  await frame.getByRole('button', { name: w.book }).click();
  await expect(frame.getByText(w.thanks)).toBeVisible();
  const number = await reservationNumberOn(frame);

  await openMenuEntry(frame, 'My reservations');
  await expect(frame.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  await expect(frame.getByText('1 reservation')).toBeVisible();
  await expect(frame.locator('.account-reservation')).toContainText(number);
  await expectAccessible(host, 'my account: reservations');
  await host.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => frameHeightGap(host)).toBeLessThan(2);
  await host.setViewportSize({ width: 390, height: await host.evaluate(() => document.documentElement.scrollHeight) });
  await host.screenshot({ path: 'test-results/screenshots/my-account-reservations-listed-en-phone.png', fullPage: true });
  await host.setViewportSize({ width: 1280, height: 720 });
  // the frame takes its new height first: a click while it moves can land beside the link
  await expect.poll(() => frameHeightGap(host)).toBeLessThan(2);
  await frame.getByRole('link', { name: 'Cancelled' }).click();
  await expect(frame.getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
  await expect(frame.getByText('You have no cancelled reservations.')).toBeVisible();
  await frame.getByRole('link', { name: 'Upcoming' }).click();
  await frame.getByLabel('Payment').selectOption('prepaid');
  await expect(frame.getByText('You have no upcoming reservations.')).toBeVisible();
  await frame.getByLabel('Payment').selectOption('on_site');
  await frame.getByRole('link', { name: `View reservation ${number}` }).click();
  await expect(frame.getByText(number).first()).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');

  // the deletion says what it cancels, and asks the password
  await openMenuEntry(frame, 'My account');
  const deletion = frame.locator('section', { has: frame.getByRole('heading', { name: 'Delete account' }) });
  // by keyboard: the step opens on its warning, and leaving it goes back to the button
  await deletion.getByRole('button', { name: 'Delete my account…' }).focus();
  await host.keyboard.press('Enter');
  await expect(deletion.locator('.notice-error').first()).toBeFocused();
  await deletion.getByRole('button', { name: 'Keep my account' }).focus();
  await host.keyboard.press('Enter');
  await expect(deletion.getByRole('button', { name: 'Delete my account…' })).toBeFocused();
  await deletion.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(deletion.getByText('Deleting your account is permanent and cannot be undone.')).toBeVisible();
  await expect(deletion.locator('.account-cancelled li')).toHaveCount(1);
  await expect(deletion.locator('.account-cancelled')).toContainText(number);
  await expectAccessible(host, 'my account: deletion step');
  await deletion.getByLabel('Current password').fill('Wrong2026x');
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(deletion.getByText('This is not your current password. Please try again.').first()).toBeVisible();
  await deletion.getByLabel('Current password').fill('Sakura2026x');
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(frame.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
  await expectAccessible(host, 'member deleted');

  // the reservation was cancelled, and the account no longer signs in
  const lookup = await context.newPage();
  await lookup.goto(`/?open_widget=${encodeURIComponent(`/reservation/confirmation/${number}?email=${email}`)}`);
  await expect(widget(lookup).locator('main')).toContainText(/cancelled/i);
  await lookup.close();
  await signIn(frame, email, 'Sakura2026x');
  await expect(frame.locator('.error-bar p')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
});

/** My account's screens, by name and path, as the demo member sees them (the e-mail change's link with a token nobody issued). */
const SCREENS = [
  ['profile', '/my-account/profile'],
  ['reservations', '/my-account/reservations'],
  ['email-link-broken', '/member-confirmation?confirmation_token=unknown-token-0123456789&email_update=true'],
  ['deleted', '/member-deleted-confirmation'],
] as const;

test('screenshots of my account at phone width on a hotel page of another site, in en, ja and ar, each passing axe', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const host = await context.newPage();
  const open = async (locale: string, path: string) => {
    hotelSite.serve(hotelPage(`<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto" data-locale="${locale}"></script>`));
    await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent(path)}`);
    const frame = widget(host);
    // a page of my account loads its chunks on demand: given 20 s (it took more than 10 s once in CI)
    await expect(frame.locator('main h1')).toBeVisible({ timeout: 20_000 });
    return frame;
  };
  const shoot = async (frame: FrameLocator, name: string) => {
    await expect(frame.locator('main [aria-busy="true"], main .spinner')).toHaveCount(0);
    await expect.poll(() => frameHeightGap(host)).toBeLessThan(2);
    // the whole page in the viewport: a full-page capture leaves a tall frame's parts out of view blank
    const height = await host.evaluate(() => document.documentElement.scrollHeight);
    await host.setViewportSize({ width: 390, height });
    await host.waitForTimeout(200);
    await host.screenshot({ path: `test-results/screenshots/my-account-${name}-phone.png`, fullPage: true });
    await host.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(host, name);
  };

  // the demo member signs in once; the refresh cookie brings them back on each page
  const signInPage = await open('en', '/sign-in');
  await signInPage.locator('#field-email').fill('member@yado.example');
  await signInPage.locator('#field-password').fill('YadoDemo2026');
  await signInPage.locator('form.member-form button[type="submit"]').click();
  await expect(signInPage.getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();

  for (const locale of ['en', 'ja', 'ar']) {
    for (const [name, path] of SCREENS) await shoot(await open(locale, path), `${name}-${locale}`);
    const frame = await open(locale, '/my-account/profile');
    await frame.locator('.account-deletion button').click();
    await expect(frame.locator('.account-deletion input[type="password"]')).toBeVisible();
    await shoot(frame, `deletion-step-${locale}`);
  }
  await context.close();
});
