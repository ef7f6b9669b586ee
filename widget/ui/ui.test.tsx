// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, loadLaterText } from '../lib/i18n.ts';
import { policyFixture } from '../testing/fixtures.ts';
import { mount } from '../testing/render.tsx';
import { CancellationPolicyText } from './cancellation-policy.tsx';
import { formatDate } from './dates.tsx';
import { formatMoney } from './money.tsx';
import { CheckoutSteps } from './steps.tsx';

let unmount = () => {};
async function show(ui: preact.ComponentChildren) {
  const view = await mount(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  unmount = view.unmount;
  return view.container;
}

// the policy text is shown by the checkout and reservation pages: it is in the later part of the catalog
beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
afterEach(async () => {
  unmount();
  await activateLocale('en');
});

describe('money and dates', () => {
  it('use each currency’s own digits and the guest’s locale', () => {
    expect(formatMoney(26400, 'JPY', 'en')).toBe('¥26,400');
    expect(formatMoney(1234, 'USD', 'en')).toBe('$12.34');
    expect(formatMoney(50000, 'KRW', 'ko')).toBe('₩50,000');
    expect(formatMoney(26400, 'JPY', 'ja')).toMatch(/^[¥￥]26,400$/);
  });

  it('write a calendar date the same wherever the browser is', () => {
    expect(formatDate('2030-06-12', 'en')).toBe('Wed, Jun 12, 2030');
    expect(formatDate('2030-06-12', 'ja')).toBe('2030年6月12日(水)');
  });
});

describe('cancellation policy in words', () => {
  it('names each tier with its day, hour and share, the same-day rule and the no-show rule', async () => {
    const container = await show(<CancellationPolicyText policy={policyFixture()} checkin="2030-06-12" bookedOn="2030-05-01" />);
    const items = Array.from(container.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([
      'Free cancellation before Sun, Jun 9, 2030.',
      'From 3 days before check-in (Sun, Jun 9, 2030): 30% of the total price.',
      'From 1 day before check-in (Tue, Jun 11, 2030, 6:00 PM): 50% of the total price.',
      'On the check-in day, reservations cannot be cancelled online. Please call the hotel.',
      'No-show: 100% of the total price.',
    ]);
  });

  it('says a non-refundable rate costs the full price from booking on', async () => {
    const policy = policyFixture({ cancellation_policy_parts: [{ days_before: 999, hours_after: null, percentage_of_cost: 100 }] });
    const container = await show(<CancellationPolicyText policy={policy} checkin="2030-06-12" bookedOn="2030-05-01" />);
    expect(container.querySelector('li')!.textContent).toBe('From the time of booking: 100% of the total price.');
    expect(container.textContent).not.toContain('Free cancellation');
  });

  it('reads as a Japanese front desk would say it', async () => {
    await activateLocale('ja');
    const container = await show(<CancellationPolicyText policy={policyFixture()} checkin="2030-06-12" bookedOn="2030-05-01" />);
    const items = Array.from(container.querySelectorAll('li')).map((li) => li.textContent);
    expect(items[1]).toBe('チェックイン3日前（2030年6月9日(日)）から：宿泊料金の30%');
    expect(items[2]).toBe('チェックイン1日前（2030年6月11日(火) 18:00）から：宿泊料金の50%');
  });
});

describe('checkout steps', () => {
  it('mark the current step for assistive technology', async () => {
    const container = await show(<CheckoutSteps current={2} />);
    const current = container.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toContain('Confirm');
    expect(container.querySelector('.step-done')!.textContent).toContain('Guest details (completed)');
  });
});
