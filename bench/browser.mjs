// Tag to interactive in Debian's Chromium, a fresh browser context (no cache) per run: the
// hotel's page inserts the script tag and times, with its own clock, until the widget's search
// form accepts input. The floor is the same page framing a blank page of the widget server.
// One extra run, not timed, warms the server and counts the bytes the server sends.
import { readdirSync, statSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/system-deps.mjs';
import { atEnd } from './cleanup.mjs';
import { summary } from './stats.mjs';

const TIMEOUT_MS = 30_000;

/**
 * Runs in every frame before its own scripts. In the widget's frame it tells the host page the
 * moment the search form accepts input: the search button enabled and the date trigger there.
 * (Until the loader has an `interactive` event of its own.)
 */
function watchInteractive() {
  if (window === window.top || !location.pathname.startsWith('/widget/')) return;
  const ready = () =>
    document.querySelector('form.search-form button[type="submit"]:not([disabled])') && document.querySelector('form.search-form .drp-trigger');
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    window.parent.postMessage({ bench: 'interactive' }, '*');
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** The smallest file the server sends as is from dist/widget/assets: a page with nothing to run. */
export function blankPagePath(dist = 'dist') {
  const dir = `${dist}/widget/assets`;
  const [smallest] = readdirSync(dir)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .sort((a, b) => statSync(`${dir}/${a}`).size - statSync(`${dir}/${b}`).size);
  return `/widget/assets/${smallest}`;
}

async function timed(browser, hostUrl, measure, { onRequest, beforeClose } = {}) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchInteractive);
    const page = await context.newPage();
    await page.goto(hostUrl);
    if (onRequest) page.on('request', onRequest);
    const took = await Promise.race([
      page.evaluate(measure.script, measure.arg),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS / 1000} s (${measure.what})`)), TIMEOUT_MS)),
    ]);
    if (onRequest) page.off('request', onRequest);
    await beforeClose?.();
    return took;
  } finally {
    await context.close();
  }
}

/**
 * The transfer sizes (headers and encoded bodies) of what the widget server sent for the first
 * screen: every request to it started between inserting the tag and interactive, read to its end.
 */
async function wireBytes(browser, hostUrl, tag, widgetOrigin) {
  const started = [];
  let files = [];
  await timed(browser, hostUrl, tag, {
    onRequest: (request) => {
      if (new URL(request.url()).origin === widgetOrigin) started.push(request);
    },
    beforeClose: async () => {
      files = await Promise.all(
        started.map(async (request) => {
          const sizes = await request.sizes();
          return { kind: request.resourceType(), bytes: sizes.responseHeadersSize + sizes.responseBodySize, body: sizes.responseBodySize };
        }),
      );
    },
  });
  const byKind = {};
  for (const file of files) {
    byKind[file.kind] ??= { count: 0, bytes: 0 };
    byKind[file.kind].count += 1;
    byKind[file.kind].bytes += file.bytes;
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { requests: files.length, total: sum('bytes'), body: sum('body'), byKind };
}

/**
 * `runs` timed runs of the tag and of the blank frame, taken in turns so the machine's noise
 * falls on both alike. Times in ms from the page's own performance.now().
 */
export async function tagToInteractive({ hostUrl, widgetOrigin, hotelCode, blankPath, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false });
  atEnd(() => browser.close());
  const tag = {
    what: 'the widget',
    script: ([src, code]) => window.benchTag(src, code),
    arg: [`${widgetOrigin}/loader.js`, hotelCode],
  };
  const blank = { what: 'the blank frame', script: (src) => window.benchBlankFrame(src), arg: `${widgetOrigin}${blankPath}` };
  const bytes = await wireBytes(browser, hostUrl, tag, widgetOrigin);
  await timed(browser, hostUrl, blank);
  const widget = [];
  const floor = [];
  for (let i = 0; i < runs; i += 1) {
    widget.push(await timed(browser, hostUrl, tag));
    floor.push(await timed(browser, hostUrl, blank));
  }
  await browser.close();
  return { widget: summary(widget), floor: summary(floor), bytes };
}
