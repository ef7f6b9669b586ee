/** Path of the Chromium binary the browser tests and the benchmark drive. */
export declare const CHROMIUM: string;
/** Chromium's flags for this kind of machine. */
export declare const CHROMIUM_ARGS: string[];
/** Installs or reports Chromium and fonts. */
export declare function ensureSystemDeps(): void;
