// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { reservationFixture } from '../../testing/fixtures.ts';
import { mount } from '../../testing/render.tsx';
import { HotelFacts } from './hotel-facts.tsx';

let unmount = () => {};
afterEach(async () => {
  unmount();
  await activateLocale('en');
});

async function factsIn(locale: 'en' | 'ja', dayUse = false) {
  await Promise.all([activateLocale(locale), loadLaterText()]);
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <HotelFacts hotel={reservationFixture().hotel} dayUse={dayUse} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const terms = Array.from(view.container.querySelectorAll('dt')).map((dt) => dt.textContent);
  const values = Array.from(view.container.querySelectorAll('dd')).map((dd) => dd.textContent);
  return { terms, values, container: view.container };
}

describe('the hotel on the confirmation page', () => {
  it('gives its address, a phone link, and the check-in and check-out times', async () => {
    const { terms, values, container } = await factsIn('en');
    expect(terms).toEqual(['Address', 'Phone', 'Check-in time', 'Check-out time']);
    expect(values).toEqual(['1 Demo-cho, Higashiyama-ku, Kyoto', '+81 75-123-4567', 'From 3:00 PM', 'By 11:00 AM']);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('tel:+81751234567');
  });

  it('writes the times the guest’s way', async () => {
    const { values } = await factsIn('ja');
    expect(values.slice(2).join(' ')).toMatch(/15:00.*11:00/);
  });

  it('leaves the check-in and check-out times out for a day use', async () => {
    const { terms } = await factsIn('en', true);
    expect(terms).toEqual(['Address', 'Phone']);
  });
});
