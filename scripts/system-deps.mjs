// What the browser tests need from the system: Debian's Chromium and fonts that cover
// Japanese (and the other scripts we ship), so screenshots show real glyphs, and poppler-utils
// (pdftotext, pdftoppm), with which the receipt tests read the PDFs the server builds. Installs
// them with apt-get when running as root; otherwise says exactly what is missing.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-ipafont-gothic', 'fonts-noto-cjk', 'fonts-thai-tlwg', 'fonts-noto-core', 'poppler-utils'];

function missingPoppler() {
  return spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error !== undefined;
}

function missing() {
  return !existsSync(CHROMIUM) || missingFonts() || missingPoppler();
}

function missingFonts() {
  const result = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return result.status !== 0 || result.stdout.trim() === '';
}

/** Makes sure Chromium, the fonts and poppler-utils are installed; exits with a clear message when it cannot. */
export function ensureSystemDeps() {
  if (!missing()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log(`Installing ${PACKAGES.join(', ')} with apt-get (needed by the browser tests)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')} > /dev/null`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    if (!missing()) return;
  }
  console.error(
    [
      "The browser tests need Debian's Chromium, CJK fonts and poppler-utils, and some are missing.",
      `Install them as root: apt-get install -y ${PACKAGES.join(' ')}`,
      'or set CHROMIUM_PATH to a Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}

/** The flags Chromium needs on this kind of machine (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
