import { randomUUID } from 'node:crypto';
import type { DbConn } from '#server/platform/db/database';

/**
 * Support's saved replies (자주 쓰는 답변) and the staff-only notes on inquiries (issue 24, item 7).
 * Owner of `reply_templates` and `inquiry_notes`. No member's page or method reads these tables:
 * the member's inquiry queries live in inquiries.server.ts and never join them.
 */

export interface ReplyTemplate {
  id: string;
  title: string;
  body: string;
  updatedAt: string;
}

/** The saved replies, by title. */
export async function listReplyTemplates(db: DbConn): Promise<ReplyTemplate[]> {
  const rows = await db.selectFrom('reply_templates').select(['id', 'title', 'body', 'updated_at']).orderBy('title').orderBy('id').limit(500).execute();
  return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, updatedAt: r.updated_at }));
}

export async function getReplyTemplate(db: DbConn, id: string): Promise<{ title: string; body: string } | undefined> {
  return db.selectFrom('reply_templates').select(['title', 'body']).where('id', '=', id).executeTakeFirst();
}

/** A new saved reply; answers its id. */
export async function insertReplyTemplate(db: DbConn, values: { title: string; body: string }, staffId: string, now: string): Promise<string> {
  const id = randomUUID();
  await db.insertInto('reply_templates').values({ id, title: values.title, body: values.body, created_at: now, updated_at: now, updated_by: staffId }).execute();
  return id;
}

export async function updateReplyTemplate(db: DbConn, id: string, values: { title: string; body: string }, staffId: string, now: string): Promise<boolean> {
  const result = await db.updateTable('reply_templates').set({ title: values.title, body: values.body, updated_at: now, updated_by: staffId }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteReplyTemplate(db: DbConn, id: string): Promise<boolean> {
  const result = await db.deleteFrom('reply_templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface InquiryNote {
  id: string;
  staffName: string;
  body: string;
  createdAt: string;
}

/** The staff-only notes on an inquiry, oldest first. */
export async function listInquiryNotes(db: DbConn, inquiryId: string): Promise<InquiryNote[]> {
  const rows = await db.selectFrom('inquiry_notes').select(['id', 'staff_name', 'body', 'created_at']).where('inquiry_id', '=', inquiryId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, staffName: r.staff_name, body: r.body, createdAt: r.created_at }));
}

/** A note added (notes are never changed or removed: they are the desk's record). Null for an unknown inquiry. */
export async function insertInquiryNote(db: DbConn, inquiryId: string, staff: { id: string; name: string }, body: string, now: string): Promise<string | null> {
  const inquiry = await db.selectFrom('inquiries').select('id').where('id', '=', inquiryId).executeTakeFirst();
  if (!inquiry) return null;
  const id = randomUUID();
  await db.insertInto('inquiry_notes').values({ id, inquiry_id: inquiryId, staff_id: staff.id, staff_name: staff.name, body, created_at: now }).execute();
  return id;
}

/** An inquiry removed by its member takes its notes with it. */
export async function deleteInquiryNotes(db: DbConn, inquiryId: string): Promise<void> {
  await db.deleteFrom('inquiry_notes').where('inquiry_id', '=', inquiryId).execute();
}
