import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessibilityFeature } from '../../../shared/api/rooms.ts';
import { ACCESSIBILITY_LABEL } from './accessibility-labels.ts';

/** What makes a room type accessible, under its own heading; nothing when the hotel states nothing. */
export function RoomAccessibility({ features, headingId }: { features: readonly AccessibilityFeature[]; headingId: string }) {
  const { i18n } = useLingui();
  if (features.length === 0) return null;
  return (
    <div class="room-accessibility">
      <h3 id={headingId} class="room-accessibility-title">
        <Trans>Accessibility</Trans>
      </h3>
      <ul aria-labelledby={headingId}>
        {features.map((feature) => (
          <li key={feature}>{i18n._(ACCESSIBILITY_LABEL[feature])}</li>
        ))}
      </ul>
    </div>
  );
}
