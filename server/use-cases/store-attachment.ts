import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Attachment } from '../../shared/api/questions.ts';
import type { Db } from '../db/client.ts';
import { deleteUnlinkedAttachments, insertAttachment } from '../db/repositories/questions-repository.ts';
import { cleanFilename, sniffType, SNIFF_BYTES } from '../domain/file-types.ts';
import { MultipartError, readMultipart } from '../http/multipart.ts';

/** Why an upload was refused; the route turns it into the error envelope. */
export class UploadRefused extends Error {
  constructor(readonly reason: 'too_large' | 'type_not_accepted' | 'file_missing' | 'malformed') {
    super(reason);
  }
}

/** Where a file's bytes are kept, relative to the attachments folder. */
const storageKeyOf = (hotelId: string, id: string) => `${hotelId}/${id}`;

/** The file on disk of a storage key. */
export function attachmentPath(dir: string, storageKey: string): string {
  return join(dir, ...storageKey.split('/'));
}

/**
 * Streams the `file` field of a multipart body to disk (never the whole file in memory),
 * counting its size against `maxBytes`, hashing it, and reading its type from its first bytes;
 * then records it. A refused or broken upload leaves no file and no row behind.
 */
export async function storeAttachment(
  db: Db,
  options: { dir: string; maxBytes: number; hotelId: string; body: ReadableStream<Uint8Array>; boundary: string },
): Promise<Attachment> {
  const id = randomUUID();
  const storageKey = storageKeyOf(options.hotelId, id);
  const finalPath = attachmentPath(options.dir, storageKey);
  const partPath = `${finalPath}.part`;
  await mkdir(join(options.dir, options.hotelId), { recursive: true });

  // set inside the part callback; an object, so the type checker does not narrow them away
  const file: { out?: WriteStream; name: string | null; size: number; head: Buffer } = { name: null, size: 0, head: Buffer.alloc(0) };
  const hash = createHash('sha256');
  try {
    await readMultipart(options.body, options.boundary, (part) => {
      if (part.name !== 'file' || part.filename === null || file.out) return undefined;
      file.name = part.filename;
      const stream = createWriteStream(partPath, { flags: 'wx' });
      file.out = stream;
      return {
        async write(chunk) {
          file.size += chunk.length;
          if (file.size > options.maxBytes) throw new UploadRefused('too_large');
          if (file.head.length < SNIFF_BYTES) file.head = Buffer.concat([file.head, chunk.subarray(0, SNIFF_BYTES - file.head.length)]);
          hash.update(chunk);
          if (!stream.write(chunk)) await once(stream, 'drain');
        },
      };
    }).catch((error: unknown) => {
      throw error instanceof MultipartError ? new UploadRefused('malformed') : error;
    });
    if (!file.out) throw new UploadRefused('file_missing');
    file.out.end();
    await once(file.out, 'close');
    const contentType = sniffType(file.head);
    if (!contentType) throw new UploadRefused('type_not_accepted');
    await rename(partPath, finalPath);
    const attachment = { id, filename: cleanFilename(file.name), size: file.size, content_type: contentType };
    await insertAttachment(db, { ...attachment, hotel_id: options.hotelId, sha256: hash.digest('hex'), storage_key: storageKey });
    return attachment;
  } catch (error) {
    // the file may still be opening: wait until it is closed, or it could appear after the rm
    if (file.out && !file.out.closed) {
      const closed = once(file.out, 'close');
      file.out.destroy();
      await closed.catch(() => undefined);
    }
    await rm(partPath, { force: true });
    await rm(finalPath, { force: true });
    throw error;
  }
}

/**
 * Deletes files no reservation took that were uploaded before `before` (a day ago, say): their
 * rows, then their bytes. Returns how many went.
 */
export async function purgeUnlinkedAttachments(db: Db, dir: string, before: Date): Promise<number> {
  const keys = await deleteUnlinkedAttachments(db, before);
  for (const key of keys) await rm(attachmentPath(dir, key), { force: true });
  return keys.length;
}

/** Files left unlinked this long are purged: a guest has a day to finish the booking they were for. */
export const UNLINKED_ATTACHMENT_MAX_AGE_MS = 24 * 3600_000;

/**
 * Purges unlinked uploads now and then every `intervalMs` (an hour by default) while the server
 * runs; returns the function that stops it. A failed sweep is logged and tried again next time.
 */
export function startAttachmentSweeper(
  deps: { db: Db; attachmentsDir: string; now: () => Date },
  options: { intervalMs?: number; onSwept?: (count: number) => void } = {},
): () => void {
  const sweep = () => purgeUnlinkedAttachments(deps.db, deps.attachmentsDir, new Date(deps.now().getTime() - UNLINKED_ATTACHMENT_MAX_AGE_MS))
    .then((count) => options.onSwept?.(count))
    .catch((error: unknown) => console.error('Purging unlinked attachments failed; trying again later.', error));
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
