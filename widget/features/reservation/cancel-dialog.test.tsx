// @vitest-environment happy-dom
import { renderConfirmation, unmountConfirmation, useConfirmationPage } from './confirmation-testing.tsx';
import { describe, expect, it } from 'vitest';
import { setAnalyticsSink } from '../../lib/analytics.ts';
import { activateLocale } from '../../lib/i18n.ts';
import { markJustBooked } from '../../lib/just-booked.ts';
import { reservationFixture } from '../../testing/fixtures.ts';
import { buttonByText, choose, click, envelope, json, settle } from '../../testing/render.tsx';

useConfirmationPage();

describe('cancelling a reservation', () => {
  it('shows the fee before the guest confirms, then cancels with that fee and shows what was charged', async () => {
    const page = await renderConfirmation((request) =>
      request.method === 'PUT'
        ? json(200, {
            data: reservationFixture({
              status: 'cancelled',
              cancellation_fee: 7920,
              cancelled_at: '2030-06-01T09:00:00Z',
              cancellation: { cancellable: false, reason: 'already_cancelled', percentage: 0, fee: 0 },
            }),
          })
        : json(200, { data: reservationFixture() }),
    );
    expect(page.requests[0]!.url.searchParams.get('bypass_token')).toBe('tok-1');
    expect(page.container.textContent).toContain('Cancellation fee: ¥7,920 (30% of the total)');

    await click(buttonByText(page.container, 'Cancel reservation'));
    const dialog = page.dialog()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Cancel reservation YD7K2M9Q?');
    expect(dialog.textContent).toContain('Cancellation fee: ¥7,920 (30% of the total)');

    // no reason yet: nothing is sent
    await click(buttonByText(dialog, 'Cancel reservation'));
    expect(dialog.textContent).toContain('Please choose a reason.');
    expect(page.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    // the guest is taken to the field, which reads out its error
    await settle(1);
    expect(document.activeElement).toBe(dialog.querySelector('select'));
    expect(dialog.querySelector('select')!.getAttribute('aria-describedby')).toBe('field-cancel-reason-error');

    await choose(dialog.querySelector('select'), 'change_of_plans');
    await click(buttonByText(dialog, 'Cancel reservation'));
    await settle();
    const put = page.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/cancel');
    expect(put.url.searchParams.get('bypass_token')).toBe('tok-1');
    expect(put.body).toEqual({ reason: 'change_of_plans', details: '', cancellation_fee_displayed: 7920 });
    expect(page.dialog()).toBeNull();
    expect(page.container.querySelector('h1')!.textContent).toBe('This reservation is cancelled');
    expect(page.container.textContent).toContain('Cancellation fee charged: ¥7,920');
  });

  it('tells analytics what goes back to the card when a paid reservation is cancelled, and nothing for one paid at the hotel', async () => {
    const events: Array<[string, Record<string, unknown>]> = [];
    setAnalyticsSink((name, params) => events.push([name, params]));
    const paid = { payment_type: 'credit_card' as const, paid_amount: 25080, deposit_amount: 25080, total_price: 25080 };
    const cancelled = { status: 'cancelled' as const, cancellation: { cancellable: false, reason: 'already_cancelled' as const, percentage: 0, fee: 0 } };
    const cancelWith = async (fields: Partial<Parameters<typeof reservationFixture>[0]>) => {
      const page = await renderConfirmation((request) =>
        json(200, { data: reservationFixture(request.method === 'PUT' ? { ...fields, ...cancelled } : { ...fields }) }),
      );
      await click(buttonByText(page.container, 'Cancel reservation'));
      await choose(page.dialog()!.querySelector('select'), 'change_of_plans');
      await click(buttonByText(page.dialog()!, 'Cancel reservation'));
      await settle();
      return page;
    };
    const page = await cancelWith({ ...paid, refunded_amount: 17556, cancellation_fee: 7524 });
    expect(events).toEqual([['refund', { page_category: 'reservation_cancel', transaction_id: 'YD7K2M9Q', value: 17556, currency: 'JPY' }]]);
    expect(page.container.textContent).toContain('Refunded to your card: ¥17,556');
    unmountConfirmation();
    events.length = 0;
    await cancelWith({ cancellation_fee: 7920 });
    expect(events).toEqual([]);
    setAnalyticsSink(() => {});
  });

  it('cancels one room of two with that room’s fee where the hotel allows it, and shows the room as cancelled', async () => {
    const two = reservationFixture();
    const rooms = [two.rooms[0]!, { ...two.rooms[0]!, room_type_code: 'TWN', room_type_name: 'Garden Twin' }];
    const quotes = [
      { room_number: 1, cancellable: true, reason: null, percentage: 30, fee: 3960 },
      { room_number: 2, cancellable: true, reason: null, percentage: 30, fee: 3900 },
    ];
    const after = {
      rooms: [rooms[0]!],
      room_cancellation: null,
      cancelled_rooms: [
        {
          room_number: 2,
          room_type_name: 'Garden Twin',
          room_plan_name: 'Room only',
          total_price: 13000,
          cancellation_fee: 3900,
          cancelled_at: '2030-06-01T09:00:00Z',
        },
      ],
    };
    const page = await renderConfirmation((request) =>
      json(200, { data: reservationFixture(request.method === 'PUT' ? after : { rooms, room_cancellation: quotes }) }),
    );
    expect(page.container.textContent).toContain("Cancellation fee: ¥3,900 (30% of the room's price)");
    await click(buttonByText(page.container, 'Cancel room 2'));
    const dialog = page.dialog()!;
    expect(dialog.textContent).toContain('Cancel room 2 (Garden Twin)?');
    await choose(dialog.querySelector('select'), 'change_of_plans');
    await click(buttonByText(dialog, 'Cancel this room'));
    await settle();
    const put = page.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/rooms/2/cancel');
    expect(put.body).toEqual({ reason: 'change_of_plans', details: '', cancellation_fee_displayed: 3900 });
    expect(page.dialog()).toBeNull();
    expect(page.container.textContent).toContain('Room 2 (Garden Twin) is cancelled. Cancellation fee: ¥3,900');
    expect(page.container.textContent).not.toContain('Cancel one room');
  });

  it('says free of charge when cancelling costs nothing', async () => {
    const page = await renderConfirmation(() =>
      json(200, { data: reservationFixture({ cancellation: { cancellable: true, reason: null, percentage: 0, fee: 0 } }) }),
    );
    await click(buttonByText(page.container, 'Cancel reservation'));
    expect(page.dialog()!.textContent).toContain('Cancellation fee: free of charge');
  });

  it('shows the new fee when it changed while the dialog was open', async () => {
    let gets = 0;
    const page = await renderConfirmation((request) => {
      if (request.method === 'PUT') return json(409, envelope(409, '1000', 'Fee changed', ['cancellation_fee_changed']));
      return json(200, { data: reservationFixture(++gets === 1 ? {} : { cancellation: { cancellable: true, reason: null, percentage: 50, fee: 13200 } }) });
    });
    await click(buttonByText(page.container, 'Cancel reservation'));
    await choose(page.dialog()!.querySelector('select'), 'other');
    await click(buttonByText(page.dialog()!, 'Cancel reservation'));
    await settle();
    const dialog = page.dialog()!;
    expect(dialog.textContent).toContain('The cancellation fee has changed. Please check the new fee before cancelling.');
    expect(dialog.textContent).toContain('Cancellation fee: ¥13,200 (50% of the total)');
  });

  it('on the check-in day, sends the guest to the phone instead of offering to cancel', async () => {
    const page = await renderConfirmation(() =>
      json(200, { data: reservationFixture({ cancellation: { cancellable: false, reason: 'cancel_on_checkin_day', percentage: 100, fee: 26400 } }) }),
    );
    expect(buttonByText(page.container, 'Cancel reservation')).toBeNull();
    expect(page.container.textContent).toContain(
      'Reservations cannot be cancelled online on the check-in day. To cancel, please call the hotel: +81 75-123-4567',
    );
    expect(page.container.querySelector('a[href^="tel:"]')!.getAttribute('href')).toBe('tel:+81751234567');
  });
});

describe('the confirmation page', () => {
  it('thanks the guest who just booked and shows checkout done', async () => {
    markJustBooked('YD7K2M9Q');
    const page = await renderConfirmation(() => json(200, { data: reservationFixture() }));
    expect(page.container.querySelector('h1')!.textContent).toBe('Your reservation is confirmed');
    expect(page.container.textContent).toContain('Thank you for booking. We have sent a confirmation to hanako@example.com.');
    expect(page.container.querySelector('[aria-current="step"]')!.textContent).toContain('Done');
  });

  it('does not call a reservation whose card payment is not finished confirmed, nor thank for it', async () => {
    markJustBooked('YD7K2M9Q');
    const pending = { status: 'payment_pending' as const, payment_type: 'credit_card' as const, payment_expires_at: '2030-06-01T09:15:00Z' };
    const page = await renderConfirmation(() => json(200, { data: reservationFixture(pending) }));
    expect(page.container.querySelector('h1')!.textContent).toBe('Your payment is not finished');
    expect(page.container.textContent).not.toContain('Thank you for booking');
    expect(page.container.textContent).toContain('so it is not confirmed yet');
    expect(page.container.querySelector('.steps')).toBeNull();
  });

  it('writes the guest’s name last name first outside English, and keeps e-mail and number left to right', async () => {
    await activateLocale('ko');
    const page = await renderConfirmation(() => json(200, { data: reservationFixture() }));
    expect(page.container.textContent).toContain('Yamada Hanako');
    expect(page.container.querySelector('.reservation-number')!.getAttribute('dir')).toBe('ltr');
    const email = Array.from(page.container.querySelectorAll('[dir="ltr"]')).find((el) => el.textContent === 'hanako@example.com');
    expect(email).toBeTruthy();
    await activateLocale('en');
  });

  it('opened later from the e-mail, shows the reservation without thanking again', async () => {
    const page = await renderConfirmation(() => json(200, { data: reservationFixture() }));
    expect(page.container.querySelector('h1')!.textContent).toBe('Your reservation');
    expect(page.container.textContent).not.toContain('Thank you for booking');
    expect(page.container.querySelector('.steps')).toBeNull();
    for (const fact of [
      'YD7K2M9Q',
      'Hotel Sakura Kyoto',
      'Wed, Jun 12, 2030',
      'Fri, Jun 14, 2030',
      '2 nights',
      'Deluxe Double',
      'Bed and breakfast',
      '2 adults',
      'Hanako Yamada',
      'Pay at the hotel',
      '¥26,400',
    ]) {
      expect(page.container.textContent).toContain(fact);
    }
  });
});
