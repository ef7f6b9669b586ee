import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ALL_CALLS } from './calls.ts';
import { MultiLineTextSchema } from './common.ts';

/**
 * Answer values the server stored after the same schema normalized them on the way in: parsing
 * them again finds them normalized already (checked below), so it changes nothing.
 */
const STORED_NORMALIZED = new Set(['answer.data.answers.item.value.options[0].text', 'answer.data.reservation.answers.item.value.options[0].text']);

type Node = { kind?: string; type?: string; [key: string]: unknown };

/**
 * Where parsing would change a value instead of only checking it: a transform, or a default of
 * an optional, nullable or nullish schema. Followed through entries, items, options, wrapped
 * schemas, pipes and lazy getters.
 */
function changesValues(schema: Node, path = 'answer', seen = new Set<Node>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  if (schema.kind === 'transformation') found.push(`${path}: ${schema.type}`);
  if ('default' in schema && schema.default !== undefined) found.push(`${path}: default`);
  const children: Array<[string, unknown]> = [];
  for (const [name, entry] of Object.entries((schema.entries ?? {}) as Record<string, unknown>)) children.push([`${path}.${name}`, entry]);
  for (const key of ['item', 'wrapped', 'key', 'value', 'rest'] as const) if (schema[key]) children.push([`${path}.${key}`, schema[key]]);
  for (const list of ['options', 'pipe', 'items'] as const) {
    const value = schema[list];
    if (Array.isArray(value)) for (const [index, child] of value.entries()) children.push([`${path}.${list}[${index}]`, child]);
  }
  if (STORED_NORMALIZED.has(path)) return found;
  for (const [childPath, child] of children) {
    if (child && typeof child === 'object' && 'kind' in child) found.push(...changesValues(child as Node, childPath, seen));
  }
  return found;
}

describe('the answer schemas of every call', () => {
  // the widget parses answers in development and tests only (widget/lib/api-client.ts): that is
  // the same widget only if parsing never changes an answer, which these schemas guarantee
  it.each(ALL_CALLS.map((call) => [call.name, call] as const))('%s only checks an answer, never changes it', (_, call) => {
    expect(changesValues(call.answer as unknown as Node)).toEqual([]);
  });

  it('finds what would change a value', () => {
    const schema = v.object({ a: v.optional(v.string(), 'x'), b: v.array(v.pipe(v.string(), v.trim(), v.transform(Number))) });
    expect(changesValues(schema as unknown as Node)).toEqual(['answer.a: default', 'answer.b.item.pipe[1]: trim', 'answer.b.item.pipe[2]: transform']);
  });

  it('finds a guest text stored normalized unchanged by normalizing it again', () => {
    for (const text of ['  two\r\nlines\r\n ', 'tab\tkept', ' 京都 ', '\r\n\r\n']) {
      const stored = v.parse(MultiLineTextSchema, text);
      expect(v.parse(MultiLineTextSchema, stored)).toBe(stored);
    }
  });
});
