import { expect } from './test.ts';
import { cardFields, challenge, completeChallenge, reachPayment, typeCard, w } from './card-checkout-support.ts';
import { crossSiteHost, hotelPage } from './cross-site.ts';
import { test } from './recorded-requests.ts';

/**
 * A card paid with the widget on a hotel's own site: the hotel's page (127.0.0.1, another origin
 * than the widget's localhost) frames the widget, which frames the gateway's card fields and the
 * bank's check. A browser checks the fields' frame-ancestors against every ancestor, the hotel's
 * page too: the gateway is told the hotel's sites when the payment opens.
 */

const hotelSite = crossSiteHost();

test('a card paid through a 3-D Secure challenge on a hotel page of another site', async ({ page, baseURL }) => {
  hotelSite.serve(
    hotelPage(`<div id="booking" style="min-height:600px"></div>
<script async src="${baseURL}/loader.js" data-hotel-code="demo-kyoto" data-target="#booking"></script>`),
  );
  const frame = await reachPayment(page, w.plan, /Pay now by card/, 24, hotelSite.url());
  await frame.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(cardFields(frame).getByLabel('Card number')).toBeVisible();
  await typeCard(frame, '4000 0000 0000 3220');
  await expect(challenge(frame).getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await completeChallenge(frame);
  await expect(frame.getByText(w.thanks)).toBeVisible({ timeout: 20_000 });
});
