import { describe, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop-watch.ts';

describe('the event loop watch', () => {
  it('says how long a synchronous step held the event loop', async () => {
    const lines: string[] = [];
    const stop = watchEventLoop(400, (line) => lines.push(line));
    const until = performance.now() + 900;
    while (performance.now() < until) {
      // held
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop();
    const held = lines.map((line) => line.match(/^event loop held for (\d+) ms: no request was served meanwhile$/));
    expect(held.every(Boolean)).toBe(true);
    expect(held.some((match) => Number(match![1]) >= 400)).toBe(true);
  });
});
