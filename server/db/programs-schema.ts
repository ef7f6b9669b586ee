import type { ColumnType, Generated } from 'kysely';
import type { Names } from './schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of member programmes' ranks, members' programmes and member plans' audiences (migration 032), merged into the app's Database type. */
declare module './schema.ts' {
  interface Database {
    /** A programme's ranks; a member joins at the lowest level. */
    program_ranks: { id: Generated<string>; program_id: string; code: string; names: ColumnType<Names, string, string>; level: number };
    /** The programmes a member belongs to, with their rank in each. */
    member_programs: { member_id: string; program_id: string; rank_id: string; joined_at: Timestamp };
    /** Who sees a plan of visibility 'member': a programme's members at min_rank_id's level or above (any rank when null). */
    hotel_plan_member_audiences: { hotel_plan_id: string; program_id: string; min_rank_id: string | null };
  }
}
