// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { configureApiClient } from '../../lib/api-client.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { buttonByText, click, envelope, json, mockFetch, mount, settle, typeInto, type Recorded } from '../../testing/render.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { resetPromo } from './promo-store.ts';

let unmount = () => {};

async function renderField(answer: (request: Recorded) => Response, props: { initialCode?: string; invalid?: boolean } = {}) {
  const http = mockFetch(answer);
  const onApply = vi.fn();
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <PromoCodeField hotelCode="sakura-kyoto" onApply={onApply} {...props} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const input = () => view.container.querySelector<HTMLInputElement>('#field-promo_code');
  return { ...view, ...http, input, onApply };
}

beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));
beforeEach(() => {
  resetPromo();
  configureApiClient({ clientSession: async () => 'cs-1', locale: () => 'en' }, { reset: true });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the promo code field of secret mode', () => {
  it('checks the code and then searches again with it', async () => {
    const field = await renderField(() => json(200, { data: { code: 'SECRET2026', valid_until: null } }));
    await typeInto(field.input(), ' secret2026 ');
    await click(buttonByText(field.container, 'Show rates'));
    await settle();
    expect(field.requests[0]!.url.pathname).toBe('/api/v1/hotels/sakura-kyoto/promo_codes/secret2026');
    expect(field.onApply).toHaveBeenCalledWith('secret2026');
  });

  it('says a wrong code is not valid and does not search with it', async () => {
    const field = await renderField(() => json(422, envelope(422, '1000', 'server text', ['promo_code_invalid'])));
    await typeInto(field.input(), 'WRONG');
    await click(buttonByText(field.container, 'Show rates'));
    await settle();
    expect(field.onApply).not.toHaveBeenCalled();
    expect(field.container.querySelector('#field-promo_code-error')!.textContent).toBe('This promo code is not valid. Please check it and try again.');
  });

  it('says the searched code is not valid until the guest changes it', async () => {
    const field = await renderField(() => json(200, {}), { initialCode: 'OLD', invalid: true });
    expect(field.input()!.value).toBe('OLD');
    expect(field.container.querySelector('#field-promo_code-error')).not.toBeNull();
    await typeInto(field.input(), 'NEW');
    expect(field.container.querySelector('#field-promo_code-error')).toBeNull();
  });
});
