import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { PreparedAnswer } from './prepared-answer.ts';

const answerOf = (text: string) => new PreparedAnswer({ text });

describe('AnswerCache', () => {
  it('keeps answers by key and drops the least recently sent once over its bytes', () => {
    const one = answerOf('a'.repeat(100));
    const bytes = one.json.length;
    const cache = new AnswerCache<{ text: string }>({ maxBytes: bytes * 2, maxAnswers: 10 });
    cache.set('one', one);
    cache.set('two', answerOf('b'.repeat(100)));
    expect(cache.get('one')).toBe(one); // now the most recent
    cache.set('three', answerOf('c'.repeat(100)));
    expect(cache.get('two')).toBeUndefined();
    expect(cache.get('one')).toBe(one);
    expect(cache.size).toBe(2);
  });

  it('keeps no more than its count, and replaces an answer under the same key', () => {
    const cache = new AnswerCache<{ text: string }>({ maxBytes: 1e9, maxAnswers: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answerOf(key));
    expect([cache.get('a'), cache.size]).toEqual([undefined, 2]);
    const newer = answerOf('b2');
    cache.set('b', newer);
    expect(cache.get('b')).toBe(newer);
    expect(cache.size).toBe(2);
  });
});
