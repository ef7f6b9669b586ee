import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

/** The rules every screen is held to: WCAG 2.2 AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page (and its frames; `include` narrows it, e.g. to the widget's iframe) and
 * expects no WCAG 2.2 AA violation, each named with its first targets.
 */
export async function expectAccessible(page: Page, screen: string, options: { include?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const result = await builder.withTags(WCAG).analyze();
  const violations = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(violations, `${screen}: accessibility violations`).toEqual([]);
}
