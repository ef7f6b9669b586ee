import { describe, expect, it } from 'vitest';
import { maintenanceAt, parseMaintenanceWindows } from './payment-maintenance.ts';

describe('planned card-gateway maintenance (spec 2 §9.3)', () => {
  const windows = parseMaintenanceWindows('2024-11-18T04:00+09:00/2024-11-18T06:00+09:00')!;

  it('reads windows given in Japan time as instants', () => {
    expect(windows).toEqual([{ from: new Date('2024-11-17T19:00:00Z'), until: new Date('2024-11-17T21:00:00Z') }]);
  });

  it('refuses from the start of a window until, not including, its end', () => {
    expect(maintenanceAt(windows, new Date('2024-11-17T18:59:59Z'))).toBeNull();
    expect(maintenanceAt(windows, new Date('2024-11-17T19:00:00Z'))).toBe(windows[0]);
    expect(maintenanceAt(windows, new Date('2024-11-17T20:59:59Z'))).toBe(windows[0]);
    expect(maintenanceAt(windows, new Date('2024-11-17T21:00:00Z'))).toBeNull();
  });

  it('has no window unless one is configured, and refuses what it cannot read', () => {
    expect(parseMaintenanceWindows(undefined)).toEqual([]);
    expect(parseMaintenanceWindows('2024-11-18T04:00/2024-11-18T06:00')).toBeNull();
    expect(parseMaintenanceWindows('2024-11-18T06:00Z/2024-11-18T04:00Z')).toBeNull();
    expect(parseMaintenanceWindows('soon')).toBeNull();
  });
});
