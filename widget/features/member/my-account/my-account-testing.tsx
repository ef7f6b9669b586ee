import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { MemberAccount } from '../../../../shared/api/memberships.ts';
import { memberFixture } from '../../../testing/fixtures.ts';
import { mount, settle } from '../../../testing/render.tsx';
import MyAccountRoutes from './my-account-routes.tsx';

/** Test helpers of my account. */

/** The account the server shows: the fixture member, no programme, a password unless told otherwise. */
export function accountFixture(more: Partial<MemberAccount> = {}): MemberAccount {
  return { ...memberFixture(), program_id: null, rank_id: null, non_signed_in_program_ids: [], program: null, rank: null, has_password: true, ...more };
}

/** Renders my account at `path`; returns where the router ended, the page and its unmount. */
export async function renderMyAccount(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <MyAccountRoutes />
      </Router>
    </I18nProvider>,
  );
  await settle(3);
  return { history: location.history, container: view.container, unmount: view.unmount };
}
