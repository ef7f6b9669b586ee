import { describe, expect, it } from 'vitest';
import { type MultipartRefused, readFileUpload, type IncomingFile, type MultipartLimits } from './multipart.ts';

const LIMITS: MultipartLimits = { bodyBytes: 1024 * 1024, fileBytes: 64 * 1024, fields: 2, fieldBytes: 100 };

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

async function collect(file: IncomingFile) {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { filename: file.filename, data: Buffer.concat(chunks) };
}

async function formBytes(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, bytes: new Uint8Array(await request.arrayBuffer()) };
}

describe('multipart upload reader', () => {
  it('gives the file’s name and exact bytes however the body is split, dropping short fields', async () => {
    const file = new Uint8Array(3000).map((_, i) => (i * 7) % 256);
    const form = new FormData();
    form.set('note', 'hello');
    form.set('file', new File([file], 'passport photo.jpg', { type: 'image/jpeg' }));
    const { type, bytes } = await formBytes(form);
    for (const size of [1, 7, 1000, bytes.length]) {
      const got = await readFileUpload(streamOf(bytes, size), type, 'file', LIMITS, collect);
      expect(got.filename).toBe('passport photo.jpg');
      expect(Buffer.compare(got.data, Buffer.from(file))).toBe(0);
    }
  });

  it('refuses a body over its limit, a file over its limit and a field over its limit', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(100 * 1024)], 'big.png'));
    const { type, bytes } = await formBytes(form);
    const refusal = (limits: MultipartLimits) =>
      readFileUpload(streamOf(bytes, 1024), type, 'file', limits, collect).catch((error: MultipartRefused) => error.reason);
    expect(await refusal(LIMITS)).toBe('too_large');
    expect(await refusal({ ...LIMITS, bodyBytes: 10 * 1024, fileBytes: 1024 * 1024 })).toBe('too_large');
    const field = new FormData();
    field.set('note', 'x'.repeat(1000));
    const long = await formBytes(field);
    await expect(readFileUpload(streamOf(long.bytes, 64), long.type, 'file', LIMITS, collect)).rejects.toMatchObject({ reason: 'field_too_large' });
  });

  it('lets the file’s reader settle before saying why the body was refused', async () => {
    const body = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc');
    let settled = false;
    const reading = readFileUpload(streamOf(body, 5), 'multipart/form-data; boundary=b', 'file', LIMITS, async (file) => {
      try {
        return await collect(file);
      } finally {
        settled = true;
      }
    });
    await expect(reading).rejects.toMatchObject({ reason: 'malformed' });
    expect(settled).toBe(true);
  });

  it('refuses a body that is not multipart/form-data', async () => {
    await expect(readFileUpload(streamOf(new Uint8Array(4), 4), 'application/json', 'file', LIMITS, collect)).rejects.toMatchObject({ reason: 'malformed' });
    await expect(readFileUpload(null, 'multipart/form-data; boundary=b', 'file', LIMITS, collect)).rejects.toMatchObject({ reason: 'malformed' });
  });
});
