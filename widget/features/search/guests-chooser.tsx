import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_ADULTS } from '../../../shared/constants.ts';
import { bringIntoView } from '../../lib/bring-into-view.ts';
import { Button } from '../../ui/button.tsx';
import { fieldId } from '../../ui/field.tsx';
import { AccessibilityFilter } from './accessibility-filter.tsx';
import type { GuestsChooserProps } from './guests-field.tsx';
import { roomFieldId } from './room-field-id.ts';
import { RoomGuestsFields } from './room-guests-fields.tsx';
import type { RoomParams } from './search-params.ts';
import './guests-chooser.css';

const ADD_ROOM_ID = 'search-add-room';
const CHOOSER_ID = 'guests-chooser';

/**
 * The guests chooser, loaded when the guest opens it: a group of steppers per room (adults, each
 * kids tier or children by age, the programme's companions), each child's meal and bed option
 * or age, rooms added and removed where the hotel searches several, and the accessibility needs.
 * Brought into view when it opens.
 */
export function GuestsChooser({
  rooms,
  accessibility,
  settings,
  limits,
  onRooms,
  onAccessibility,
  showErrors,
  focusId,
  onFocused,
  onDone,
}: GuestsChooserProps) {
  const root = useRef<HTMLDivElement>(null);
  const [ownFocus, setOwnFocus] = useState<string | null>(null);
  useEffect(() => bringIntoView(root.current), []);
  const target = focusId ?? ownFocus;
  useEffect(() => {
    if (!target) return;
    (document.getElementById(fieldId(target)) ?? document.getElementById(target))?.focus();
    setOwnFocus(null);
    if (focusId) onFocused();
  }, [target]);

  const setRoom = (index: number, room: RoomParams) => onRooms(rooms.map((r, i) => (i === index ? room : r)));
  const addRoom = () => {
    onRooms([...rooms, { adults: Math.min(DEFAULT_ADULTS, limits.maxGuests), kidsTiers: [], childrenAges: [] }]);
    setOwnFocus(roomFieldId(rooms.length, 'adults'));
  };
  const removeRoom = (index: number) => {
    onRooms(rooms.filter((_, i) => i !== index));
    // the removed room's place: the next room's adults, else "Add a room"
    setOwnFocus(index < rooms.length - 1 ? roomFieldId(index, 'adults') : ADD_ROOM_ID);
  };

  return (
    <div ref={root} id={CHOOSER_ID} class="guests-chooser">
      {rooms.map((room, index) => (
        <RoomGuestsFields
          key={index}
          index={index}
          room={room}
          settings={settings}
          limits={limits}
          numbered={limits.roomLimit > 1}
          onRoom={(next) => setRoom(index, next)}
          onRemove={index > 0 ? () => removeRoom(index) : null}
          showErrors={showErrors}
        />
      ))}
      <AccessibilityFilter value={accessibility} onValue={onAccessibility} />
      <div class="guests-chooser-actions">
        {limits.roomLimit > 1 && rooms.length < limits.roomLimit ? (
          <Button id={ADD_ROOM_ID} variant="secondary" onClick={addRoom}>
            <Trans>Add a room</Trans>
          </Button>
        ) : null}
        <Button class="guests-chooser-done" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  );
}
