// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale } from '../lib/i18n.ts';
import { click, mount } from '../testing/render.tsx';
import { Stepper } from './stepper.tsx';

let unmount = () => {};
function Counted({ start, min, max }: { start: number; min: number; max: number }) {
  const [value, setValue] = useState(start);
  return <Stepper id="adults" label="Adults" value={value} min={min} max={max} onValue={setValue} />;
}
async function show(start: number, min: number, max: number) {
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Counted start={start} min={min} max={max} />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const group = view.container.querySelector<HTMLElement>('[role="group"]')!;
  const [fewer, more] = Array.from(group.querySelectorAll('button'));
  return { group, fewer: fewer!, more: more!, value: () => group.querySelector('output')! };
}

beforeAll(() => activateLocale('en'));
afterEach(() => unmount());

describe('stepper', () => {
  it('is a group named by its label, with − and + buttons named for what they count', async () => {
    const { group, fewer, more, value } = await show(2, 1, 4);
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Adults');
    expect(fewer.getAttribute('aria-label')).toBe('Adults: one fewer');
    expect(more.getAttribute('aria-label')).toBe('Adults: one more');
    // the value is announced when it changes, with what it counts
    expect(value().getAttribute('aria-live')).toBe('polite');
    expect(value().textContent).toBe('2 Adults');
  });

  it('counts within its limits, and says a button is unavailable at a limit without losing the focus', async () => {
    const { fewer, more, value } = await show(2, 1, 3);
    await click(more);
    expect(value().textContent).toBe('3 Adults');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await click(more);
    expect(value().textContent).toBe('3 Adults');
    // not the disabled attribute: a pressed button keeps the focus at the limit
    expect(more.disabled).toBe(false);
    await click(fewer);
    await click(fewer);
    expect(value().textContent).toBe('1 Adults');
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    expect(more.hasAttribute('aria-disabled')).toBe(false);
    await click(fewer);
    expect(value().textContent).toBe('1 Adults');
  });
});
