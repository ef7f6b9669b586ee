import { readFileSync, statSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { demoImageVersion } from '../db/demo-room-images.ts';
import { compressedVariants, sendVariants, type Variants } from './content-coding.ts';

const DIR = new URL('../demo/room-images/', import.meta.url);
/** One SVG file name, no folder: nothing else is looked up on disk. */
const SVG_NAME = /^[\w-]+\.svg$/;
const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * An SVG is a document that may carry scripts: opened on its own (not as an `<img>`, where
 * browsers never run them) it runs none, loads nothing, and is sandboxed. Any site may show it.
 */
const svgHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
  crossOriginResourcePolicy: 'cross-origin',
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The demo hotels' room pictures (server/demo/room-images/). Their URLs carry the content's hash
 * (`?v=`, db/demo-room-images.ts): with it they are kept a year, without it (or with an old
 * one) they are checked again each time.
 */
export function demoImages(prefix: string): MiddlewareHandler {
  const kept = new Map<string, { variants: Variants; version: string }>();
  const fileOf = (name: string) => {
    if (!SVG_NAME.test(name)) return null;
    let file = kept.get(name);
    if (!file) {
      const url = new URL(name, DIR);
      if (!statSync(url, { throwIfNoEntry: false })?.isFile()) return null;
      file = { variants: compressedVariants(new Uint8Array(readFileSync(url))), version: demoImageVersion(name) };
      kept.set(name, file);
    }
    return file;
  };
  return async (c, next) => {
    const file = fileOf(c.req.path.slice(prefix.length));
    if (!file) return next();
    await svgHeaders(c, async () => {
      c.header('Cache-Control', c.req.query('v') === file.version ? A_YEAR : 'no-cache');
      c.res = sendVariants(c, file.variants, 'image/svg+xml');
    });
    return c.res;
  };
}
