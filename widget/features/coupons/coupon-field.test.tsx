// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'preact/test-utils';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { buttonByText, click, envelope, json, mockFetch, mount, settle, typeInto, type Recorded } from '../../testing/render.tsx';
import { CouponField, type CouponFieldRoom } from './coupon-field.tsx';
import { removeCoupon } from './coupon-store.ts';
import { WINTER } from './test-fixtures.ts';

const ROOM: CouponFieldRoom = {
  roomIndex: 0,
  roomPlanCode: 'DBL-BB',
  hotelPlanCode: 'BB',
  nights: [
    { date: '2030-06-12', price: 12000 },
    { date: '2030-06-13', price: 14400 },
    { date: '2030-06-14', price: 10000 },
  ],
};
let unmount = () => {};

async function renderField(answer: (request: Recorded) => Response, rooms: CouponFieldRoom[] = [ROOM]) {
  const http = mockFetch(answer);
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <CouponField hotelCode="sakura-kyoto" checkin="2030-06-12" checkout="2030-06-15" rooms={rooms} currency="JPY" />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const input = () => view.container.querySelector<HTMLInputElement>('#field-coupon_code');
  return { ...view, ...http, input };
}

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  removeCoupon();
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the coupon field', () => {
  it('applies a code and shows the discount night by night, then removes it', async () => {
    const field = await renderField(() => json(200, { data: WINTER }));
    await typeInto(field.input(), 'WINTER10');
    await click(buttonByText(field.container, 'Apply'));
    await settle();
    const text = field.container.textContent!;
    expect(text).toContain('WINTER10 applied: Winter 10% off');
    const rows = Array.from(field.container.querySelectorAll('.coupon-lines tbody tr')).map((row) => row.querySelector('td')!.textContent);
    expect(rows).toEqual(['-¥1,200', '-¥1,440']);
    expect(field.container.querySelector('.coupon-lines tfoot td')!.textContent).toBe('-¥2,640');
    expect(field.container.querySelector('[aria-live="polite"]')!.textContent).toBe('Coupon applied. Discount: ¥2,640.');
    expect(field.input()).toBeNull();

    await click(buttonByText(field.container, 'Remove coupon'));
    expect(field.input()).not.toBeNull();
    expect(field.container.textContent).not.toContain('applied');
  });

  it('says why a code was refused, in the guest’s words, beside the field', async () => {
    const field = await renderField(() => json(422, envelope(422, '1500', 'server text', ['coupon_expired'])));
    await typeInto(field.input(), 'AUTUMN15');
    await click(buttonByText(field.container, 'Apply'));
    await settle();
    const error = field.container.querySelector('#field-coupon_code-error')!;
    expect(error.textContent).toBe('This coupon has expired.');
    expect(field.input()!.getAttribute('aria-invalid')).toBe('true');
    expect(field.input()!.getAttribute('aria-describedby')).toContain('field-coupon_code-error');
  });

  it('says when the usage limit is reached', async () => {
    const field = await renderField(() => json(422, envelope(422, '1501', 'server text', ['coupon_limit_reached'])));
    await typeInto(field.input(), 'OPENING50');
    await click(buttonByText(field.container, 'Apply'));
    await settle();
    expect(field.container.querySelector('#field-coupon_code-error')!.textContent).toBe('This coupon has reached its usage limit.');
  });

  it('asks for a code before checking an empty one, and applies on Enter without submitting a form', async () => {
    const field = await renderField(() => json(200, { data: WINTER }));
    await click(buttonByText(field.container, 'Apply'));
    expect(field.requests).toHaveLength(0);
    expect(field.container.textContent).toContain('Enter a coupon code.');
    await typeInto(field.input(), 'WINTER10');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(() => {
      field.input()!.dispatchEvent(enter);
    });
    await settle();
    expect(enter.defaultPrevented).toBe(true);
    expect(field.requests).toHaveLength(1);
    expect(field.container.textContent).toContain('WINTER10 applied');
  });

  it('names the room of each line when several rooms are booked', async () => {
    const second = { ...ROOM, roomIndex: 1 };
    const field = await renderField(() => json(200, { data: WINTER }), [ROOM, second]);
    await typeInto(field.input(), 'WINTER10');
    await click(buttonByText(field.container, 'Apply'));
    await settle();
    const heads = Array.from(field.container.querySelectorAll('.coupon-lines tbody th')).map((th) => th.querySelector('.coupon-room')?.textContent?.trim());
    expect(heads).toEqual(['Room 1', 'Room 1', 'Room 2', 'Room 2']);
    expect(field.container.querySelector('.coupon-lines tfoot td')!.textContent).toBe('-¥5,280');
  });
});
