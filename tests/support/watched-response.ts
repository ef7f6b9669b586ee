/**
 * A Response that counts how often its body is asked for. On the server (@hono/node-server) an
 * answer made from a string is written at once with its headers; asking it for its body, or
 * remaking it (c.header() once it exists, `c.res =`), turns it into a stream written in pieces,
 * which costs more than many calls. A middleware that only reads or sets headers must do neither.
 */
export class WatchedResponse extends Response {
  bodyAsked = 0;
  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    this.bodyAsked += 1;
    return super.body;
  }
}
