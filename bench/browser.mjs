// Tag to interactive in Debian's Chromium, a fresh browser context (no cache) per run: the
// hotel's page inserts the script tag and times, with its own clock, until the loader's
// `interactive` event (the widget's search form accepts input). The floor is the same page
// framing the widget server's blank page. One extra run, not timed, warms the server and
// counts the bytes the server sends. A second series runs on a slowed CPU and network.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/system-deps.mjs';
import { atEnd } from './cleanup.mjs';
import { ms, summary, times } from './stats.mjs';

const TIMEOUT_MS = 60_000;
/** How long the host page keeps counting layout shifts and long tasks after interactive (the results arriving, say). */
const SETTLE_MS = 1_000;
/**
 * A mid-range phone on a slow mobile network: the CPU 4× slower, 150 ms of latency, 1.6 Mbit/s
 * down and 750 kbit/s up (DevTools' "Slow 4G"-like profile the issue names "3G").
 */
const SLOW = { cpuRate: 4, latency: 150, download: 1_600_000 / 8, upload: 750_000 / 8 };
/**
 * Chromium on Android keeps a cross-site frame in the page's process (it isolates only sites
 * where one signs in), and CDP throttles one process's CPU and one target's network: the slow
 * series runs like that, so the throttling reaches the widget's frame too.
 */
const SHARED_PROCESS_ARGS = ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'];

/** The widget server's blank page (server/app.ts), framed as the widget is: it costs a process, a connection and one answer. */
export function blankPagePath() {
  return '/widget/blank.html';
}

async function timed(browser, hostUrl, measure, { onRequest, beforeClose, slow } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(hostUrl);
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuRate });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: slow.latency,
        downloadThroughput: slow.download,
        uploadThroughput: slow.upload,
      });
    }
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

/** Median and p95 of the times, the largest layout shift and the median and largest blocking time of the runs. */
function figures(results) {
  const largest = (key) => Math.max(...results.map((result) => result[key]));
  const median = (key) => summary(results.map((result) => result[key])).p50;
  return { ...summary(results.map((result) => result.took)), cls: largest('cls'), tbt: median('tbt'), tbtMax: largest('tbt'), framesTbt: median('framesTbt') };
}

/** Runs of the tag and of the blank frame, taken in turns so the machine's noise falls on both alike. */
async function series(browser, hostUrl, tag, blank, runs, slow) {
  await timed(browser, hostUrl, blank, { slow });
  const widget = [];
  const floor = [];
  for (let i = 0; i < runs; i += 1) {
    widget.push(await timed(browser, hostUrl, tag, { slow }));
    floor.push(await timed(browser, hostUrl, blank, { slow }));
  }
  return { widget: figures(widget), floor: figures(floor) };
}

/**
 * `runs` timed runs of the tag and of the blank frame, then `slowRuns` of each on the slow
 * profile. Times in ms from the page's own performance.now().
 */
export async function tagToInteractive({ hostUrl, widgetOrigin, hotelCode, blankPath, runs, slowRuns = Math.max(3, Math.round(runs / 3)) }) {
  const launch = (extra = []) => chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extra], handleSIGINT: false, handleSIGTERM: false });
  const tag = {
    what: 'the widget',
    script: ([src, code, settleMs]) => window.benchTag(src, code, settleMs),
    arg: [`${widgetOrigin}/loader.js`, hotelCode, SETTLE_MS],
  };
  const query = new URLSearchParams({ code: hotelCode, parentUrl: hostUrl, embed: 'inline' });
  const blank = {
    what: 'the blank frame',
    script: ([src, settleMs]) => window.benchBlankFrame(src, settleMs),
    arg: [`${widgetOrigin}${blankPath}?${query}`, SETTLE_MS],
  };
  const browser = await launch();
  atEnd(() => browser.close());
  // requests started until interactive, not during the settling time
  const bytes = await wireBytes(browser, hostUrl, { ...tag, arg: [...tag.arg.slice(0, 2), 0] }, widgetOrigin);
  const normal = await series(browser, hostUrl, tag, blank, runs);
  await browser.close();
  const phone = await launch(SHARED_PROCESS_ARGS);
  atEnd(() => phone.close());
  const slow = await series(phone, hostUrl, tag, blank, slowRuns, SLOW);
  await phone.close();
  return { ...normal, slow: { ...slow, runs: slowRuns }, bytes };
}

const pad = (name) => `  ${`${name}:`.padEnd(20)}`;
const cls = (value) => value.toFixed(3);

function printSeries({ widget, floor }) {
  console.log(`${pad('widget')}median ${ms(widget.p50)}, p95 ${ms(widget.p95)}`);
  console.log(`${pad('blank-frame floor')}median ${ms(floor.p50)}, p95 ${ms(floor.p95)}`);
  console.log(`${pad('ratio to the floor')}median ${times(widget.p50, floor.p50)}, p95 ${times(widget.p95, floor.p95)}`);
  console.log(
    `${pad('host page')}layout shift (CLS) at most ${cls(widget.cls)} (floor ${cls(floor.cls)}); ` +
      `blocking time (TBT) median ${ms(widget.tbt)}, at most ${ms(widget.tbtMax)} (floor ${ms(floor.tbt)}, at most ${ms(floor.tbtMax)})` +
      (widget.framesTbt > 0 ? `; of the median, ${ms(widget.framesTbt)} is the widget frame's, on the page's thread` : ''),
  );
}

/** Prints what tagToInteractive measured. */
export function printTagToInteractive(result, runs) {
  console.log(
    `\nScript tag to interactive search form (the loader's interactive event), Chromium, ${runs} runs each, a new browser context (no cache) per run`,
  );
  printSeries(result);
  const { cpuRate, latency, download, upload } = SLOW;
  console.log(
    `\nThe same on CPU/${cpuRate} and a slow network (${latency} ms, ${(download * 8) / 1e6} Mbit/s down, ${(upload * 8) / 1e3} kbit/s up), ` +
      `the frame in the page's process as on Android, ${result.slow.runs} runs each`,
  );
  printSeries(result.slow);
}
