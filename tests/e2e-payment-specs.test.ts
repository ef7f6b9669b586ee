import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTITIONED_SPECS, PAYMENT_SPECS } from '../e2e/storage-partitioning.ts';

/**
 * The card-number scan after the e2e run reads the requests the payment specs' pages send to our
 * site, recorded by the `test` of e2e/recorded-requests.ts: a payment spec that took Playwright's
 * own `test` would leave its requests unscanned without anyone noticing.
 */
describe('the e2e payment specs', () => {
  const dir = join(import.meta.dirname, '..', 'e2e');
  const specs = readdirSync(dir).filter((name) => PAYMENT_SPECS.some((pattern) => pattern.test(`/${name}`)));

  it('are found by the partitioned project’s patterns', () => {
    expect(specs).toEqual(
      expect.arrayContaining(['payment-link.spec.ts', 'sandbox-gateway.spec.ts', 'payment-refund.spec.ts', 'storage-partitioning.spec.ts']),
    );
    expect(specs).not.toContain('book-and-cancel.spec.ts');
  });

  it('run again with storage partitioned where the frame keeps state: the members’ sign-in and the card step', () => {
    const partitioned = readdirSync(dir).filter((name) => PARTITIONED_SPECS.some((pattern) => pattern.test(`/${name}`)));
    expect(partitioned).toEqual(
      expect.arrayContaining([
        'member-sign-in.spec.ts',
        'member-openid.spec.ts',
        'card-checkout.spec.ts',
        'card-saved.spec.ts',
        'storage-partitioning.spec.ts',
      ]),
    );
    // each is a payment or member spec: its requests are recorded for the scan
    for (const name of partitioned) expect(specs).toContain(name);
  });

  it.each(specs.filter((name) => name !== 'storage-partitioning.spec.ts'))('%s records its requests for the card-number scan', (name) => {
    const source = readFileSync(join(dir, name), 'utf8');
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/recorded-requests\.ts'/);
    expect(source).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
  });
});
