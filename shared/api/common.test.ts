import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MultiLineTextSchema, SingleLineTextSchema } from './common.ts';

const problems = (schema: v.GenericSchema, text: string) => {
  const result = v.safeParse(schema, text);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('guest text (spec 1 §5)', () => {
  it('refuses NUL, other C0 controls, DEL and C1 controls on one line', () => {
    for (const control of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n', '\r']) {
      expect(problems(SingleLineTextSchema, `Kyoto${control}Station`), JSON.stringify(control)).toEqual(['text_invalid_characters']);
    }
  });

  it('keeps tabs and newlines in multi-line text, and turns Windows line ends into newlines', () => {
    expect(v.parse(MultiLineTextSchema, ' Late arrival\r\nabout 22:00\twith a pram ')).toBe('Late arrival\nabout 22:00\twith a pram');
    for (const control of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', 'a\rb']) {
      expect(problems(MultiLineTextSchema, `Late ${control} arrival`), JSON.stringify(control)).toEqual(['text_invalid_characters']);
    }
  });

  it('accepts the scripts of our locales and emoji, and still bounds the length', () => {
    expect(problems(SingleLineTextSchema, '京都市下京区 ١٢ กรุงเทพ 서울 😀')).toEqual([]);
    expect(problems(MultiLineTextSchema, 'x'.repeat(256))).toEqual(['text_too_long']);
  });
});
