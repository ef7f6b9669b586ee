import { lazy, Suspense } from 'react';

const Buttons = lazy(() => import('./open-id-buttons.tsx').then((m) => ({ default: m.OpenIdButtons })));

/**
 * Where the OpenID providers' buttons go (sign-in, sign-up): their code, the pop-up's and the
 * hand-off's, load on demand, so the membership pages' chunk stays within its budget.
 */
export function OpenIdSlot() {
  return (
    <Suspense fallback={null}>
      <Buttons />
    </Suspense>
  );
}
