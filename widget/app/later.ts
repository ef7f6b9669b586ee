import { lazy, type ComponentType } from 'react';
import { loadLaterText } from '../lib/i18n.ts';

/**
 * A page loaded on demand, with its text (the later part of the catalog): the first screen
 * stays within its byte budget.
 */
export function later<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadLaterText()]).then(([page]) => ({ default: page })));
}
