import { expect, test } from './recorded-requests.ts';
import { crossSiteHost } from './cross-site.ts';
import { completeSignUp, confirmFromMailbox, logins, logoutFromHost, memberHostPage, openMenuEntry, signIn } from './member-host.ts';
import { widget } from './support.ts';

/**
 * Members on a hotel's page of another site than the widget (issue 14): sign-up, the confirmation
 * link from the mailbox, sign-in, and the host page's `logout`; the member comes back after a
 * reload through the refresh cookie (Partitioned). Runs with Playwright's storage settings and
 * again with third-party storage partitioning on, as real Chrome has it (storage-partitioning.ts).
 */

const hotelSite = crossSiteHost();

test('a guest signs up, confirms from the mailbox, signs in on a hotel page of another site and is signed out by the host page', async ({
  page: host,
  context,
  baseURL,
}, testInfo) => {
  const email = `new-member-${testInfo.project.name}@yado.example`;
  const password = 'Sakura2026x';
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);

  await openMenuEntry(frame, 'Sign up');
  await expect(frame.getByRole('heading', { name: 'Become a member' })).toBeVisible();
  // spec 1 §5: the password's rules are told before anything is sent
  await frame.getByLabel('E-mail address').fill(email);
  await frame.getByLabel('Password', { exact: true }).fill('short');
  await frame.getByRole('button', { name: 'Sign up', exact: true }).click();
  const summary = frame.getByRole('alert').filter({ hasText: 'Please check the following' });
  await expect(summary).toContainText('Please use at least 8 characters.');
  await expect(summary).toContainText('Please accept the membership terms to sign up.');

  await completeSignUp(frame, password);
  await expect(frame.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(frame.getByText(email)).toBeVisible();

  // the confirmation link waits in the mailbox, to the hotel's page with the widget
  await confirmFromMailbox(context, email);

  await signIn(frame, email, password);
  await expect(frame.getByRole('button', { name: 'Member menu, signed in as Hanako Yamada' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true]);

  // the host page signs the member out
  await logoutFromHost(host);
  await expect(frame.getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true, false]);
  // the server ended the session: a reload finds nobody signed in
  await host.reload();
  await expect(widget(host).getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
});

test('a wrong password is refused with the same words as an unknown e-mail, and the member stays signed in across a reload', async ({
  page: host,
  baseURL,
}) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);

  await signIn(frame, 'member@yado.example', 'WrongPassword1');
  const refusal = frame.locator('.error-bar p');
  await expect(refusal).toBeVisible();
  const wrongPassword = await refusal.innerText();
  await frame.getByLabel('E-mail address').fill('nobody-here@yado.example');
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(refusal).toHaveText(wrongPassword);

  await frame.getByLabel('E-mail address').fill('member@yado.example');
  await frame.getByLabel('Password').fill('YadoDemo2026');
  await frame.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(frame.getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();
  // the refusals went with the try that succeeded
  await expect(frame.locator('.error-bar')).toHaveCount(0);

  // the access token was in memory only: after a reload the refresh cookie brings the member back
  await host.reload();
  await expect(widget(host).getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();
  // the first screen searched as a guest before the member was back: searched again, with the member's rates
  await expect(widget(host).locator('li.offer').getByText('Member rate', { exact: true }).first()).toBeVisible();
  await openMenuEntry(widget(host), 'Sign out');
  await expect(widget(host).getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
});
