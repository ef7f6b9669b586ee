// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import { activateLocale } from '../lib/i18n.ts';
import { $hostViewport } from '../lib/viewport.ts';
import { click, mount } from '../testing/render.tsx';
import { Button } from './button.tsx';
import { barShift, SummaryBar } from './summary-bar.tsx';

/** A phone (or any narrow frame) when `narrow`, a desktop otherwise. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener() {}, removeEventListener() {} }));
}

let unmount = () => {};
async function show(shown: boolean, onContinue = () => {}) {
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <div class="area">
        <input id="name" />
        <input id="agree" type="checkbox" />
        <SummaryBar
          shown={shown}
          status="1 of 2 rooms chosen"
          total={41800}
          currency="JPY"
          action={<Button onClick={onContinue}>Continue to checkout</Button>}
        />
      </div>
    </I18nProvider>,
  );
  unmount = view.unmount;
  return view.container;
}

beforeAll(() => activateLocale('en'));
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  $hostViewport.set(null);
});

describe('the summary bar', () => {
  it('on a phone shows what is chosen, then the total, then the button, and the button does the page’s action', async () => {
    screenWidth(true);
    const onContinue = vi.fn();
    const container = await show(true, onContinue);
    const bar = container.querySelector<HTMLElement>('.summary-bar')!;
    expect(bar.classList.contains('summary-bar-hidden')).toBe(false);
    // reading order: the stay's total comes before the way on
    expect(bar.textContent).toBe('1 of 2 rooms chosenTotal ¥41,800Continue to checkout');
    await click(bar.querySelector('button'));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('keeps its place, unseen, until there is something chosen', async () => {
    screenWidth(true);
    const container = await show(false);
    expect(container.querySelector('.summary-bar')!.classList.contains('summary-bar-hidden')).toBe(true);
  });

  it('steps aside while a text field has the on-screen keyboard, not for a checkbox', async () => {
    screenWidth(true);
    const container = await show(true);
    const bar = container.querySelector<HTMLElement>('.summary-bar')!;
    await act(() => container.querySelector<HTMLInputElement>('#name')!.focus());
    expect(bar.classList.contains('summary-bar-hidden')).toBe(true);
    await act(() => container.querySelector<HTMLInputElement>('#agree')!.focus());
    expect(bar.classList.contains('summary-bar-hidden')).toBe(false);
  });

  it('is not drawn on a desktop, where the page’s own summary and button are in reach', async () => {
    screenWidth(false);
    const container = await show(true);
    expect(container.querySelector('.summary-bar')).toBeNull();
  });

  it('inline, is moved to the bottom of the part of the frame the host page shows', async () => {
    screenWidth(true);
    $hostViewport.set({ top: 300, height: 800 });
    const container = await show(true);
    const bar = container.querySelector<HTMLElement>('.summary-bar')!;
    expect(bar.classList.contains('summary-bar-inline')).toBe(true);
    expect(bar.style.transform).toMatch(/^translateY\(/);
  });
});

describe('where the bar goes inline', () => {
  const area = { top: 500, bottom: 8000 };
  it('sits at the bottom of the part in view while the area fills it', () => {
    // its place is at 7900; the guest sees 1000 to 1844: it moves up to 1744
    expect(barShift({ top: 1000, height: 844 }, area, 100)).toBe(1744 - 7900);
  });
  it('stays in its place at the end of the area once that is in view', () => {
    expect(barShift({ top: 7500, height: 844 }, area, 100)).toBe(0);
  });
  it('never goes above the area’s top', () => {
    expect(barShift({ top: 0, height: 400 }, area, 100)).toBe(500 - 7900);
  });
});
