import type { Messages } from '@lingui/core';

/** Every locale's server catalog, compiled from locales/{locale}/server.po, English filling the gaps. */
export declare function compileServerCatalogs(): Promise<Record<string, Messages>>;
/** Writes the compiled catalogs as {dir}/{locale}.json (dir: a path). */
export declare function writeServerCatalogs(dir: string): Promise<void>;
