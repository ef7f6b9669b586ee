import { describe, expect, it } from 'vitest';
import { roomGuestCounts, roomsInOrder } from './selection.ts';

const room = (roomIndex: number, over: Record<string, unknown> = {}) => ({ roomIndex, numberOfAdults: 2, kidsTiers: [], childrenAges: [], ...over });

describe("a selection's rooms", () => {
  it("are listed in the search's room order", () => {
    expect(roomsInOrder([room(1), room(0)]).map((r) => r.roomIndex)).toEqual([0, 1]);
  });

  it('count every guest staying in each room, companions included, as the server checks a people-per-room answer', () => {
    const rooms = [room(1, { childrenAges: [4, 9] }), room(0, { kidsTiers: [{ code: 'A', count: 1 }], adultCompanions: 1, kidCompanions: 1 })];
    expect(roomGuestCounts({ rooms } as never)).toEqual([2 + 1 + 1 + 1, 2 + 2]);
  });
});
