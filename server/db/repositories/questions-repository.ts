import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
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

/** Replaces a reservation's answers with `rows` (answered again after booking). Call inside a transaction. */
export async function replaceAnswers(trx: Db, reservationId: string, rows: ReadonlyArray<Insertable<Database['reservation_answers']>>): Promise<void> {
  await trx.deleteFrom('reservation_answers').where('reservation_id', '=', reservationId).execute();
  if (rows.length > 0)
    await trx
      .insertInto('reservation_answers')
      .values([...rows])
      .execute();
}

/**
 * Makes `fileIds` the reservation's files: those it no longer uses are let go (the sweeper
 * deletes them with the other unlinked uploads), new ones are linked if still nobody's. Returns
 * how many of `fileIds` are the reservation's after it. Call inside a transaction.
 */
export async function relinkAttachments(trx: Db, reservationId: string, fileIds: readonly string[]): Promise<number> {
  let release = trx.updateTable('file_attachments').set({ reservation_id: null }).where('reservation_id', '=', reservationId);
  if (fileIds.length > 0) release = release.where('id', 'not in', fileIds);
  await release.execute();
  if (fileIds.length === 0) return 0;
  await trx.updateTable('file_attachments').set({ reservation_id: reservationId }).where('id', 'in', fileIds).where('reservation_id', 'is', null).execute();
  const linked = await trx.selectFrom('file_attachments').select('id').where('id', 'in', fileIds).where('reservation_id', '=', reservationId).execute();
  return linked.length;
}
