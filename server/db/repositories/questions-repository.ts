import type { Db } from '../client.ts';
import '../questions-tables.ts';

/** The questions a hotel asks: its own and its brand's, in display order (sort, hotel first). */
export function listQuestionRows(db: Db, scope: { hotelId?: string; brandId: string }) {
  return db
    .selectFrom('additional_questions')
    .selectAll()
    .where((eb) => eb.or([eb('brand_id', '=', scope.brandId), ...(scope.hotelId ? [eb('hotel_id', '=', scope.hotelId)] : [])]))
    .orderBy('sort')
    .orderBy('scope', 'desc')
    .orderBy('id')
    .execute();
}

/** A stored question. */
export type QuestionRow = Awaited<ReturnType<typeof listQuestionRows>>[number];

/** A brand by id or code. */
export function findBrandByIdOrCode(db: Db, idOrCode: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrCode);
  return db
    .selectFrom('hotel_brands')
    .select(['id', 'code'])
    .where(isUuid ? 'id' : 'code', '=', idOrCode)
    .executeTakeFirst();
}

/** Stores an uploaded file's description; its bytes are already on disk under `storage_key`. */
export function insertAttachment(
  db: Db,
  row: { id: string; hotel_id: string; filename: string; content_type: string; size: number; sha256: string; storage_key: string },
) {
  return db.insertInto('file_attachments').values(row).execute();
}

/** Uploaded files by id (any hotel, linked or not: the caller checks). */
export function findAttachments(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('file_attachments').selectAll().where('id', 'in', ids).execute();
}

/** An uploaded file row. */
export type AttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];

/** Files of a reservation. */
export function listReservationAttachments(db: Db, reservationId: string) {
  return db.selectFrom('file_attachments').selectAll().where('reservation_id', '=', reservationId).orderBy('created_at').execute();
}

/** A reservation's answers in the order they were given. */
export function listAnswerRows(db: Db, reservationId: string) {
  return db.selectFrom('reservation_answers').selectAll().where('reservation_id', '=', reservationId).orderBy('position').execute();
}

/** Deletes files never linked to a reservation and uploaded before `before`; returns their storage keys. */
export async function deleteUnlinkedAttachments(db: Db, before: Date): Promise<string[]> {
  const rows = await db.deleteFrom('file_attachments').where('reservation_id', 'is', null).where('created_at', '<', before).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}
