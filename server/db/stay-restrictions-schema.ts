import type { Generated } from 'kysely';

/** Stay restrictions of a room plan on one date (migration 010). */
export interface PlanRestrictionsTable {
  room_plan_id: string;
  stay_date: string;
  /** The fewest nights of a stay arriving this date; null is no minimum. */
  min_stay: number | null;
  /** The plan does not sell this night. */
  closed: Generated<boolean>;
  /** No stay of the plan may begin this day. */
  closed_to_arrival: Generated<boolean>;
}

declare module './schema.ts' {
  interface Database {
    plan_restrictions: PlanRestrictionsTable;
  }
}
