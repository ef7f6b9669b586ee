// @vitest-environment happy-dom
import { renderConfirmation, unmountConfirmation, useConfirmationPage } from './confirmation-testing.tsx';
import { describe, expect, it, vi } from 'vitest';
import { reservationFixture } from '../../testing/fixtures.ts';
import { buttonByText, click, envelope, json, settle, typeInto, type Recorded } from '../../testing/render.tsx';

const guests = (editable = true, reason: string | null = null) => ({
  data: { editable, reason, rooms: [{ room_type_name: 'Standard Twin', guest_name: { first_name: 'Hanako', last_name: 'Yamada' } }] },
});

async function renderWith(answer: (request: Recorded) => Response, overrides = {}) {
  return renderConfirmation((request) => (request.url.pathname.endsWith('/guests') ? answer(request) : json(200, { data: reservationFixture(overrides) })));
}

useConfirmationPage();

describe('changing the guest staying in each room', () => {
  it('loads the names, refuses an empty one on the spot, then saves them with the guest’s token and says so', async () => {
    const page = await renderWith((request) => json(200, request.method === 'PUT' ? guests() : guests()));
    await click(buttonByText(page.container, 'Change guest names'));
    // the form is a chunk of its own: its first import takes a while here
    await vi.waitFor(() => expect(page.container.querySelector('#field-room_guest_0_first_name')).not.toBeNull(), { timeout: 5000 });
    const first = page.container.querySelector<HTMLInputElement>('#field-room_guest_0_first_name')!;
    expect(first.value).toBe('Hanako');
    await typeInto(first, '');
    await click(buttonByText(page.container, 'Save guest names'));
    expect(page.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await typeInto(first, 'Ken');
    await click(buttonByText(page.container, 'Save guest names'));
    await settle(4);
    const put = page.requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/reservations/YD7K2M9Q/guests');
    expect(put.url.searchParams.get('bypass_token')).toBe('tok-1');
    expect(put.body).toEqual({ rooms: [{ guest_name: { first_name: 'Ken', last_name: 'Yamada' } }] });
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe('The guest names are saved.');
    expect(document.activeElement?.textContent).toBe('Guest staying in each room');
  });

  it('says why when the server has closed the names (the stay began meanwhile)', async () => {
    const page = await renderWith(() => json(200, guests(false, 'stay_past')));
    await click(buttonByText(page.container, 'Change guest names'));
    await vi.waitFor(() => expect(page.text()).toContain('The stay has begun: please tell the front desk of any change of guests.'));
  });

  it('shows a refusal of the save and keeps what the guest typed', async () => {
    const page = await renderWith((request) =>
      request.method === 'PUT' ? json(422, envelope(422, '1000', 'The stay has already begun or ended.', ['stay_past'])) : json(200, guests()),
    );
    await click(buttonByText(page.container, 'Change guest names'));
    // the form is a chunk of its own: its first import takes a while here
    await vi.waitFor(() => expect(page.container.querySelector('#field-room_guest_0_first_name')).not.toBeNull(), { timeout: 5000 });
    await typeInto(page.container.querySelector('#field-room_guest_0_first_name'), 'Ken');
    await click(buttonByText(page.container, 'Save guest names'));
    await settle(4);
    expect(page.container.querySelector('[role="alert"]')?.textContent).toBeTruthy();
    expect(page.container.querySelector<HTMLInputElement>('#field-room_guest_0_first_name')!.value).toBe('Ken');
  });

  it('is not offered once the stay has begun, nor on a cancelled reservation', async () => {
    const began = await renderWith(() => json(200, guests()), {
      cancellation: { cancellable: false, reason: 'stay_past', percentage: 0, fee: 0 },
    });
    expect(buttonByText(began.container, 'Change guest names')).toBeNull();
    unmountConfirmation();
    const cancelled = await renderWith(() => json(200, guests()), {
      status: 'cancelled',
      cancellation: { cancellable: false, reason: 'already_cancelled', percentage: 0, fee: 0 },
    });
    expect(buttonByText(cancelled.container, 'Change guest names')).toBeNull();
  });
});
