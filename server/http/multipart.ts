import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyInstance } from '@fastify/busboy';

/** Limits of one multipart body; a body past any of them is refused without being read further. */
export type MultipartLimits = {
  /** The whole body, framing included. */
  bodyBytes: number;
  /** The file's bytes. */
  fileBytes: number;
  /** Fields beside the file (they are read and dropped), and the bytes of each. */
  fields: number;
  fieldBytes: number;
};

/** Why a multipart body was refused. */
export type MultipartProblem = 'too_large' | 'field_too_large' | 'too_many_parts' | 'file_missing' | 'malformed';

/** The body is past a limit, lacks the file, or is not well-formed multipart/form-data. */
export class MultipartRefused extends Error {
  constructor(readonly reason: MultipartProblem) {
    super(reason);
  }
}

/** The uploaded file as it arrives; its stream fails with MultipartRefused if the body is refused midway. */
export type IncomingFile = { filename: string; stream: Readable };

// Part headers are a few short lines; the browser sends two or three.
const HEADER_LIMITS = { headerPairs: 16, headerSize: 8 * 1024, fieldNameSize: 100 };

/**
 * Reads a multipart/form-data body (RFC 7578) holding one file in the field `field`, streaming
 * the file to `save` (never the whole of it in memory). Resolves with what `save` resolves once
 * the whole body has been read and found sound; else throws MultipartRefused, or what `save`
 * threw, after `save` has settled (so it may clean up first).
 */
export async function readFileUpload<T>(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  field: string,
  limits: MultipartLimits,
  save: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  if (!body || !contentType || !/^multipart\/form-data\s*;/i.test(contentType)) throw new MultipartRefused('malformed');
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // every part comes as a stream, so a field is refused as soon as it passes its limit,
      // where busboy would read a field to its end before saying it was cut short
      isPartAFile: () => true,
      limits: { ...HEADER_LIMITS, files: limits.fields + 1, parts: limits.fields + 1, fileSize: limits.fileBytes },
    });
  } catch {
    // no boundary in the content type
    throw new MultipartRefused('malformed');
  }

  const stop = new AbortController();
  let refused: MultipartRefused | undefined;
  let file: { stream: Readable; saved: Promise<T> } | undefined;
  const refuse = (reason: MultipartProblem) => {
    refused ??= new MultipartRefused(reason);
    file?.stream.destroy(refused);
    stop.abort();
  };

  parser.on('file', (name, stream, filename) => {
    // parse errors reach the part's stream too; they are handled through the parser's own 'error'
    stream.on('error', () => {});
    if (name === field && filename !== undefined) {
      if (file) return refuse('too_many_parts');
      stream.on('limit', () => refuse('too_large'));
      const saved = save({ filename, stream });
      file = { stream, saved };
      saved.catch(() => stop.abort());
      return;
    }
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.fieldBytes) refuse('field_too_large');
    });
  });
  for (const event of ['filesLimit', 'partsLimit'] as const) parser.on(event, () => refuse('too_many_parts'));
  parser.on('error', () => refuse('malformed'));
  const finished = once(parser, 'finish', { signal: stop.signal }).catch(() => undefined);

  const reader = body.getReader();
  try {
    let read = 0;
    while (!stop.signal.aborted) {
      // a sender that goes away midway leaves a body cut short
      const next = await reader.read().catch(() => null);
      if (!next || next.done) break;
      read += next.value.byteLength;
      if (read > limits.bodyBytes) refuse('too_large');
      else if (!parser.write(next.value)) await once(parser, 'drain', { signal: stop.signal }).catch(() => undefined);
    }
    if (!stop.signal.aborted) parser.end();
    await finished;
  } finally {
    // a refused body is not read to its end: its sender is told at once
    await reader.cancel().catch(() => {});
    parser.destroy();
  }
  const outcome = file
    ? await file.saved.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      )
    : undefined;
  if (refused) throw refused;
  if (!outcome) throw new MultipartRefused('file_missing');
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
