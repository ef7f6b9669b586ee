import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, readMultipart, type PartInfo } from './multipart.ts';

function streamOf(bytes: Uint8Array, chunkSize: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function collect(bytes: Uint8Array, boundary: string, chunkSize: number) {
  const parts: Array<PartInfo & { data: Buffer }> = [];
  await readMultipart(streamOf(bytes, chunkSize), boundary, (info) => {
    const part = { ...info, data: Buffer.alloc(0) };
    parts.push(part);
    return { write: (chunk) => { part.data = Buffer.concat([part.data, chunk]); } };
  });
  return parts;
}

describe('multipart reader', () => {
  it('reads the boundary from the content type', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });

  it('gives each part and its exact bytes, however the body is split into chunks', async () => {
    const file = new Uint8Array(3000).map((_, i) => (i * 7) % 256);
    const form = new FormData();
    form.set('note', 'hello');
    form.set('file', new File([file], 'passport photo.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://x/', { method: 'POST', body: form });
    const boundary = boundaryOf(request.headers.get('content-type')!)!;
    const bytes = new Uint8Array(await request.arrayBuffer());
    for (const size of [1, 2, 7, 64, 1000, bytes.length]) {
      const parts = await collect(bytes, boundary, size);
      expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([['note', null, null], ['file', 'passport photo.jpg', 'image/jpeg']]);
      expect(parts[0]!.data.toString()).toBe('hello');
      expect(Buffer.compare(parts[1]!.data, Buffer.from(file))).toBe(0);
    }
  });

  it('does not cut a file where its bytes begin like the delimiter', async () => {
    const data = 'abc\r\n--bounda\r\n--boundar-xyz\r\n--';
    const body = Buffer.from(`preamble\r\n--boundary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${data}\r\n--boundary--\r\nepilogue`);
    for (const size of [1, 3, 11, body.length]) {
      const parts = await collect(body, 'boundary', size);
      expect(parts.map((p) => p.data.toString())).toEqual([data]);
    }
  });

  it('refuses a body cut off before the closing boundary', async () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc');
    await expect(collect(body, 'b', 5)).rejects.toBeInstanceOf(MultipartError);
  });

  it('stops reading when a sink refuses more bytes', async () => {
    const body = Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n${'x'.repeat(500)}\r\n--b--\r\n`);
    let seen = 0;
    const reading = readMultipart(streamOf(body, 10), 'b', () => ({
      write: (chunk) => {
        seen += chunk.length;
        if (seen > 100) throw new Error('too large');
      },
    }));
    await expect(reading).rejects.toThrow('too large');
    expect(seen).toBeLessThan(200);
  });
});
