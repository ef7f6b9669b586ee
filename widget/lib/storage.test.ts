// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const realStorage = globalThis.localStorage;

/** storage.ts loaded afresh in a page whose localStorage getter throws, as a blocked third-party frame's does. */
async function withBlockedLocalStorage() {
  let asked = 0;
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      asked += 1;
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
  });
  vi.resetModules();
  const storage = await import('./storage.ts');
  return { storage, asked: () => asked };
}

afterEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => realStorage });
  vi.resetModules();
});

describe('storage in a frame whose storage is blocked', () => {
  it('asks the browser for the area once, then keeps values in memory for the page’s life', async () => {
    const { storage, asked } = await withBlockedLocalStorage();
    expect(storage.readStored('local', 'yado.k.a')).toBeNull();
    storage.writeStored('local', 'yado.k.a', { n: 1 });
    storage.writeStored('local', 'yado.k.b', 'two');
    expect(storage.readStored('local', 'yado.k.a')).toEqual({ n: 1 });
    expect(storage.readStored('local', 'yado.k.b')).toBe('two');
    storage.removeStored('local', 'yado.k.a');
    expect(storage.readStored('local', 'yado.k.a')).toBeNull();
    expect(asked()).toBe(1);
  });

  it('still uses the area a frame may use', async () => {
    vi.resetModules();
    const storage = await import('./storage.ts');
    storage.writeStored('local', 'yado.k.c', 3);
    expect(JSON.parse(localStorage.getItem('yado.k.c')!)).toEqual({ value: 3, expires: null });
    localStorage.removeItem('yado.k.c');
  });
});
