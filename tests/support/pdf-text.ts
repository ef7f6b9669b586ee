import { spawnSync } from 'node:child_process';

/** Whether poppler's pdftotext is installed (scripts/system-deps.mjs installs poppler-utils for `npm test`). */
export const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;

/** Says once why the tests reading PDFs are skipped. */
export function warnWithoutPdftotext(what: string): void {
  if (!HAS_PDFTOTEXT) console.warn(`${what}: skipped, pdftotext is not installed (apt-get install -y poppler-utils)`);
}

/** The text of a PDF as pdftotext reads it (`-layout` keeps each line's words together). */
export function pdfText(pdf: Uint8Array, layout = true): string {
  const result = spawnSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString('utf8');
}
