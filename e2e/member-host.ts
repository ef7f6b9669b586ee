import { type BrowserContext, expect, type FrameLocator, type Page } from './test.ts';
import { hotelPage } from './cross-site.ts';
import { widget } from './support.ts';

/** A hotel's page for the members' specs: the inline widget, and every `login` event the host hears (spec 2 §7.10). */
export function memberHostPage(loaderUrl: string): string {
  return hotelPage(`<div id="booking" style="min-height:600px"></div>
<script>
  window.logins = [];
  window.yado = [['on', 'login', (event) => logins.push(event.signedIn)]];
</script>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-target="#booking"></script>`);
}

/** The `login` events the host page heard: true for each sign-in, false for each sign-out. */
export const logins = (host: Page) => host.evaluate(() => (window as unknown as { logins: boolean[] }).logins);

/** The host page's `logout` command, through the loader's queue (spec 2 §7.10). */
export const logoutFromHost = (host: Page) =>
  host.evaluate(() => (window as unknown as { yado: { push: (command: unknown[]) => void } }).yado.push(['logout']));

/** Opens an entry of the widget's member menu. */
export async function openMenuEntry(frame: FrameLocator, entry: string): Promise<void> {
  await frame.getByRole('button', { name: /^Member menu/ }).click();
  await frame.getByRole('link', { name: entry, exact: true }).click();
}

/** Opens the sign-up's confirmation link from the demo mailbox (in a page of its own) and sees the membership confirmed. */
export async function confirmFromMailbox(context: BrowserContext, email: string): Promise<void> {
  const mailbox = await context.newPage();
  await mailbox.goto('/demo/mailbox');
  const mail = mailbox.locator('article.mail').filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  const link = await mail.locator('a.mail-link[href*="member-confirmation"]').first().getAttribute('href');
  expect(link).toContain('confirmation_token');
  await mailbox.goto(link!);
  await expect(widget(mailbox).getByRole('heading', { name: 'Your membership is confirmed' })).toBeVisible();
  await mailbox.close();
}

/** Signs in from the member menu with an e-mail address and a password. */
export async function signIn(frame: FrameLocator, email: string, password: string): Promise<void> {
  await openMenuEntry(frame, 'Sign in');
  await expect(frame.getByRole('heading', { name: 'Member sign-in' })).toBeVisible();
  await frame.getByLabel('E-mail address').fill(email);
  await frame.getByLabel('Password').fill(password);
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Completes the sign-up form once its e-mail address is in: the password twice, Hanako Yamada, the terms; then sends it. */
export async function completeSignUp(frame: FrameLocator, password: string): Promise<void> {
  await frame.getByLabel('Password', { exact: true }).fill(password);
  await frame.getByLabel('Password again').fill(password);
  await frame.getByLabel('First name').fill('Hanako');
  await frame.getByLabel('Last name').fill('Yamada');
  await frame.getByLabel('I accept the hotel’s membership terms').check();
  await frame.getByRole('button', { name: 'Sign up', exact: true }).click();
}
