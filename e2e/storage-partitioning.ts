/**
 * Chromium as real Chrome runs it: third-party storage partitioned (Chrome 115+). Playwright
 * launches Chromium with the feature `ThirdPartyStoragePartitioning` disabled
 * (microsoft/playwright#32230, its `chromiumSwitches`), inside one `--disable-features=` switch.
 * Adding `--enable-features=ThirdPartyStoragePartitioning` does not undo it
 * (microsoft/playwright#32701), so the payment project drops Playwright's whole switch by its
 * exact text and passes it again without that one feature.
 *
 * PLAYWRIGHT_DISABLED_FEATURES is playwright-core 1.65.1's list. Should an upgrade change it,
 * the default switch is no longer matched and stays: `storage-partitioning.spec.ts` then fails
 * in the partitioned project (it reads the browser's command line), and this list must follow.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const PARTITIONING = 'ThirdPartyStoragePartitioning';

/** Launch options that turn third-party storage partitioning back on, beside `args` of our own. */
export function partitionedLaunchOptions(args: string[]): { ignoreDefaultArgs: string[]; args: string[] } {
  return {
    ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
    args: [...args, `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.filter((feature) => feature !== PARTITIONING).join(',')}`],
  };
}

/**
 * The payment and member specs: each records its pages' requests for the card-number scan
 * (tests/e2e-payment-specs.test.ts).
 */
export const PAYMENT_SPECS = [
  /[/\\]payment[^/\\]*\.spec\.ts$/,
  /[/\\]card-[^/\\]*\.spec\.ts$/,
  /[/\\]sandbox-gateway\.spec\.ts$/,
  /[/\\]member-[^/\\]*\.spec\.ts$/,
  /[/\\]storage-partitioning\.spec\.ts$/,
];

/**
 * The specs that run a second time with partitioning on: those whose frame keeps something in
 * storage or cookies across pages, or frames another site in its own frame: the members' sign-in,
 * the card step (its 3-D Secure return and reload, a member's saved cards), the gateway's framed
 * fields, a change's payment and the receipt from the frame, and the proof. Left out: a payment
 * link's page (a top-level page of our own site), the refund, the hold's expiry and the guarantee
 * (the card step's own flow, as the card checkout has it).
 */
export const PARTITIONED_SPECS = [
  /[/\\]member-[^/\\]*\.spec\.ts$/,
  /[/\\]card-(?:checkout|cross-site|saved)\.spec\.ts$/,
  /[/\\]sandbox-gateway\.spec\.ts$/,
  /[/\\]payment-(?:change-link|receipt)\.spec\.ts$/,
  /[/\\]storage-partitioning\.spec\.ts$/,
];
