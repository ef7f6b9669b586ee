import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER } from '../../shared/constants.ts';
import { createApp } from '../../server/app.ts';
import { createTestServer, DRIVERS, type TestServer } from '../support/test-server.ts';
import { fileForm, PNG, postUpload } from '../support/uploads.ts';

const BOUNDARY = 'yado-test-boundary';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body written by hand, for what a browser would never send. */
function rawForm(parts: Array<{ disposition: string; data: Buffer | string }>, { close = true } = {}): Uint8Array<ArrayBuffer> {
  const chunks = parts.flatMap((part) => [`--${BOUNDARY}\r\nContent-Disposition: form-data; ${part.disposition}\r\n\r\n`, part.data, '\r\n']);
  return new Uint8Array(Buffer.concat([...chunks, close ? `--${BOUNDARY}--\r\n` : ''].map((c) => (typeof c === 'string' ? Buffer.from(c, 'utf8') : c))));
}

/** A body of `head`, then `fillBytes` of filler made as it is read, then `tail`; `pulled()` says how much was read. */
function endlessField(head: string, fillBytes: number, tail: string) {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(head));
    },
    pull(controller) {
      if (sent >= fillBytes) {
        controller.enqueue(Buffer.from(tail));
        return controller.close();
      }
      sent += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, pulled: () => sent };
}

describe.each(DRIVERS)('uploads are bounded and inert on %s', (driver) => {
  let server: TestServer;
  let dir: string;
  let session: string;
  const send = (body: BodyInit, headers: Record<string, string> = {}, hotel = 'demo-kyoto') => postUpload(server.app, session, hotel, body, headers);
  const filesOnDisk = async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

  beforeAll(async () => {
    server = await createTestServer(driver);
    dir = await mkdtemp(join(tmpdir(), 'yado-uploads-test-'));
    server.deps.attachmentsDir = dir;
    session = server.headers[CLIENT_SESSION_HEADER]!;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a hotel code that is not one, %00 included, with a 422 naming the code', async () => {
    for (const code of ['%00', 'demo%00kyoto', 'Demo-Kyoto', '-x']) {
      const { status, json } = await send(fileForm(PNG, 'a.png', 'image/png'), {}, code);
      expect(status, code).toBe(422);
      expect(json.errors[0]).toMatchObject({ code: '1000' });
      expect(json.errors[0].details.code[0].code).toBe('hotel_code_invalid');
    }
  });

  it('takes a file whose encoded name is broken, under a name that is still text', async () => {
    const body = rawForm([{ disposition: 'name="file"; filename*=UTF-8\'\'%E0%A4%A', data: PNG }]);
    const { status, json } = await send(body, MULTIPART);
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ size: PNG.length, content_type: 'image/png' });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the name must have lost its control characters
    expect(json.data.filename).not.toMatch(/[\u0000-\u001f]/);
  });

  it('shows a file name without its right-to-left override and keeps the file under a random name', async () => {
    const { status, json } = await send(fileForm(PNG, 'passport\u202Egnp.exe', 'image/png'));
    expect(status).toBe(201);
    expect(json.data.filename).toBe('passportgnp.exe');
    const row = await server.db.selectFrom('file_attachments').selectAll().where('id', '=', json.data.id).executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(Buffer.compare(await readFile(join(dir, ...row.storage_key.split('/'))), PNG)).toBe(0);
  });

  it('refuses a 300 MB form field at once, without reading the rest of it', async () => {
    const body = endlessField(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`, 300 * 1024 * 1024, `\r\n--${BOUNDARY}--\r\n`);
    const { status, json } = await send(body.stream, MULTIPART);
    expect(status).toBe(422);
    expect(json.errors[0]).toMatchObject({ code: '1000', status: 422 });
    expect(json.errors[0].details.base[0].code).toBe('field_too_large');
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it('stops reading a file past the size limit even when no length was declared', async () => {
    const body = endlessField(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
      300 * 1024 * 1024,
      `\r\n--${BOUNDARY}--\r\n`,
    );
    server.deps.maxAttachmentBytes = 1024 * 1024;
    try {
      const before = await filesOnDisk();
      const { status, json } = await send(body.stream, MULTIPART);
      expect(status).toBe(413);
      expect(json.errors[0]).toMatchObject({ code: '1251', status: 413 });
      expect(body.pulled()).toBeLessThan(3 * 1024 * 1024);
      expect(await filesOnDisk()).toEqual(before);
    } finally {
      server.deps.maxAttachmentBytes = 80 * 1024 * 1024;
    }
  });

  it('refuses many fields, a second file, a cut-off body and a body that is not multipart with 422, keeping nothing', async () => {
    const before = await filesOnDisk();
    const fields = Array.from({ length: 20 }, (_, i) => ({ disposition: `name="f${i}"`, data: 'x' }));
    const cases: Array<[string, Uint8Array<ArrayBuffer>, string, string]> = [
      ['many fields', rawForm([...fields, { disposition: 'name="file"; filename="a.png"', data: PNG }]), 'base', 'too_many_parts'],
      [
        'two files',
        rawForm([
          { disposition: 'name="file"; filename="a.png"', data: PNG },
          { disposition: 'name="file"; filename="b.png"', data: PNG },
        ]),
        'base',
        'too_many_parts',
      ],
      ['cut off', rawForm([{ disposition: 'name="file"; filename="a.png"', data: PNG }], { close: false }), 'file', 'upload_invalid'],
      ['no file', rawForm([{ disposition: 'name="note"', data: 'hello' }]), 'file', 'file_missing'],
      ['garbage', new Uint8Array(Buffer.from('\x00\xff not multipart at all')), 'file', 'upload_invalid'],
    ];
    for (const [name, body, field, reason] of cases) {
      const { status, json } = await send(body, MULTIPART);
      expect(status, name).toBe(422);
      expect(json.errors[0], name).toMatchObject({ code: '1000', status: 422 });
      expect(json.errors[0].details[field][0].code, name).toBe(reason);
    }
    const noBoundary = await send(rawForm([{ disposition: 'name="file"; filename="a.png"', data: PNG }]), { 'content-type': 'multipart/form-data' });
    expect(noBoundary.status).toBe(422);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a photo that is also a web page, and a PDF that runs script, keeping nothing', async () => {
    const before = await filesOnDisk();
    const polyglot = Buffer.concat([PNG, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const scripted = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n2 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    for (const [bytes, name, type] of [
      [polyglot, 'photo.png', 'image/png'],
      [scripted, 'scan.pdf', 'application/pdf'],
    ] as const) {
      const { status, json } = await send(fileForm(bytes, name, type));
      expect(status, name).toBe(422);
      expect(json.errors[0], name).toMatchObject({ code: '1251', status: 422 });
      expect(json.errors[0].details.file[0].code, name).toBe('active_content');
    }
    expect(await filesOnDisk()).toEqual(before);
    const plain = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const taken = await send(fileForm(plain, 'scan.pdf', 'application/pdf'));
    expect(taken.status).toBe(201);
    expect(taken.json.data.content_type).toBe('application/pdf');
  });

  describe('beside the static files', () => {
    let site: string;
    const served = () => ({ distDir: join(site, 'dist'), demoHostDir: join(site, 'demo-host') });
    beforeAll(async () => {
      site = await mkdtemp(join(tmpdir(), 'yado-static-test-'));
      await mkdir(join(site, 'dist', 'widget', 'assets'), { recursive: true });
      await mkdir(join(site, 'demo-host'), { recursive: true });
      await writeFile(join(site, 'demo-host', 'index.html'), '<p>demo</p>');
    });
    afterAll(() => rm(site, { recursive: true, force: true }));

    it('never serves an uploaded file from a static path', async () => {
      const app = createApp(server.deps, served());
      const { status, json } = await postUpload(app, session, 'demo-kyoto', fileForm(PNG, 'passport.png', 'image/png'));
      expect(status).toBe(201);
      const { storage_key: key } = await server.db
        .selectFrom('file_attachments')
        .select('storage_key')
        .where('id', '=', json.data.id)
        .executeTakeFirstOrThrow();
      const id = json.data.id as string;
      const paths = [
        `/${key}`,
        `/${id}`,
        `/passport.png`,
        `/attachments/${key}`,
        `/data/attachments/${key}`,
        `/widget/assets/${key}`,
        `/widget/${key}`,
        `/widget/assets/..%2f..%2f..%2f${key}`,
        `/..%2f${key}`,
        `/api/v1/file_attachments/${id}`,
        `/api/v1/hotels/demo-kyoto/file_attachments/${id}`,
      ];
      for (const path of paths) {
        const body = Buffer.from(await (await app.request(path)).arrayBuffer());
        expect(body.includes(PNG), path).toBe(false);
      }
    });

    it('refuses to start with the attachments folder inside a folder it serves', () => {
      for (const inside of [join(site, 'demo-host', 'uploads'), join(site, 'dist'), join(site, 'dist', 'widget', 'assets', 'a')]) {
        expect(() => createApp({ ...server.deps, attachmentsDir: inside }, served()), inside).toThrow(/ATTACHMENTS_DIR/);
      }
      expect(() => createApp({ ...server.deps, attachmentsDir: join(site, 'attachments') }, served())).not.toThrow();
    });
  });
});
