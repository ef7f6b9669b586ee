import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccessibilityFeature } from '../../../shared/api/rooms.ts';

/** What each accessibility feature of a room is called (shared/api/rooms.ts ACCESSIBILITY_FEATURES). */
export const ACCESSIBILITY_LABEL: Record<AccessibilityFeature, MessageDescriptor> = {
  step_free_access: msg`Step-free access`,
  wide_doorways: msg`Wide doorways`,
  roll_in_shower: msg`Roll-in shower`,
  grab_bars: msg`Grab bars`,
  shower_seat: msg`Shower seat`,
  lowered_bed: msg`Lowered bed`,
  visual_alarm: msg`Visual fire alarm`,
  hearing_loop: msg`Hearing loop`,
};
