import { envelope, parseMessage, type MessageOf } from './messages.ts';

type Spec = Parameters<typeof parseMessage>[0];

/** One end of the postMessage channel. */
export type Channel<In extends { type: string }, Out extends { type: string }> = {
  /** Sends a message to the peer, at its exact origin. */
  send(message: Out): void;
  /** Starts listening for as long as the window lives (nothing needs to stop, and the loader's bytes are few). */
  listen(handler: (message: In) => void): void;
};

/**
 * Opens a channel to a peer window. Inbound events are checked in order: the sending window
 * must be the peer (`event.source`), then its origin must be the peer's exact origin, then the
 * envelope and the message must parse. Anything else is ignored without a word, as a hostile
 * frame deserves. Sends always name the exact target origin, never "*".
 * `self` is this end's window, `peer` gives the other end's (it may not exist yet), `inbound`
 * declares what may arrive. Positional, not an options object: property names survive
 * minifying, and the loader counts its bytes.
 */
export function openChannel<S extends Spec, Out extends { type: string }>(
  self: Window,
  peer: () => Window | null | undefined,
  peerOrigin: string,
  inbound: S,
): Channel<MessageOf<S>, Out> {
  return {
    send(message) {
      const target = peer();
      if (target) target.postMessage(envelope(message), peerOrigin);
    },
    listen(handler) {
      self.addEventListener('message', (event: MessageEvent) => {
        const source = peer();
        const message = source && event.source === source && event.origin === peerOrigin && parseMessage(inbound, event.data);
        if (message) handler(message);
      });
    },
  };
}
