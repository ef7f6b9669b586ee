/** A child whose age is not chosen yet (the guest must pick one before searching). */
export const AGE_UNSET = -1;

/** The element id base of a room's field: room 1 keeps the plain ids (`adults`, `kids-A`). */
export function roomFieldId(index: number, name: string): string {
  return index === 0 ? name : `room${index + 1}-${name}`;
}
