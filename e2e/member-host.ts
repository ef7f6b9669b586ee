import type { FrameLocator, Page } from '@playwright/test';
import { hotelPage } from './cross-site.ts';

/** A hotel's page for the members' specs: the inline widget, and every `login` event the host hears (spec 2 §7.10). */
export function memberHostPage(loaderUrl: string): string {
  return hotelPage(`<div id="booking" style="min-height:600px"></div>
<script>
  window.logins = [];
  window.yado = [['on', 'login', (event) => logins.push(event.signedIn)]];
</script>
<script async src="${loaderUrl}" data-hotel-code="demo-kyoto" data-target="#booking"></script>`);
}

/** The `login` events the host page heard: true for each sign-in, false for each sign-out. */
export const logins = (host: Page) => host.evaluate(() => (window as unknown as { logins: boolean[] }).logins);

/** The host page's `logout` command, through the loader's queue (spec 2 §7.10). */
export const logoutFromHost = (host: Page) =>
  host.evaluate(() => (window as unknown as { yado: { push: (command: unknown[]) => void } }).yado.push(['logout']));

/** Opens an entry of the widget's member menu. */
export async function openMenuEntry(frame: FrameLocator, entry: string): Promise<void> {
  await frame.getByRole('button', { name: /^Member menu/ }).click();
  await frame.getByRole('link', { name: entry, exact: true }).click();
}
