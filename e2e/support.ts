import { expect, type FrameLocator, type Locator, type Page } from './test.ts';

/** The visible words a guest reads, per language, for the steps the tests take. */
export const WORDS = {
  en: {
    checkin: 'Check-in',
    checkout: 'Check-out',
    search: 'Search',
    select: 'Select',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    emailAgain: 'E-mail address (again)',
    phone: 'Phone number',
    continue: 'Continue to confirmation',
    review: 'Review your reservation',
    policy: 'Cancellation policy',
    book: 'Book now',
    thanks: /Thank you for booking/,
    cancel: 'Cancel reservation',
    reason: 'Reason for cancelling',
    changeOfPlans: 'Change of plans',
    fee: /Cancellation fee: ¥([\d,]+) \(20% of the total\)/,
    charged: 'Cancellation fee charged:',
    find: 'Find reservation',
    number: 'Reservation number',
    room: 'Standard Twin',
    plan: 'Room only',
    emailMismatch: 'The e-mail addresses do not match.',
  },
  ja: {
    checkin: 'チェックイン',
    checkout: 'チェックアウト',
    search: '検索',
    select: '選択',
    firstName: '名',
    lastName: '姓',
    email: 'メールアドレス',
    emailAgain: 'メールアドレス（確認用）',
    phone: '電話番号',
    continue: '予約内容の確認へ進む',
    review: 'ご予約内容の確認',
    policy: 'キャンセルポリシー',
    book: '予約を確定する',
    thanks: /^ご予約ありがとうございます/,
    cancel: '予約をキャンセルする',
    reason: 'キャンセルの理由',
    changeOfPlans: '予定が変わった',
    fee: /キャンセル料：￥([\d,]+)（宿泊料金の20%）/,
    charged: 'お支払いいただくキャンセル料：',
    find: '予約を検索する',
    number: '予約番号',
    room: 'スタンダードツイン',
    plan: '素泊まり',
    emailMismatch: 'メールアドレスが一致しません',
  },
} as const;
export type Words = (typeof WORDS)[keyof typeof WORDS];

/** A calendar date at the demo hotel (Asia/Tokyo), `days` from today. */
export function hotelDate(days: number): string {
  const tokyo = new Date(Date.now() + 9 * 3600_000);
  tokyo.setUTCDate(tokyo.getUTCDate() + days);
  return tokyo.toISOString().slice(0, 10);
}

/** Whether the demo sells a one-night stay arriving `days` ahead: no arrival on a Saturday (two nights at least) nor on New Year's Eve or Day (closed to arrival). */
function sellsOneNight(days: number): boolean {
  const checkin = hotelDate(days);
  return new Date(`${checkin}T00:00:00Z`).getUTCDay() !== 6 && !/-(12-31|01-01)$/.test(checkin);
}

/**
 * A one-night stay `days` ahead, or, on a day the demo does not sell for one night, one after
 * the run of such days it falls in: the first day sold after the run for the run's first day,
 * the next one sold for its second, and so on. Tests ask for different days so as not to book
 * out one date between them; New Year's Eve, New Year's Day and a Saturday after them are one
 * run of three, which would otherwise send three tests to one date (it sold out in CI).
 */
export function oneNightStay(days: number): { checkin: string; checkout: string } {
  let place = 0;
  while (days - place - 1 >= 0 && !sellsOneNight(days) && !sellsOneNight(days - place - 1)) place++;
  let day = days;
  while (!sellsOneNight(day)) day++;
  if (day !== days) {
    for (let later = 0; later < place; later++) {
      day++;
      while (!sellsOneNight(day)) day++;
    }
  }
  return { checkin: hotelDate(day), checkout: hotelDate(day + 1) };
}

/** A layout shift: its score and the elements that moved. */
export type LayoutShift = { value: number; sources: string[] };

/**
 * Records every layout shift the widget's document sees from its first paint, in its frame on a
 * host page or opened on its own. Call before the page loads.
 */
export async function recordWidgetShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!location.pathname.startsWith('/widget/')) return;
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => `${source.node?.nodeName}.${(source.node as Element | null)?.className ?? ''}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recordWidgetShifts recorded so far. */
export function widgetShifts(page: Page): Promise<LayoutShift[]> {
  return page
    .frames()
    .find((frame) => frame.url().includes('/widget/'))!
    .evaluate(() => (window as unknown as { shifts: LayoutShift[] }).shifts);
}

/** The widget's iframe on a host page. */
export function widget(page: Page): FrameLocator {
  return page.frameLocator('iframe[src*="/widget/"]');
}

/** How far the widget's iframe is from its content's height, in px (0 when it fits). */
export async function frameHeightGap(page: Page): Promise<number> {
  const iframeHeight = await page.locator('iframe').evaluate((element) => element.getBoundingClientRect().height);
  const contentHeight = await widget(page)
    .locator('body')
    .evaluate((element) => (element as HTMLElement).offsetHeight);
  return Math.abs(iframeHeight - contentHeight);
}

/**
 * Chooses days (YYYY-MM-DD) in the open price calendar, one after the other, each after paging
 * forward to its month. The calendar opens on the current month (two side by side on a wide
 * frame); a page turned is waited for before the next look, so a slow frame never makes the test
 * page past the day it wants.
 */
export async function chooseDays(dialog: Locator, dates: string[]) {
  await expect(dialog).toBeVisible();
  const lastShown = dialog.locator('td[data-date]').last();
  for (const date of dates) {
    for (;;) {
      await expect(lastShown).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/);
      const last = (await lastShown.getAttribute('data-date'))!;
      if (date <= last) break;
      await dialog.locator('button.drp-nav').last().click();
      await expect(lastShown).not.toHaveAttribute('data-date', last);
    }
    await dialog.locator(`td[data-date="${date}"]`).click();
  }
}

/** Searches a stay from the widget's search form: the dates button opens the price calendar, check-in then check-out are chosen in it. */
export async function searchStay(frame: FrameLocator | Page, w: Words, checkin: string, checkout: string) {
  await frame.locator('button.drp-trigger').click();
  const dialog = frame.getByRole('dialog');
  await chooseDays(dialog, [checkin, checkout]);
  await expect(dialog).toBeHidden();
  await frame.getByRole('button', { name: w.search, exact: true }).click();
}

/** Opens the search form's guests chooser from the guests button under the dates. */
export async function openGuests(frame: FrameLocator | Page) {
  await frame.locator('#guests-button').click();
  await expect(frame.locator('.guests-chooser')).toBeVisible();
}

/** Sets a stepper of the guests chooser (its group named `label`, in `scope`: the chooser or a room's group) with its − and + buttons. */
export async function stepGuests(scope: FrameLocator | Page | Locator, label: string, count: number) {
  const group = scope.getByRole('group', { name: label, exact: true });
  const value = async () => Number.parseInt(await group.locator('output').innerText(), 10);
  for (let current = await value(); current !== count; current = await value()) {
    const next = current < count ? current + 1 : current - 1;
    await group
      .getByRole('button')
      .nth(current < count ? 1 : 0)
      .click();
    await expect(group.locator('output')).toHaveText(new RegExp(`^${next}\\b`));
  }
}

/** Chooses the Standard Twin room-only offer and fills in the guest. */
export async function chooseRoomAndFillGuest(frame: FrameLocator, w: Words, email: string) {
  await frame.getByRole('button', { name: new RegExp(`^${w.select}\\s+${w.room}, ${w.plan}$`) }).click();
  await fillGuestAndContinue(frame, w, email);
}

/** Fills in the guest of a one-room checkout (Hanako Yamada) and goes on to the review. */
export async function fillGuestAndContinue(frame: FrameLocator, w: Words, email: string) {
  await frame.getByLabel(w.firstName, { exact: true }).fill('Hanako');
  await frame.getByLabel(w.lastName, { exact: true }).fill('Yamada');
  await frame.getByLabel(w.email, { exact: true }).fill(email);
  await frame.getByLabel(w.emailAgain, { exact: true }).fill(email);
  await frame.getByLabel(w.phone, { exact: true }).fill('+819012345678');
  await frame.getByRole('button', { name: w.continue }).click();
}

/**
 * Opens the results for `rooms` (the search's rooms query) from checkin to checkout, takes a
 * Standard Twin and a Deluxe Double, both room only, and goes on to the guest details.
 */
export async function checkoutTwoRooms(page: Page, stay: { checkin: string; checkout: string; rooms: unknown[] }): Promise<FrameLocator> {
  const query = new URLSearchParams({ checkin: stay.checkin, checkout: stay.checkout, rooms: JSON.stringify(stay.rooms) });
  await page.goto(`/?open_widget=${encodeURIComponent(`/booking/result?${query}`)}`);
  const frame = widget(page);
  await frame.getByRole('button', { name: 'Select Standard Twin, Room only' }).click();
  await frame.getByRole('button', { name: 'Select Deluxe Double, Room only' }).click();
  await frame.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(frame.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  return frame;
}

/** Fills in the guest of a two-room checkout (English): Hanako Yamada, who stays in the first room, Taro Yamada in the second. */
export async function fillGuestOfTwoRooms(frame: FrameLocator, email: string) {
  await frame.getByLabel('First name', { exact: true }).first().fill('Hanako');
  await frame.getByLabel('Last name', { exact: true }).first().fill('Yamada');
  await frame.getByLabel('E-mail address', { exact: true }).fill(email);
  await frame.getByLabel('E-mail address (again)', { exact: true }).fill(email);
  await frame.getByLabel('Phone number', { exact: true }).fill('+819012345678');
  const roomNames = frame.locator('.room-guest-names input');
  await roomNames.nth(0).fill('Hanako');
  await roomNames.nth(1).fill('Yamada');
  await roomNames.nth(2).fill('Taro');
  await roomNames.nth(3).fill('Yamada');
}

/** Looks a reservation up by its number and e-mail address on the lookup page (/search). */
export async function findReservation(frame: FrameLocator, w: Words, number: string, email: string) {
  await frame.getByLabel(w.number, { exact: true }).fill(number);
  await frame.getByLabel(w.email, { exact: true }).fill(email);
  await frame.getByRole('button', { name: w.find }).click();
  // the reservation page and its parts load on demand: in one CI run the reservation showed after
  // 10 s (the lookup went through; its page had not shown yet), so this waits longer
  await expect(frame.getByText(number)).toBeVisible({ timeout: 20_000 });
}

/** The reservation number shown on the confirmation page. */
export async function reservationNumberOn(frame: FrameLocator): Promise<string> {
  const text = await frame.locator('main').innerText();
  const number = text.match(/YD[A-Z0-9]{8}/)?.[0];
  expect(number, 'a reservation number on the page').toBeTruthy();
  return number!;
}

/**
 * Taps a control once it has stopped moving. Scrolling it into view scrolls the hotel's page,
 * and an inline widget then moves its summary bar into the part the guest sees when the host's
 * viewport message arrives: on a busy machine that is later than the two frames Playwright's own
 * stability check waits, so a tap right away can land where the bar was. A finger lands after
 * the eye has seen the bar settle; so does this.
 */
export async function tapWhenSteady(control: Locator): Promise<void> {
  await untilSteady(control);
  await control.tap();
}

/** Scrolls a control into view and waits until its box has stopped moving (see tapWhenSteady), for a click or a tap. */
export async function untilSteady(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  let last = '';
  let steady = 0;
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await control.boundingBox());
        steady = box === last ? steady + 1 : 0;
        last = box;
        return steady;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(3);
}
