/** A part of dist/: the files the build writes, and the sources (files or folders) they are built from. */
export type BuildPart = { outputs: string[]; sources: string[] };
/** The loader, the widget and the server's compiled catalogs. */
export declare const BUILD_PARTS: { loader: BuildPart; widget: BuildPart; serverCatalogs: BuildPart };
/** The latest modification time (ms) of the paths, folders walked; 0 for none. */
export declare function newestChange(paths: string[]): number;
/** Whether a part must be built: an output is missing, or a source changed after the oldest output was written. */
export declare function isStale(part: BuildPart, root?: string): boolean;
