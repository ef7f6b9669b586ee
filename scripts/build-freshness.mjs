// Which parts of dist/ are older than their sources, for `npm start` (build.mjs --if-stale).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything a change in which makes every part's build out of date. */
const TOOLS = ['build.mjs', 'package-lock.json'];

/** Each part of dist/: the files the build writes, and the sources they are built from. */
export const BUILD_PARTS = {
  loader: { outputs: ['dist/loader.js', 'dist/loader-panel.js', 'dist/loader-inline.js'], sources: ['loader', 'shared/protocol', ...TOOLS] },
  widget: {
    outputs: ['dist/widget/index.html'],
    sources: ['widget', 'shared', 'locales', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', ...TOOLS],
  },
  serverCatalogs: { outputs: ['dist/server-catalogs/en.json'], sources: ['locales', 'scripts/i18n', ...TOOLS] },
};

/** The latest modification time (ms) of the paths, folders walked (a folder's own time counts: a file removed changes it); 0 for none. */
export function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) newest = Math.max(newest, newestChange(readdirSync(path).map((name) => join(path, name))));
  }
  return newest;
}

/** Whether a part must be built: an output is missing, or a source changed after the oldest output was written. */
export function isStale({ outputs, sources }, root = '.') {
  const files = outputs.map((output) => join(root, output));
  if (files.some((file) => !existsSync(file))) return true;
  const built = Math.min(...files.map((file) => statSync(file).mtimeMs));
  return newestChange(sources.map((source) => join(root, source))) > built;
}
