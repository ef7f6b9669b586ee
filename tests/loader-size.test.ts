import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * STYLE "Size as a feature": the one script every host page loads. The budget only ever goes
 * down: 1,536 B until the loader was built for es2022 with the interactive event added (1,474 B),
 * then lazy loading only for a spot below the first screen (a lazy frame in view starts about
 * 50 ms later) took it to 1,487 B. The goal is 1,200 B (loader/README.md says what stands in the way).
 */
const BUDGET_BYTES = 1490;

describe('the loader bundle', () => {
  it('builds to one IIFE within its gzipped budget', async () => {
    // build.mjs is plain JS without types; `as string` keeps tsc from resolving it
    const { buildLoader } = (await import('../build.mjs' as string)) as { buildLoader: () => Promise<void> };
    await buildLoader();
    const code = readFileSync('dist/loader.js');
    const gzipped = gzipSync(code).length;
    console.info(`dist/loader.js: ${code.length} B, ${gzipped} B gzipped (budget ${BUDGET_BYTES} B)`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(code.toString()).not.toMatch(/\bimport\b|\bexport\b/);
  });
});
