import fc from 'fast-check';

/** Control characters and other troublemakers: C0, DEL, C1, line separators, a lone surrogate, a BOM. */
const TROUBLE = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\u000b',
  '\u000c',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\ud800',
  '\ufeff',
];

/** Days that do not exist, and dates in shapes the contract does not take. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '0000-00-00',
  '2026-13-01',
  '2026-12-32',
  '2027-02-29',
  '9999-99-99',
  '2026-1-1',
  '20261220',
  '2026-12-20T00:00:00Z',
  '+275760-09-13',
  '-002026-12-20',
  '1900-01-01',
  '9999-12-31',
  '2026-12-20 ',
  '２０２６-１２-２０',
];

/** One troublemaker, NUL most often (PostgreSQL refuses it in text: the 500 this sweep was made for). */
const troubleChar = fc.oneof({ weight: 3, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: fc.constantFrom(...TROUBLE) });

/** Text with a control character somewhere in it. */
export const controlText = fc.tuple(fc.string({ maxLength: 12 }), troubleChar, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b);

/** A good text with a troublemaker put before, inside or after it. */
export function tainted(text: string): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(text.length), troubleChar).map(([at, c]) => text.slice(0, at) + c + text.slice(at));
}

/** Long text; the longest ones, in 3-byte characters, go over the 256 kB body limit. */
export const hugeText = fc.tuple(fc.constantFrom(300, 5_000, 60_000, 100_000), fc.constantFrom('x', '京', '😀', '\u0000', ' ')).map(([n, ch]) => ch.repeat(n));

/** Any text: short, unicode, control characters, impossible dates, now and then a huge one. */
export const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: controlText },
  { weight: 2, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('', ' ', 'null', '[]', '{}', '-1', '1e308', '99999999999999999999', 'true', '../..', '%00', '<script>', "'; DROP TABLE x;--"),
  },
  { weight: 1, arbitrary: hugeText },
);

/** A JSON value of the wrong kind for about any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, {}, []) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 5, arbitrary: oddText },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 2_000 }, () => ({ adults: 1 })),
      Array.from({ length: 5_000 }, (_, i) => i),
    ),
  },
);

/** A wrong value for the place of `original`: the same type gone bad most of the time, else any wrong value. */
export function wrongValueFor(original: unknown): fc.Arbitrary<unknown> {
  const sameType =
    typeof original === 'string'
      ? fc.oneof(tainted(original), oddText)
      : typeof original === 'number'
        ? fc.constantFrom(-1, 0.5, original + 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, String(original))
        : wrongValue;
  return fc.oneof({ weight: 2, arbitrary: sameType }, { weight: 1, arbitrary: wrongValue });
}

/** Bodies that are not the JSON asked for, or not JSON at all. */
export const wrongJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    'null',
    '[]',
    '"x"',
    '1',
    '{"a":',
    '{"key": "demo-kyoto",}',
    "{'key': 'x'}",
    '\u0000',
    '\ufeff{}',
    'NaN',
    '{"__proto__": {"x": 1}}',
  ),
  fc.constantFrom(5_000, 50_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.string({ maxLength: 50 }),
);

/** Path parameters nobody should send: NUL, dot segments, long, unicode, broken percent escapes. `raw` ones go into the URL as they are. */
export const oddPathValue = fc.oneof(
  fc.constantFrom('%00', 'demo-kyoto%00', '..', '.', '%2e%2e', '%2F', '%E0%A4%A', '%', '%zz', '%C0%AF', '%20demo-kyoto', '%FF%FE').map((raw) => ({ raw })),
  fc
    .oneof(fc.string({ maxLength: 30 }), controlText, fc.constantFrom('a'.repeat(300), 'a'.repeat(5_000), '京都', 'DEMO-KYOTO', 'demo kyoto', '-', '0'))
    .map((text) => ({ text })),
);

/** Header values a browser would never send (printable Latin-1 only: fetch refuses the rest). */
export const oddHeader = fc.oneof(
  fc.constantFrom('', ' ', 'x', 'null', 'a.b', 'a.b.c', '../../etc/passwd', 'é', 'x'.repeat(8_000)),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
);

/** encodeURIComponent that keeps lone surrogates from throwing. */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** The value at `path` inside `value`. */
export function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((place, key) => (place as Record<string | number, unknown> | undefined)?.[key], value);
}

/** Every path of keys into a JSON value (objects and arrays), for mutating one place of a good body. */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

/** A deep copy of `value` with the place at `path` set to `replacement`, or deleted when it is `undefined`. */
export function withChange(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let place = copy;
  for (const key of path.slice(0, -1)) place = place[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined && Array.isArray(place)) place.splice(last as number, 1);
  else if (replacement === undefined) delete place[last];
  else place[last] = replacement;
  return copy;
}
