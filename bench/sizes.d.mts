/** Gzipped size of dist/loader.js. */
export declare function loaderBytes(dist?: string): number;
/** Files the widget's index.html loads before the first screen, and the text of its inline stylesheets. */
export declare function firstScreenFiles(dist?: string): { js: string[]; css: string[]; styles: string[] };
/** Chunks the first screen loads on demand at once (the hotel's notices), JS and CSS. */
export declare function earlyChunks(dist?: string): { js: string[]; css: string[] };
/** Gzipped bytes of the first screen: JS (entry and preloads, largest catalog, early chunks) and CSS. */
export declare function firstScreenBytes(dist?: string): {
  js: number;
  css: number;
  inlineCss: number;
  entry: number;
  catalog: number;
  early: number;
  files: { js: string[]; css: string[] };
};
/** The largest locale catalog chunk. */
export declare function largestCatalog(dist?: string): string | undefined;
/** Chunks loaded on demand, each with its gzipped size. */
export declare function lazyChunks(dist?: string): Array<{ file: string; bytes: number }>;
