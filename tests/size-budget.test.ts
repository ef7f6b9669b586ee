import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenBytes, lazyChunks } from '../bench/sizes.mjs';

/** Budgets a guest on a slow phone would feel (README, "Size budgets"). */
const FIRST_SCREEN_JS_BUDGET = 44 * 1024;
/** Each chunk loaded on demand (the checkout is the largest: guest form, extras, questions, coupon). */
const ROUTE_CHUNK_BUDGET = 20 * 1024;

describe('size budgets of the built widget', () => {
  it('keeps the first screen (search form and results) within 44 kB of gzipped JS', () => {
    expect(existsSync('dist/widget/index.html'), 'build first: node build.mjs').toBe(true);
    const { js, files } = firstScreenBytes();
    expect(files.js.length).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET);
  });

  it('keeps every chunk loaded on demand (each route, panel and the calendar) within 20 kB of gzipped JS', () => {
    const chunks = lazyChunks();
    expect(chunks.length).toBeGreaterThan(3);
    const over = chunks.filter((chunk) => chunk.bytes > ROUTE_CHUNK_BUDGET);
    expect(over).toEqual([]);
  });
});
