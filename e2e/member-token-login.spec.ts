import type { Page } from './test.ts';
import { expectAccessible } from './axe.ts';
import { crossSiteHost, hotelPage } from './cross-site.ts';
import { logins, memberHostPage } from './member-host.ts';
import { expect, test } from './recorded-requests.ts';
import { widgetUrl } from './standalone.ts';
import { widget } from './support.ts';

/**
 * Start-up token login (issue 14; spec 1 §2 start-up parameters, §4 Parent-window and token
 * login) on a hotel's page of another site: a widget opened with a one-time access token is
 * signed in, with the token gone from its URL at once; a token already spent falls back to the
 * member's own sign-in (the refresh cookie). And the hotel's switches (spec 1 §5): sign-up off
 * hides the menu's entry and the page; the chatbot's sign-in page (spec 1 §2) without the login
 * widget, checked by axe and shot at phone width. Runs with Playwright's storage settings and
 * again with third-party storage partitioning on (storage-partitioning.ts).
 */

const hotelSite = crossSiteHost();
const MEMBER = { email: 'member@yado.example', password: 'YadoDemo2026' };

/** A one-time access token for the demo member, as the chatbot's widget gets one: signed in, from the server. */
async function oneTimeToken(baseURL: string): Promise<{ one_time_access_token: string; otid: string }> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(answer.ok, `${path}: ${answer.status}`).toBe(true);
    return ((await answer.json()) as { data: Record<string, string> }).data;
  };
  const session = { 'x-client-session': (await post('/identity/v1/client_sessions', { key: 'demo-kyoto' })).client_session! };
  const signedIn = await post('/api/v1/hotels/demo-kyoto/memberships/sign_in', MEMBER, session);
  const issued = await post(
    '/api/v1/hotels/demo-kyoto/memberships/one_time_access_tokens',
    {},
    { ...session, authorization: `Bearer ${signedIn.access_token}` },
  );
  return { one_time_access_token: issued.one_time_access_token!, otid: issued.otid! };
}

/** The hotel's page opening the widget at the results with a token in the start-up query (the loader's deep link). */
function withToken(token: { one_time_access_token: string; otid: string }): string {
  const link = `/booking/result?${new URLSearchParams(token)}`;
  return `${hotelSite.url()}?open_widget=${encodeURIComponent(link)}`;
}

/** The widget frame's URL. */
const frameUrl = (host: Page) =>
  host
    .frames()
    .find((f) => f.url().includes('/widget/'))
    ?.url() ?? '';

test('a widget opened with a one-time token is signed in, the token gone from its URL; the spent token then falls back to the cookie', async ({
  page: host,
  baseURL,
}) => {
  const token = await oneTimeToken(baseURL!);
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(withToken(token));
  const frame = widget(host);
  await expect(frame.getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true]);
  // the link's page stays (no trip to search), without the token, and the host page dropped its deep link
  expect(frameUrl(host)).toContain('/widget/booking/result?');
  expect(frameUrl(host)).not.toContain(token.one_time_access_token);
  expect(frameUrl(host)).not.toContain('otid');
  expect(await frame.locator('body').evaluate(() => location.href)).not.toContain('one_time_access_token');
  await expect.poll(() => host.url()).not.toContain('open_widget');

  // the same link again: the token is spent (3403), so the member's own session is looked up and found
  await host.goto(withToken(token));
  await expect(widget(host).getByRole('button', { name: /^Member menu, signed in as / })).toBeVisible();
  await expect(widget(host).locator('.error-bar')).toHaveCount(0);
  expect(frameUrl(host)).not.toContain(token.one_time_access_token);

  await widget(host)
    .getByRole('button', { name: /^Member menu/ })
    .click();
  await widget(host).getByRole('link', { name: 'Sign out', exact: true }).click();
  await expect(widget(host).getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
});

test('a spent token with no session of the member’s own leaves the guest signed out, without an error', async ({ page: host, baseURL }) => {
  const token = await oneTimeToken(baseURL!);
  const answer = await fetch(`${baseURL}/identity/v1/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"key":"demo-kyoto"}',
  });
  const session = ((await answer.json()) as { data: { client_session: string } }).data.client_session;
  const spent = await fetch(`${baseURL}/api/v1/hotels/demo-kyoto/memberships/one_time_access_tokens/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-session': session },
    body: JSON.stringify(token),
  });
  expect(spent.status).toBe(200);
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(withToken(token));
  const frame = widget(host);
  await expect(frame.getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
  await expect(frame.locator('.error-bar')).toHaveCount(0);
  expect(await logins(host)).toEqual([]);
});

test('a hotel that switched sign-up off offers sign-in only, and its sign-up page sends the guest to search', async ({ page: host, baseURL }) => {
  const set = (signUp: boolean) => fetch(`${baseURL}/demo/test-hooks/member-switches?hotel=demo-kyoto&sign_in=true&sign_up=${signUp}`, { method: 'POST' });
  expect((await set(false)).ok).toBe(true);
  try {
    hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
    await host.goto(hotelSite.url());
    const frame = widget(host);
    await frame.getByRole('button', { name: 'Member menu', exact: true }).click();
    await expect(frame.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);

    await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/sign-up')}`);
    await expect(widget(host).getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(widget(host).getByRole('heading', { name: 'Become a member' })).toHaveCount(0);
  } finally {
    await set(true);
  }
});

test('the chatbot’s sign-in and sign-up pages have no login widget nor language selector, pass axe, and are shot at phone width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  for (const [name, path, heading] of [
    ['chat-sign-in', '/chat-sign-in', 'Member sign-in'],
    ['chat-sign-up-form', '/chat-sign-up-form', 'Become a member'],
  ] as const) {
    await page.goto(widgetUrl(path, 'en', { iframe: 'triplabot' }));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // the member part has started (the menu would be drawn by now)
    await page.waitForTimeout(500);
    await expect(page.locator('.login-menu-button')).toHaveCount(0);
    await expect(page.locator('.language-select')).toHaveCount(0);
    await expectAccessible(page, name);
    await page.screenshot({ path: `test-results/screenshots/member-${name}-phone.png`, fullPage: true });
  }
  // the chat pages link to each other: the sign-up form's way to sign in is the chat sign-in
  await page.getByRole('link', { name: 'Already a member? Sign in' }).click();
  await expect(page).toHaveURL(/\/widget\/chat-sign-in\?/);
  await expect(page.getByRole('heading', { name: 'Member sign-in' })).toBeVisible();
  await context.close();
});

test('a chatbot’s page hands a one-time token to /iframe-token and the locale to /iframe-change-locale; the widget it opens next is signed in, in that language', async ({
  page: host,
  baseURL,
}, testInfo) => {
  const token = await oneTimeToken(baseURL!);
  const widgetOrigin = new URL(baseURL!).origin;
  const hostOrigin = new URL(hotelSite.url()).origin;
  const query = (more: Record<string, string>) => new URLSearchParams({ code: 'demo-kyoto', parentUrl: hostOrigin, ...more });
  hotelSite.serve(
    hotelPage(`<script>
  window.stored = new Promise((resolve) => {
    addEventListener('message', (event) => {
      if (event.origin !== ${JSON.stringify(widgetOrigin)}) return;
      if (event.data.type === 'yado:iframe_token_ready')
        document.getElementById('token').contentWindow.postMessage({ type: 'yado:iframe_token', ...${JSON.stringify(token)} }, ${JSON.stringify(widgetOrigin)});
      if (event.data.type === 'yado:iframe_token_stored') resolve(event.data);
    });
  });
  window.locale = new Promise((resolve) => addEventListener('message', (event) => event.data.type === 'yado:locale_changed' && resolve(event.data)));
</script>
<iframe id="token" title="token" src="${baseURL}/widget/iframe-token?${query({})}"></iframe>
<iframe id="locale" title="locale" src="${baseURL}/widget/iframe-change-locale?${query({ locale: 'ja' })}"></iframe>`),
  );
  await host.goto(hotelSite.url());
  expect(await host.evaluate(() => (window as unknown as { stored: Promise<unknown> }).stored)).toEqual({ type: 'yado:iframe_token_stored', ok: true });
  expect(await host.evaluate(() => (window as unknown as { locale: Promise<unknown> }).locale)).toEqual({ type: 'yado:locale_changed', locale: 'ja' });

  // the same site opens the widget: the member is back from the cookie the token set (Partitioned:
  // it reaches the frame in both modes), in Japanese where the frame's storage keeps values (with
  // partitioning on, as in real Chrome; Playwright's default blocks a third-party frame's storage)
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const partitioned = testInfo.project.name.includes('partitioned');
  const signedIn = partitioned ? /^会員メニュー（.+ さんとしてログイン中）$/ : /^Member menu, signed in as /;
  await expect(widget(host).getByRole('button', { name: signedIn })).toBeVisible();
  await expect(widget(host).locator('html')).toHaveAttribute('lang', partitioned ? 'ja' : 'en');

  // the token is spent: handed again, the page says so with the catalogue's code
  hotelSite.serve(
    hotelPage(`<script>
  window.stored = new Promise((resolve) => {
    addEventListener('message', (event) => {
      if (event.data.type === 'yado:iframe_token_ready')
        document.getElementById('token').contentWindow.postMessage({ type: 'yado:iframe_token', ...${JSON.stringify(token)} }, ${JSON.stringify(widgetOrigin)});
      if (event.data.type === 'yado:iframe_token_stored') resolve(event.data);
    });
  });
</script>
<iframe id="token" title="token" src="${baseURL}/widget/iframe-token?${query({})}"></iframe>`),
  );
  await host.goto(hotelSite.url());
  expect(await host.evaluate(() => (window as unknown as { stored: Promise<unknown> }).stored)).toEqual({
    type: 'yado:iframe_token_stored',
    ok: false,
    code: '3403',
  });
});
