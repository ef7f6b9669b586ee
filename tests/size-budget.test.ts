import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenBytes } from '../bench/sizes.mjs';

/** Budgets a guest on a slow phone would feel (README, "Size budgets"). */
const FIRST_SCREEN_JS_BUDGET = 40 * 1024;

describe('size budgets of the built widget', () => {
  it('keeps the first screen (search form and results) within 40 kB of gzipped JS', () => {
    expect(existsSync('dist/widget/index.html'), 'build first: node build.mjs').toBe(true);
    const { js, files } = firstScreenBytes();
    expect(files.js.length).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET);
  });
});
