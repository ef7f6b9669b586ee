/**
 * A streaming reader of multipart/form-data bodies (RFC 7578). Hono's parseBody() keeps the
 * whole body in memory; an 80 MB photo should not be, so each part's bytes go to a sink as they
 * arrive, and only a delimiter's length of them is held back at a time.
 */

/** The headers of one part. */
export type PartInfo = { name: string; filename: string | null; contentType: string | null };

/** Where a part's bytes go; `write` may wait (backpressure) or throw to stop reading. */
export type PartSink = { write(chunk: Uint8Array): void | Promise<void> };

/** The body is not well-formed multipart/form-data. */
export class MultipartError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary of a multipart/form-data content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

function parseHeaders(text: string): PartInfo {
  let name = '';
  let filename: string | null = null;
  let contentType: string | null = null;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-type') contentType = value;
    if (key === 'content-disposition') {
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? '';
      const star = /;\s*filename\*=UTF-8''([^;]+)/i.exec(value)?.[1];
      filename = star ? decodeURIComponent(star) : (/;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? null);
    }
  }
  return { name, filename, contentType };
}

/**
 * Reads a multipart body, calling `onPart` with each part's headers; the part's bytes go to the
 * sink it returns (none: they are skipped). Throws MultipartError on a malformed body, and
 * whatever a sink throws (the reader is then cancelled).
 */
export async function readMultipart(body: ReadableStream<Uint8Array>, boundary: string, onPart: (part: PartInfo) => PartSink | undefined): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  // the first boundary line has no CRLF before it: start with one so every delimiter looks alike
  let buffer = Buffer.from(CRLF);
  type State = 'preamble' | 'boundary' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State;
  let sink: PartSink | undefined;
  const reader = body.getReader();
  let ended = false;

  // consumes what the buffer holds; false when more bytes are needed
  const step = async (): Promise<boolean> => {
    if (state === 'preamble' || state === 'body') {
      const at = buffer.indexOf(delimiter);
      if (at < 0) {
        if (buffer.length > keep) {
          if (state === 'body') await sink?.write(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
        }
        return false;
      }
      if (state === 'body') await sink?.write(buffer.subarray(0, at));
      buffer = buffer.subarray(at + delimiter.length);
      state = 'boundary';
      return true;
    }
    if (state === 'boundary') {
      if (buffer.length < 2) return false;
      if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
        state = 'done';
        return false;
      }
      const eol = buffer.indexOf(CRLF);
      if (eol < 0) {
        if (buffer.length > 256) throw new MultipartError('boundary line too long');
        return false;
      }
      if (buffer.subarray(0, eol).toString('latin1').trim() !== '') throw new MultipartError('text after a boundary');
      buffer = buffer.subarray(eol + 2);
      state = 'headers';
      return true;
    }
    if (state === 'headers') {
      // a part without headers: its blank line follows the boundary line at once
      const end = buffer.subarray(0, 2).equals(CRLF) ? -2 : buffer.indexOf(HEADER_END);
      if (end === -1) {
        if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
        return false;
      }
      const text = end < 0 ? '' : buffer.subarray(0, end).toString('utf8');
      buffer = buffer.subarray(end < 0 ? 2 : end + HEADER_END.length);
      sink = onPart(parseHeaders(text));
      state = 'body';
      return true;
    }
    return false;
  };

  try {
    const finished = () => state === 'done';
    while (!finished()) {
      if (await step()) continue;
      if (finished()) break;
      if (ended) throw new MultipartError('the body ended inside a part');
      const { done, value } = await reader.read();
      if (done) ended = true;
      else buffer = Buffer.concat([buffer, value]);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  // the epilogue after the closing boundary is ignored, but not left unread on the socket
  await reader.cancel().catch(() => {});
}
