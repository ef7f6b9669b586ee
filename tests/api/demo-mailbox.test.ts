import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutLinkTokens } from '../../server/domain/tokens.ts';
import { createApp } from '../../server/app.ts';
import { book, bookingBody } from '../support/booking.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

describe('the demo mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite');
  });
  afterAll(() => server.close());

  it('hides the links that open a reservation from anyone not on the server’s own machine', async () => {
    const { json } = await book(server, bookingBody({ checkin_date: '2027-02-15', checkout_date: '2027-02-16' }));
    // in-process requests have no socket address, as a stranger's would not be loopback
    const page = await (await server.app.request('/demo/mailbox')).text();
    expect(page).toContain(json.data.reservation_number);
    expect(page).not.toContain(json.data.bypass_token);
    expect(page).toContain('Links that open a reservation or a member account are hidden');
  });

  it('does not exist unless demo mode is on', async () => {
    const app = createApp({ ...server.deps, demo: false });
    expect((await app.request('/demo/mailbox')).status).toBe(404);
  });

  it('blanks plain and URL-encoded bypass tokens', () => {
    expect(withoutLinkTokens('a?bypass_token=abc-DEF_1 b%3Fbypass_token%3Dxyz9&c')).toBe('a?bypass_token=hidden b%3Fbypass_token%3Dhidden&c');
  });

  it('blanks the tokens of members’ confirmation and password reset links', () => {
    expect(withoutLinkTokens('%2Fmember-confirmation%3Fconfirmation_token%3DaB-9_x%26code')).toBe(
      '%2Fmember-confirmation%3Fconfirmation_token%3Dhidden%26code',
    );
    expect(withoutLinkTokens('/change-password?reset_password_token=aB-9_x&code=k')).toBe('/change-password?reset_password_token=hidden&code=k');
  });
});
