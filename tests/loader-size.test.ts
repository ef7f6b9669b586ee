import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** STYLE "Size as a feature": the one script every host page loads stays within 1.5 kB gzipped. */
const BUDGET_BYTES = 1536;

describe('the loader bundle', () => {
  it('builds to one IIFE of at most 1.5 kB gzipped', async () => {
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
