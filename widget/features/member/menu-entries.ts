/** An entry of the login menu (spec 1 §2, login menu entries: those that exist so far). */
export type MenuEntry = 'account' | 'reservations' | 'payment-options' | 'sign-in' | 'sign-up' | 'sign-out';

/** What the login menu's entries depend on (spec 1 §5, menu visibility). */
export type MenuFacts = {
  signedIn: boolean;
  /** The brand offers sign-in by e-mail and password. */
  membershipLogin: boolean;
  /** The brand takes new members. */
  signUpActive: boolean;
  /** The brand signs its guests in its own way (spec 1 §6: no membership sign-in or sign-up then). */
  customAuth: boolean;
  /** The search is in voucher mode (`mode=voucher`). */
  voucherMode: boolean;
  brandId: string;
};

/** Spec 1 §5: brands whose menu has no logout entry. */
const NO_LOGOUT_BRANDS = ['1106', '1099'];

/** Spec 1 §5, menu visibility: the login menu's entries, in the spec's order. */
export function menuEntries(facts: MenuFacts): MenuEntry[] {
  const entries: MenuEntry[] = [];
  // the account's pages are the membership's: a brand signing guests in its own way has none
  if (facts.signedIn && !facts.customAuth) entries.push('account', 'reservations', 'payment-options');
  if (!facts.signedIn && !facts.customAuth && facts.membershipLogin) entries.push('sign-in');
  if (facts.signUpActive && facts.membershipLogin && !facts.voucherMode && !facts.signedIn && !facts.customAuth) entries.push('sign-up');
  if (facts.signedIn && !NO_LOGOUT_BRANDS.includes(facts.brandId)) entries.push('sign-out');
  return entries;
}
