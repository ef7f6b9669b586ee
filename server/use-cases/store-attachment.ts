import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Attachment } from '../../shared/api/questions.ts';
import type { Db } from '../db/client.ts';
import { deleteUnlinkedAttachments, insertAttachment } from '../db/repositories/questions-repository.ts';
import { acceptedType, ActiveContentScan, cleanFilename } from '../domain/file-types.ts';

/** Why an upload was refused; the route turns it into the error envelope. */
export class UploadRefused extends Error {
  constructor(readonly reason: 'type_not_accepted' | 'active_content') {
    super(reason);
  }
}

/** An uploaded file: its name as sent and its bytes as they arrive. */
export type UploadedFile = { filename: string; stream: Readable };

/**
 * Where the upload comes from: it hands the file to `save` and resolves once the whole upload
 * has been received and found sound (or throws why not, after `save` has settled).
 */
export type UploadSource = <T>(save: (file: UploadedFile) => Promise<T>) => Promise<T>;

/** Where a file's bytes are kept, relative to the attachments folder: a random name, never the guest's. */
const storageKeyOf = (hotelId: string, id: string) => `${hotelId}/${id}`;

/** The file on disk of a storage key. */
export function attachmentPath(dir: string, storageKey: string): string {
  return join(dir, ...storageKey.split('/'));
}

/** Writes the file to `path` as it arrives, hashing it and looking for active content on the way. */
async function receive(file: UploadedFile, path: string, out: { stream?: WriteStream }) {
  const hash = createHash('sha256');
  const scan = new ActiveContentScan();
  let size = 0;
  out.stream = createWriteStream(path, { flags: 'wx' });
  await pipeline(
    file.stream,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        hash.update(chunk);
        scan.push(chunk);
        yield chunk;
      }
    },
    out.stream,
  );
  scan.end();
  return { filename: file.filename, size, sha256: hash.digest('hex'), scan };
}

/**
 * Streams an uploaded file to disk under a random name (never the whole file in memory),
 * reads its type from its content, refuses other types and files with active content, then
 * records it. A refused or broken upload leaves no file and no row behind.
 */
export async function storeAttachment(db: Db, options: { dir: string; hotelId: string; source: UploadSource }): Promise<Attachment> {
  const id = randomUUID();
  const storageKey = storageKeyOf(options.hotelId, id);
  const finalPath = attachmentPath(options.dir, storageKey);
  const partPath = `${finalPath}.part`;
  await mkdir(join(options.dir, options.hotelId), { recursive: true });
  const out: { stream?: WriteStream } = {};
  try {
    const file = await options.source((incoming) => receive(incoming, partPath, out));
    const contentType = acceptedType((await fileTypeFromFile(partPath))?.mime);
    if (!contentType) throw new UploadRefused('type_not_accepted');
    if (file.scan.refuses(contentType)) throw new UploadRefused('active_content');
    await rename(partPath, finalPath);
    const attachment = { id, filename: cleanFilename(file.filename), size: file.size, content_type: contentType };
    await insertAttachment(db, { ...attachment, hotel_id: options.hotelId, sha256: file.sha256, storage_key: storageKey });
    return attachment;
  } catch (error) {
    // the file may still be opening: wait until it is closed, or it could appear after the rm
    if (out.stream && !out.stream.closed) {
      const closed = once(out.stream, 'close');
      out.stream.destroy();
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
  const sweep = () =>
    purgeUnlinkedAttachments(deps.db, deps.attachmentsDir, new Date(deps.now().getTime() - UNLINKED_ATTACHMENT_MAX_AGE_MS))
      .then((count) => options.onSwept?.(count))
      .catch((error: unknown) => console.error('Purging unlinked attachments failed; trying again later.', error));
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
