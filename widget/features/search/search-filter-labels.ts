import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RoomSearchFilter } from '../../../shared/constants.ts';

/** What each room search filter is called in the results' filters. */
export const FILTER_LABEL: Record<RoomSearchFilter, MessageDescriptor> = {
  non_smoking: msg`Non-smoking`,
  smoking: msg`Smoking`,
  breakfast: msg`Breakfast included`,
  room_only: msg`Room only`,
  free_wifi: msg`Free Wi-Fi`,
  bathtub: msg`Bathtub`,
  twin_beds: msg`Twin beds`,
  tatami: msg`Japanese-style room (tatami)`,
};
