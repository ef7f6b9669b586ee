import { Trans } from '@lingui/react/macro';

/** The tick by which the guest accepts a price that changed since it was shown (booking, and a change of a reservation). */
export function AcceptNewPrice({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <label class="checkbox">
      <input type="checkbox" checked={accepted} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>
        <Trans>I accept the new price</Trans>
      </span>
    </label>
  );
}
