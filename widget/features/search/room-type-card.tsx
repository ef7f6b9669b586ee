import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { RoomPlanResult, RoomTypeResult } from '../../../shared/api/rooms.ts';
import { ROOMS_LEFT_THRESHOLD, type CurrencyCode } from '../../../shared/constants.ts';
import { offerRoomsLeft, PlanOffer } from './plan-offer.tsx';
import { RoomAccessibility } from './room-accessibility.tsx';
import { RoomAttributeList } from './room-attributes.tsx';
import { RoomGallery } from './room-gallery.tsx';

type RoomTypeCardProps = {
  room: RoomTypeResult;
  currency: CurrencyCode;
  nights: number;
  taxIncluded: boolean;
  onSelect: (plan: RoomPlanResult) => void;
  /** Set for a search of several rooms. */
  actionsOf?: ((plan: RoomPlanResult) => ReactNode) | undefined;
};

/** Rooms view: a room type with its attributes, scarcity, and the plans it is sold under. */
export function RoomTypeCard({ room, currency, nights, taxIncluded, onSelect, actionsOf }: RoomTypeCardProps) {
  const headingId = `room-${room.room_type_code}`;
  const left = room.rooms_left;
  return (
    <article class="card room-card" aria-labelledby={headingId}>
      <RoomGallery images={room.images} roomName={room.room_type_name} />
      <div class="room-body">
        <h2 id={headingId} class="room-name">
          <bdi>{room.room_type_name}</bdi>
        </h2>
        {room.is_sold_out ? (
          <p class="badge badge-sold-out">
            <Trans>Sold out</Trans>
          </p>
        ) : left < ROOMS_LEFT_THRESHOLD ? (
          <p class="badge badge-scarce">{plural(left, { one: 'Only # room left', other: 'Only # rooms left' })}</p>
        ) : null}
        <RoomAttributeList attributes={room.attributes} />
        <RoomAccessibility features={room.attributes.accessibility} headingId={`${headingId}-accessibility`} />
        {room.description ? (
          <p class="room-description" dir="auto">
            {room.description}
          </p>
        ) : null}
        <ul class="offers">
          {room.room_plans.map((plan) => (
            <PlanOffer
              key={plan.room_plan_code}
              plan={room.is_sold_out ? { ...plan, is_sold_out: true } : plan}
              title={plan.room_plan_name}
              currency={currency}
              nights={nights}
              taxIncluded={taxIncluded}
              onSelect={onSelect}
              actions={actionsOf}
              // the room type says its rooms left above; an offer says so only where its plan has fewer
              roomsLeft={offerRoomsLeft(plan) < left ? offerRoomsLeft(plan) : null}
            />
          ))}
        </ul>
      </div>
    </article>
  );
}
