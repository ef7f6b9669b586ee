import { expect, vi } from 'vitest';
import { fieldId } from '../../ui/field.tsx';
import { click, settle } from '../../testing/render.tsx';

/** Opens the guests chooser from the search form's guests button, and waits for it to load. */
export async function openGuests(): Promise<void> {
  await click(document.getElementById('guests-button'));
  // a lazy module: loading it takes a while on a busy machine
  await vi.waitFor(() => expect(document.querySelector('.guests-chooser')).not.toBeNull(), { timeout: 5000 });
  await settle();
}

/** A stepper's buttons: fewer, then more. */
export function stepperButtons(id: string): [HTMLButtonElement, HTMLButtonElement] {
  const buttons = document.getElementById(fieldId(id))!.querySelectorAll<HTMLButtonElement>('button');
  return [buttons[0]!, buttons[1]!];
}

/** A stepper's value as shown. */
export function stepperValue(id: string): number {
  return Number.parseInt(document.getElementById(fieldId(id))!.querySelector('output')!.textContent!, 10);
}

/** Presses a stepper's + (or −) `times` times. */
export async function step(id: string, direction: 'more' | 'fewer', times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await click(stepperButtons(id)[direction === 'more' ? 1 : 0]);
}
