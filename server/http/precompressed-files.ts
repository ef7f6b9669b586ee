import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { CODINGS, sendVariants, type Variants } from './content-coding.ts';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** A built file and the .br and .gz files build.mjs wrote beside it (none when compressing saved nothing). */
export function fileVariants(path: string): Variants {
  const variants: Variants = { identity: readFileSync(path) };
  for (const coding of CODINGS) {
    if (existsSync(path + SUFFIX[coding])) variants[coding] = readFileSync(path + SUFFIX[coding]);
  }
  return variants;
}

/** One file name, no folder: nothing else is looked up on disk. */
const FILE_NAME = /^[\w-][\w.-]*$/;

/**
 * Files of one folder of hashed names that have precompressed variants, kept in memory once read
 * (a hashed name never changes content); the others are left to the next handler.
 */
export function precompressedFiles(dir: string, prefix: string, cacheControl: string): MiddlewareHandler {
  const kept = new Map<string, Variants>();
  return async (c, next) => {
    const name = c.req.path.slice(prefix.length);
    if (!FILE_NAME.test(name)) return next();
    let variants = kept.get(name);
    if (!variants) {
      const path = join(dir, name);
      if (!statSync(path, { throwIfNoEntry: false })?.isFile() || !CODINGS.some((coding) => existsSync(path + SUFFIX[coding]))) return next();
      variants = fileVariants(path);
      kept.set(name, variants);
    }
    c.header('Cache-Control', cacheControl);
    return sendVariants(c, variants, getMimeType(name) ?? 'application/octet-stream');
  };
}
