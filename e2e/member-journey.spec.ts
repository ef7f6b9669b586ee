import type { FrameLocator } from './test.ts';
import { crossSiteHost } from './cross-site.ts';
import { completeSignUp, confirmFromMailbox, logins, logoutFromHost, memberHostPage, openMenuEntry, signIn } from './member-host.ts';
import { expect, test } from './recorded-requests.ts';
import { fillGuestAndContinue, findReservation, oneNightStay, reservationNumberOn, searchStay, widget, WORDS } from './support.ts';

/**
 * A member's whole journey (issue 14) on a hotel's page of another site than the widget: sign-up,
 * the confirmation link from the mailbox, sign-in, the member rate only members see, booked as
 * the member's, and the host page's `logout`. Runs with Playwright's storage settings and again
 * with third-party storage partitioning on, as real Chrome has it (storage-partitioning.ts).
 * The booking is the member's: listed in the member's reservations in my account, and refused
 * cancelling without the member's sign-in, accepted with it.
 */

const hotelSite = crossSiteHost();
const w = WORDS.en;
const MEMBER_PLAN = 'Member rate (10% off)';

/** Asks to cancel the reservation shown, for a change of plans. */
async function cancelForChangeOfPlans(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: w.cancel }).click();
  const dialog = frame.getByRole('dialog');
  await dialog.getByLabel(w.reason).selectOption({ label: w.changeOfPlans });
  await dialog.getByRole('button', { name: w.cancel }).click();
}

test('a guest signs up, confirms, signs in, books the member rate as the member’s, sees it in my account, and the host page signs them out', async ({
  page: host,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const partitioned = testInfo.project.name.includes('partitioned');
  const email = `journey-${testInfo.project.name}@yado.example`;
  const password = 'Sakura2026x';
  hotelSite.serve(memberHostPage(`${baseURL}/loader.js`));
  await host.goto(hotelSite.url());
  const frame = widget(host);
  const { checkin, checkout } = oneNightStay(partitioned ? 24 : 23);

  // without a sign-in, no member rate is offered
  await searchStay(frame, w, checkin, checkout);
  await expect(frame.getByRole('button', { name: `${w.select} ${w.room}, ${w.plan}` })).toBeVisible();
  await expect(frame.getByRole('heading', { name: MEMBER_PLAN })).toHaveCount(0);

  // sign up, and confirm from the mailbox
  await openMenuEntry(frame, 'Sign up');
  await frame.getByLabel('E-mail address').fill(email);
  await completeSignUp(frame, password);
  await expect(frame.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await confirmFromMailbox(context, email);

  // sign in: the host hears it, the guest is sent to search (spec 1 §4)
  await signIn(frame, email, password);
  await expect(frame.getByRole('button', { name: 'Member menu, signed in as Hanako Yamada' })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true]);

  // the member rate, marked so, and booked
  await searchStay(frame, w, checkin, checkout);
  const offer = frame.locator('li.offer').filter({ has: frame.getByRole('heading', { name: MEMBER_PLAN }) });
  await expect(offer.first().getByText('Member rate', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: `${w.select} ${w.room}, ${MEMBER_PLAN}` }).click();
  await fillGuestAndContinue(frame, w, email);
  await expect(frame.getByRole('heading', { name: w.review })).toBeVisible();
  await frame.getByRole('button', { name: w.book }).click();
  await expect(frame.getByText(w.thanks)).toBeVisible();
  const number = await reservationNumberOn(frame);
  await expect(frame.getByText(MEMBER_PLAN).first()).toBeVisible();

  // the member's reservations in my account list it
  await openMenuEntry(frame, 'My reservations');
  await expect(frame.getByRole('link', { name: `View reservation ${number}` })).toBeVisible();

  // the host page signs the member out: the widget says so and goes to search
  await logoutFromHost(host);
  await expect(frame.getByRole('button', { name: 'Member menu', exact: true })).toBeVisible();
  await expect.poll(() => logins(host)).toEqual([true, false]);
  await expect(frame.getByRole('button', { name: w.search, exact: true })).toBeVisible();

  // the booking is the member's: signed out, it is found but not cancelled (spec 1 §6)
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/search')}`);
  const lookup = widget(host);
  await findReservation(lookup, w, number, email);
  await cancelForChangeOfPlans(lookup);
  await expect(lookup.getByText('This reservation was made by a member. Sign in with the account it was booked with to change or cancel it.')).toBeVisible();

  // signed in again as the member, the same lookup cancels it
  await host.reload();
  const again = widget(host);
  await signIn(again, email, password);
  await expect(again.getByRole('button', { name: 'Member menu, signed in as Hanako Yamada' })).toBeVisible();
  await host.goto(`${hotelSite.url()}?open_widget=${encodeURIComponent('/search')}`);
  const mine = widget(host);
  await expect(mine.getByRole('button', { name: 'Member menu, signed in as Hanako Yamada' })).toBeVisible();
  await findReservation(mine, w, number, email);
  await cancelForChangeOfPlans(mine);
  await expect(mine.getByText('This reservation is cancelled')).toBeVisible();
});
