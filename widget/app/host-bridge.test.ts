// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const HOST_ORIGIN = 'https://hotel.example';
type Bridge = typeof import('./host-bridge.ts');

let parent: { postMessage: ReturnType<typeof vi.fn> };

/** A fresh bridge module in a window framed by `parent` (or not framed at all). */
async function bridge(framed = true): Promise<Bridge> {
  parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { configurable: true, get: () => (framed ? parent : window) });
  vi.resetModules();
  return import('./host-bridge.ts');
}

function fromHost(data: unknown, origin = HOST_ORIGIN, source: unknown = parent) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

let bodyHeight = 0;
let resized: (() => void) | undefined;

beforeEach(() => {
  Object.defineProperty(document.body, 'offsetHeight', { configurable: true, get: () => bodyHeight });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = undefined;
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'parent');
});

describe('the widget host bridge', () => {
  it('connects inside a frame and says ready to the exact parent origin', async () => {
    const { connectHost, isEmbedded } = await bridge();
    expect(connectHost({ parentOrigin: 'https://hotel.example/stay?x=1' })).toBe(true);
    expect(isEmbedded()).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ yado: 1, type: 'ready' }, HOST_ORIGIN);
  });

  it('stays unconnected outside a frame, or without a usable parent origin', async () => {
    for (const [framed, parentOrigin] of [
      [false, HOST_ORIGIN],
      [true, null],
      [true, '*'],
      [true, 'javascript:alert(1)'],
      [true, 'not a url'],
    ] as const) {
      const { connectHost, sendToHost, isEmbedded } = await bridge(framed);
      expect(connectHost({ parentOrigin })).toBe(false);
      sendToHost({ type: 'close' });
      expect(isEmbedded()).toBe(false);
      expect(parent.postMessage).not.toHaveBeenCalled();
    }
  });

  it('sends widget messages to the parent in the envelope', async () => {
    const { connectHost, sendToHost } = await bridge();
    connectHost({ parentOrigin: HOST_ORIGIN });
    sendToHost({ type: 'ga4Event', name: 'purchase', params: { value: 1 } });
    expect(parent.postMessage).toHaveBeenLastCalledWith({ yado: 1, type: 'ga4Event', name: 'purchase', params: { value: 1 } }, HOST_ORIGIN);
  });

  it('hands host messages to subscribers only from the parent window at the parent origin', async () => {
    const { connectHost, onHostMessage } = await bridge();
    const received: unknown[] = [];
    const stop = onHostMessage((message) => received.push(message));
    connectHost({ parentOrigin: HOST_ORIGIN });
    fromHost({ yado: 1, type: 'logout' });
    fromHost({ yado: 1, type: 'logout' }, 'https://evil.example');
    fromHost({ yado: 1, type: 'logout' }, HOST_ORIGIN, { postMessage: vi.fn() });
    fromHost({ yado: 1, type: 'close' });
    expect(received).toEqual([{ type: 'logout' }]);
    stop();
    fromHost({ yado: 1, type: 'opened' });
    expect(received).toEqual([{ type: 'logout' }]);
  });

  it('reports the body height at once and again only when it changes', async () => {
    const { connectHost, observeHeight } = await bridge();
    connectHost({ parentOrigin: HOST_ORIGIN });
    bodyHeight = 720;
    const stop = observeHeight();
    bodyHeight = 720;
    resized!();
    bodyHeight = 480;
    resized!();
    const heights = parent.postMessage.mock.calls.map(([data]) => data).filter((data) => data.type === 'resize');
    expect(heights).toEqual([
      { yado: 1, type: 'resize', height: 720 },
      { yado: 1, type: 'resize', height: 480 },
    ]);
    stop();
    expect(resized).toBeUndefined();
  });

  it('reports a height that changed with the page, without waiting for a ResizeObserver (silent in a frame off screen)', async () => {
    const { connectHost, observeHeight } = await bridge();
    connectHost({ parentOrigin: HOST_ORIGIN });
    bodyHeight = 135;
    const stop = observeHeight();
    bodyHeight = 1127;
    document.body.append(document.createElement('form'));
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenLastCalledWith({ yado: 1, type: 'resize', height: 1127 }, HOST_ORIGIN));
    stop();
  });
});
