// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../../../lib/i18n.ts';
import { roomPlanFixture } from '../../../testing/fixtures.ts';
import { mount } from '../../../testing/render.tsx';
import { PlanOffer } from '../plan-offer.tsx';

let unmount = () => {};
beforeAll(() => activateLocale('en'));
afterEach(() => unmount());

describe('a day-use offer', () => {
  it('gives its price as the total for the day, with no nightly average', async () => {
    const view = await mount(
      <I18nProvider i18n={i18n}>
        <ul>
          <PlanOffer plan={roomPlanFixture({ total_price: 7200 })} title="Day use 10:00–16:00" currency="JPY" nights={0} taxIncluded onSelect={() => {}} />
        </ul>
      </I18nProvider>,
    );
    unmount = view.unmount;
    expect(view.container.querySelector('.offer-total')!.textContent).toBe('Total for the day ¥7,200');
    expect(view.container.querySelector('.offer-per-night')).toBeNull();
  });
});
