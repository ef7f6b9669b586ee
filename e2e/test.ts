import { execFileSync } from 'node:child_process';
import { test as base, type Browser } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, which, after a test that failed, prints what the browser had: each page's
 * frames as Playwright knows them (and whether each still answers), the frame targets Chromium
 * itself reports, and the browser's busiest processes. A frame Chromium has but Playwright lost
 * (a locator in it finds nothing, the error's page snapshot shows an empty `iframe`) is a harness
 * failure, not the widget's: e2e/README.md, "Retries". Every spec and helper imports from here.
 */
export const test = base.extend<{ failureReport: undefined }>({
  failureReport: [
    // after `context` is set up, so torn down before it: the test's pages are still open then
    async ({ browser, context: _context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      console.log(await browserReport(browser, testInfo.title));
    },
    { auto: true },
  ],
});

/** Whatever answers within `ms`, else the text `timed out`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | string> {
  return Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve(`no answer in ${ms} ms`), ms))]);
}

async function browserReport(browser: Browser, title: string): Promise<string> {
  const lines = [`Browser after the failure of "${title}":`];
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      lines.push(`  page ${page.url()}`);
      for (const frame of page.frames()) {
        const state = await within(
          3000,
          frame
            .evaluate(() => `${document.readyState}, viewport ${innerWidth}x${innerHeight}, scrolled ${scrollY}`)
            .catch((error: Error) => error.message.split('\n')[0]!),
        );
        lines.push(`    frame Playwright knows: ${frame.url()}${frame.isDetached() ? ' (detached)' : ''}: ${state}`);
      }
      const targets = await within(
        3000,
        (async () => {
          const session = await context.newCDPSession(page);
          const { targetInfos } = await session.send('Target.getTargets');
          await session.detach();
          return targetInfos.filter((target) => target.type === 'iframe').map((target) => `${target.url}${target.attached ? '' : ' (not attached)'}`);
        })().catch((error: Error) => [error.message.split('\n')[0]!]),
      );
      for (const target of Array.isArray(targets) ? targets : [targets]) lines.push(`    frame target Chromium has: ${target}`);
    }
  }
  try {
    const processes = execFileSync('ps', ['-eo', 'pcpu,rss,etime,args', '--sort=-pcpu'], { encoding: 'utf8' }).split('\n');
    lines.push('  busiest processes (CPU %, resident KiB, running for, command):');
    for (const line of processes.slice(1, 7)) lines.push(`    ${line.slice(0, 160)}`);
  } catch {
    /* no ps: the report goes without */
  }
  return lines.join('\n');
}
