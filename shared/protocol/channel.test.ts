// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChannel } from './channel.ts';
import { WIDGET_TO_HOST, type HostMessage } from './messages.ts';

const WIDGET_ORIGIN = 'https://widget.example';
const peerWindow = { postMessage: vi.fn() } as unknown as Window;
const otherWindow = { postMessage: vi.fn() } as unknown as Window;
/** Each test's own window stand-in, so listeners never outlive their test. */
let self = new EventTarget();

function listen() {
  const channel = openChannel<typeof WIDGET_TO_HOST, HostMessage>(self as Window, () => peerWindow, WIDGET_ORIGIN, WIDGET_TO_HOST);
  const received: unknown[] = [];
  channel.listen((message) => received.push(message));
  return { channel, received };
}

function post(data: unknown, origin: string, source: unknown) {
  self.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

afterEach(() => {
  self = new EventTarget();
  vi.clearAllMocks();
});

describe('openChannel', () => {
  it('delivers a well-formed message from the peer window at the peer origin', () => {
    const { received } = listen();
    post({ yado: 1, type: 'resize', height: 640 }, WIDGET_ORIGIN, peerWindow);
    expect(received).toEqual([{ type: 'resize', height: 640 }]);
  });

  it('ignores a message from another window, even one naming the right origin', () => {
    const { received } = listen();
    post({ yado: 1, type: 'close' }, WIDGET_ORIGIN, otherWindow);
    post({ yado: 1, type: 'close' }, WIDGET_ORIGIN, null);
    expect(received).toEqual([]);
  });

  it('ignores a message from the peer window at another origin', () => {
    const { received } = listen();
    post({ yado: 1, type: 'close' }, 'https://evil.example', peerWindow);
    post({ yado: 1, type: 'close' }, 'https://widget.example.evil.example', peerWindow);
    post({ yado: 1, type: 'close' }, 'null', peerWindow);
    expect(received).toEqual([]);
  });

  it('ignores malformed data from the right window and origin', () => {
    const { received } = listen();
    for (const data of ['close', null, { type: 'close' }, { yado: 1, type: 'resize', height: 'tall' }, { yado: 1, type: 'nope' }]) {
      post(data, WIDGET_ORIGIN, peerWindow);
    }
    expect(received).toEqual([]);
  });

  it('sends the message in the envelope to the exact peer origin, never "*"', () => {
    const { channel } = listen();
    channel.send({ type: 'logout' });
    expect(peerWindow.postMessage).toHaveBeenCalledTimes(1);
    expect(peerWindow.postMessage).toHaveBeenCalledWith({ yado: 1, type: 'logout' }, WIDGET_ORIGIN);
  });

  it('sends nothing while the peer window does not exist yet', () => {
    const channel = openChannel<typeof WIDGET_TO_HOST, HostMessage>(self as Window, () => null, WIDGET_ORIGIN, WIDGET_TO_HOST);
    expect(() => channel.send({ type: 'opened' })).not.toThrow();
    channel.listen(() => {
      throw new Error('must not be called');
    });
    post({ yado: 1, type: 'close' }, WIDGET_ORIGIN, null);
  });
});
