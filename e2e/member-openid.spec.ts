import type { FrameLocator, Page } from './test.ts';
import { expectAccessible } from './axe.ts';
import { crossSiteHost } from './cross-site.ts';
import { logins, memberHostPage, openMenuEntry } from './member-host.ts';
import { expect, test } from './recorded-requests.ts';
import { widget } from './support.ts';

/**
 * Sign-in with an OpenID provider (issue 14) on a hotel's page of another site than the widget:
 * the demo's local provider ("Demo ID", server/demo/openid-provider.ts) in a pop-up opened from
 * the widget's frame, handed back through our callback page. Runs with Playwright's storage
 * settings and again with third-party storage partitioning on, as real Chrome has it
 * (storage-partitioning.ts): the pop-up shares no storage with the frame either way.
 */

const hotelSite = crossSiteHost();

/** Opens the sign-in page from the member menu and clicks Demo ID's button: the provider's page in a pop-up. */
async function openProvider(host: Page, frame: FrameLocator): Promise<Page> {
  await openMenuEntry(frame, 'Sign in');
  await expect(frame.getByRole('heading', { name: 'Member sign-in' })).toBeVisible();
  const popup = host.waitForEvent('popup');
  await frame.getByRole('button', { name: 'Continue with Demo ID' }).click();
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Local OpenID provider (demo)' })).toBeVisible();
  await expect(frame.getByText('Finish signing in with Demo ID in the window that opened.')).toBeVisible();
  return provider;
}

test('a guest signs in with the local OpenID provider in a pop-up, and the host page hears of it', async ({ page: host, baseURL }) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  const provider = await openProvider(host, frame);
  // the provider's size for the pop-up (a phone's width)
  expect(await provider.evaluate(() => innerWidth)).toBeLessThanOrEqual(480);

  await provider.getByRole('button', { name: 'Aoi Sato (aoi.sato@social.yado.example)' }).click();
  // our callback page hands the sign-in back and closes the pop-up
  await expect.poll(() => provider.isClosed()).toBe(true);
  await expect(frame.getByRole('button', { name: 'Member menu, signed in as Aoi Sato' })).toBeVisible();
  // spec 1 §4: a login state change sends the guest to search
  await expect(frame.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true]);

  // the refresh cookie (Partitioned) brings the member back after a reload, as after a password sign-in
  await host.reload();
  await expect(widget(host).getByRole('button', { name: 'Member menu, signed in as Aoi Sato' })).toBeVisible();
});

test('a guest who refuses at the provider is told so and can sign in another way', async ({ page: host, baseURL }) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  const provider = await openProvider(host, frame);

  await provider.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => provider.isClosed()).toBe(true);
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText('The sign-in was cancelled or refused at the sign-in service, so you are not signed in.');
  await expect(alert).toContainText('You can try again, or use your e-mail address and password instead.');
  await expect(frame.getByRole('button', { name: 'Continue with Demo ID' })).toBeEnabled();
  await expect(frame.getByRole('button', { name: /^Member menu/ })).toHaveAccessibleName('Member menu');
  expect(await logins(host)).toEqual([]);
});

test('a pop-up the guest closes gives the button back, with nothing left spinning', async ({ page: host, baseURL }) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  const provider = await openProvider(host, frame);
  const button = frame.getByRole('button', { name: 'Continue with Demo ID' });
  await expect(button).toBeDisabled();

  await provider.close();
  await expect(button).toBeEnabled();
  await expect(button).toBeFocused();
  await expect(frame.getByText('Finish signing in with Demo ID in the window that opened.')).toHaveCount(0);
  await expect(frame.locator('.open-id [aria-busy="true"]')).toHaveCount(0);
});

test('a blocked pop-up leaves a link to the provider, and the sign-in finishes once the guest has used it', async ({ page: host, baseURL }) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  await openMenuEntry(frame, 'Sign in');
  // a pop-up blocker: window.open answers null in the widget's frame
  await host
    .frameLocator('iframe')
    .locator('body')
    .evaluate(() => {
      window.open = () => null;
    });
  await frame.getByRole('button', { name: 'Continue with Demo ID' }).click();
  await expect(frame.getByRole('alert')).toContainText('Your browser blocked the sign-in window.');
  const link = frame.getByRole('link', { name: 'Open the Demo ID sign-in in a new tab' });
  await expect(link).toBeFocused();

  const tab = host.waitForEvent('popup');
  await link.click();
  const provider = await tab;
  await provider.getByRole('button', { name: 'Aoi Sato (aoi.sato@social.yado.example)' }).click();
  // no opener in a tab opened so: our page asks the guest to go back, where the widget found the sign-in
  await expect(provider.getByText('go back to the booking')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Member menu, signed in as Aoi Sato' })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true]);
});

test('the sign-in page with the provider’s button passes axe WCAG 2.2 AA, and the sign-up page has the button too', async ({ page: host, baseURL }) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/sign-in')}`);
  const frame = widget(host);
  await expect(frame.getByRole('button', { name: 'Continue with Demo ID' })).toBeVisible();
  await expectAccessible(host, 'sign-in with Demo ID');
  await frame.getByRole('button', { name: 'Continue with Demo ID' }).click();
  await expect(frame.getByText('Finish signing in with Demo ID in the window that opened.')).toBeVisible();
  await expectAccessible(host, 'sign-in with Demo ID, pop-up open');

  // the sign-up page offers it too: a first sign-in with a provider makes the member
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/sign-up')}`);
  await expect(widget(host).getByRole('heading', { name: 'Become a member' })).toBeVisible();
  await expect(widget(host).getByRole('button', { name: 'Continue with Demo ID' })).toBeVisible();
});

test('a member made by the provider has no password: my account asks none, offers to set one, and deletes the account', async ({ page: host, baseURL }) => {
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  const provider = await openProvider(host, frame);
  await provider.getByRole('button', { name: 'Aoi Sato (aoi.sato@social.yado.example)' }).click();
  await expect(frame.getByRole('button', { name: 'Member menu, signed in as Aoi Sato' })).toBeVisible();

  await openMenuEntry(frame, 'My account');
  await expect(frame.getByRole('button', { name: 'Set a password' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Change e-mail address' })).toBeVisible();
  await expect(frame.getByLabel('Current password')).toHaveCount(0);
  const deletion = frame.locator('section', { has: frame.getByRole('heading', { name: 'Delete account' }) });
  await deletion.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(deletion.getByText('You have no upcoming reservations.')).toBeVisible();
  await expect(deletion.getByLabel('Current password')).toHaveCount(0);
  // signed in with the provider moments ago: that stands in for the password
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(frame.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true, false]);
});
