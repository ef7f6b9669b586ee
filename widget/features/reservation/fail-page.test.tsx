// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { $startup } from '../../lib/context.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { mount } from '../../testing/render.tsx';
import { FailPage } from './fail-page.tsx';
import { failPath, readFailQuery, stayQuery } from '../../lib/fail-query.ts';

let unmount = () => {};

async function failPageAt(path: string) {
  $startup.set({ hotelCode: 'demo-kyoto', parentOrigin: null, embed: null, closable: false, locale: null, chatbot: false });
  const location = memoryLocation({ path });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <FailPage />
      </Router>
    </I18nProvider>,
  );
  unmount = view.unmount;
  const link = view.container.querySelector<HTMLAnchorElement>('a.button-primary')!;
  return { alert: view.container.querySelector('[role="alert"]')?.textContent, heading: view.container.querySelector('h1')?.textContent, link };
}

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
afterEach(() => unmount());

const search = 'code=demo-kyoto&checkin=2030-06-12&checkout=2030-06-14&adults=2&rooms=2&children=1';

describe('the failure page (/reservation/fail)', () => {
  it('says the room went while paying and the money goes back, and searches again with the same dates and guests', async () => {
    const page = await failPageAt(failPath(search, { reason: 'room_taken', errorCode: '1105', reservationNumber: 'YD12345678' }));
    expect(page.heading).toBe('Your booking could not be completed');
    expect(page.alert).toContain('the room was taken by another guest while you were paying');
    expect(page.alert).toContain('refunded to your card in full');
    expect(page.alert).toContain('Booking YD12345678 is cancelled.');
    expect(page.link.textContent).toBe('Search again');
    expect(page.link.getAttribute('href')).toBe(`/booking/result?${search}`);
  });

  it('a card kept as guarantee: nothing was charged, nothing said of a refund', async () => {
    const page = await failPageAt(failPath(search, { reason: 'verification_expired', errorCode: '1105', reservationNumber: 'YD12345678' }));
    expect(page.alert).toBe('Your rooms’ hold ran out before your card was confirmed, so booking YD12345678 was cancelled. Nothing was charged.');
  });

  it('a payment not completed in time', async () => {
    const page = await failPageAt(failPath(search, { reason: 'payment_expired', errorCode: null, reservationNumber: 'YD12345678' }));
    expect(page.alert).toBe('The payment was not completed in time, so booking YD12345678 was cancelled and nothing was charged.');
  });

  it('a catalogue code alone is said in our words; free text in `error` is never shown', async () => {
    const page = await failPageAt(
      '/reservation/fail?code=demo-kyoto&checkin=2030-06-12&checkout=2030-06-13&adults=1&error_code=1105&error=Call+0120-000-000+now',
    );
    expect(page.alert).toBe('Sorry, this room has just sold out. Please choose another room or other dates.');
    expect(page.alert).not.toContain('0120');
    expect(page.link.getAttribute('href')).toBe('/booking/result?code=demo-kyoto&checkin=2030-06-12&checkout=2030-06-13&adults=1');
  });

  it('with nothing known, says no booking was made and keeps the hotel for the search', async () => {
    const page = await failPageAt('/reservation/fail');
    expect(page.alert).toBe('No booking was made.');
    expect(page.link.getAttribute('href')).toBe('/booking/result?code=demo-kyoto');
  });
});

describe('the failure page query', () => {
  it('leaves out a malformed reservation number or code', () => {
    expect(readFailQuery('error=room_taken&current_reservation=<b>x</b>&error_code=11050')).toEqual({
      reason: 'room_taken',
      errorCode: null,
      reservationNumber: null,
      searchQuery: '',
    });
  });
});

describe('the search of a failed booking without a selection', () => {
  it('is the reservation’s stay and its first room’s adults', () => {
    expect(stayQuery({ checkin_date: '2030-06-12', checkout_date: '2030-06-14', rooms: [{ adults: 3 }, { adults: 1 }] })).toBe(
      'checkin=2030-06-12&checkout=2030-06-14&adults=3',
    );
  });
});
