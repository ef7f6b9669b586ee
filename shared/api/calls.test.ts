import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ALL_CALLS } from './calls.ts';

const pathParams = (path: string) => [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);
const withParams = ALL_CALLS.filter((call) => pathParams(call.path).length > 0);

describe('path parameters of every call', () => {
  it.each(withParams.map((call) => [call.name, call] as const))('%s declares a schema for each of its path parameters', (_, call) => {
    const entries = (call.params as unknown as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries ?? {};
    expect(Object.keys(entries).sort()).toEqual(pathParams(call.path).sort());
  });

  it.each(withParams.map((call) => [call.name, call] as const))('%s refuses NUL, dot segments, odd characters and over-long values', (_, call) => {
    for (const name of pathParams(call.path)) {
      for (const odd of ['\u0000', 'abc\u0000def', '..', '../etc', 'a'.repeat(300), 'é', '京都', '%E0%A4%A', 'a b/c', '']) {
        const params = Object.fromEntries(pathParams(call.path).map((other) => [other, other === name ? odd : 'ignored']));
        const result = v.safeParse(call.params!, params);
        const onThis = result.success ? [] : result.issues.filter((issue) => issue.path?.[0]?.key === name);
        expect(onThis.length, `${name}=${JSON.stringify(odd.slice(0, 20))}`).toBeGreaterThan(0);
      }
    }
  });
});
