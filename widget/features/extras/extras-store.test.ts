// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('the extras chosen', () => {
  it('survive a reload of the page in the same tab, and go when cleared', async () => {
    const first = await import('./extras-store.ts');
    first.$extrasChoice.set({ 'dinner|2030-06-12': 2 });
    vi.resetModules();
    const reloaded = await import('./extras-store.ts');
    expect(reloaded.$extrasChoice.get()).toEqual({ 'dinner|2030-06-12': 2 });
    reloaded.clearExtras();
    vi.resetModules();
    expect((await import('./extras-store.ts')).$extrasChoice.get()).toEqual({});
  });
});
