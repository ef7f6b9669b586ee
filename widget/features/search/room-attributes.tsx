import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { InferOutput } from 'valibot';
import type { RoomAttributesSchema } from '../../../shared/api/rooms.ts';
import { $locale } from '../../lib/i18n.ts';
import { formatList } from '../../ui/list.ts';

type RoomAttributes = InferOutput<typeof RoomAttributesSchema>;

/** Spec 1 §3 room attributes in words: size (m², tatami), beds, smoking, Wi-Fi, bath. */
export function RoomAttributeList({ attributes }: { attributes: RoomAttributes }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const sqm = attributes.size_sqm;
  const tatami = attributes.size_tatami;
  const bedTypes = {
    single: t`single`,
    double: t`double`,
    twin: t`twin`,
    queen: t`queen`,
    king: t`king`,
    futon: t`futon`,
  };
  const bedType = bedTypes[attributes.bed_type];
  const bedCount = attributes.bed_count;
  const beds = plural(bedCount, { one: `# bed (${bedType})`, other: `# beds (${bedType})` });
  const wifi = { none: t`No Wi-Fi`, free: t`Free Wi-Fi`, paid: t`Wi-Fi (charged)` }[attributes.wifi];
  const bathing = [attributes.bathtub ? t`Bathtub` : '', attributes.shower ? t`Shower` : '', attributes.toilet ? t`Toilet` : ''].filter(Boolean);
  const maxGuests = attributes.max_guests;
  const name = attributes.bath ? t`Private bathroom` : t`Shared bathroom`;
  const detail = formatList(bathing, locale);

  return (
    <ul class="room-attributes">
      <li>{tatami === null ? t`${sqm} m²` : t`${tatami} tatami mats (${sqm} m²)`}</li>
      <li>{beds}</li>
      <li>{attributes.smoking ? t`Smoking` : t`Non-smoking`}</li>
      <li>{wifi}</li>
      <li>{bathing.length ? t`${name} (${detail})` : name}</li>
      <li>{plural(maxGuests, { one: 'Up to # guest', other: 'Up to # guests' })}</li>
    </ul>
  );
}
