import { describe, expect, it } from 'vitest';
import { chooseCoding } from './content-coding.ts';

describe('chooseCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip'], 'br'],
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['gzip;q=0.5, br;q=0.8', ['br', 'gzip'], 'br'],
    ['br;q=0.4, gzip;q=0.9', ['br', 'gzip'], 'gzip'],
    ['BR', ['br', 'gzip'], 'br'],
    ['*', ['br', 'gzip'], 'br'],
    ['*, br;q=0', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip;q=0', ['br', 'gzip'], undefined],
    ['identity', ['br', 'gzip'], undefined],
    ['deflate', ['br', 'gzip'], undefined],
    [undefined, ['br', 'gzip'], undefined],
  ] as const)('picks for “%s” among %j: %s', (header, available, expected) => {
    expect(chooseCoding(header, available)).toBe(expected);
  });
});
