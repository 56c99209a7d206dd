import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { announceContent, claimVersion } from '#app/staff-kit/data/content-kit.server';
import { VERSION_CONFLICT_MESSAGE } from '#app/staff-kit/content-state';
import { staffOperation } from '#app/staff-kit/staff-operation';
import type { DbConn } from '#server/platform/db/database';
import type { LegalDocumentRow } from '#server/platform/db/schema/legal-and-brand';
import { answer } from '#server/platform/operations/operation';
import { LegalSaveSchema, LegalStateSchema } from '../legal-schemas';
import { type LegalDocumentView, type LegalKind, type LegalVersionSummary, LEGAL_KINDS } from '../legal-types';

/**
 * The terms of use and the privacy policy as versions (issue 15 item 7;
 * docs/decisions/044-legal-and-brand-pages.md). Staff write a draft, preview it, and publish it:
 * publishing gives it the next number of its kind and it never changes again (a correction is
 * a new version). The version in force is the published one with the highest number whose
 * effective time has come; sign-up records the one in force at its submit.
 */

type Published = LegalDocumentRow & { number: number; published_at: string };

const summary = (row: Published): LegalVersionSummary => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  title: row.title,
  effectiveAt: row.effective_at,
  changeNote: row.change_note,
});

const view = (row: Published): LegalDocumentView => ({ ...summary(row), body: row.body });

function published(db: DbConn, kind: LegalKind) {
  return db.selectFrom('legal_documents').selectAll().where('kind', '=', kind).where('number', 'is not', null).where('published_at', 'is not', null);
}

/** The version in force at `now`, or null when none is (an empty site). */
export async function currentLegal(db: DbConn, kind: LegalKind, now = new Date()): Promise<LegalDocumentView | null> {
  const row = await published(db, kind).where('effective_at', '<=', now.toISOString()).orderBy('number', 'desc').limit(1).executeTakeFirst();
  return row ? view(row as Published) : null;
}

/** The numbers in force of both documents (the sign-up form carries them). */
export async function currentLegalNumbers(db: DbConn, now = new Date()): Promise<Record<LegalKind, LegalVersionSummary | null>> {
  const [terms, privacy] = await Promise.all(LEGAL_KINDS.map((kind) => currentLegal(db, kind, now)));
  return { terms: terms ?? null, privacy: privacy ?? null };
}

/** Every published version of a kind, newest first (the public page's list of versions). */
export async function legalVersions(db: DbConn, kind: LegalKind): Promise<LegalVersionSummary[]> {
  const rows = await published(db, kind).orderBy('number', 'desc').execute();
  return rows.map((r) => summary(r as Published));
}

/** One published version by its number. */
export async function legalVersion(db: DbConn, kind: LegalKind, number: number): Promise<LegalDocumentView | null> {
  const row = await published(db, kind).where('number', '=', number).executeTakeFirst();
  return row ? view(row as Published) : null;
}

/** A document as staff see it (draft or published). */
export async function getStaffLegal(db: DbConn, id: string) {
  const row = await db.selectFrom('legal_documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    title: row.title,
    body: row.body,
    changeNote: row.change_note,
    effectiveAt: row.effective_at,
    publishedAt: row.published_at,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** The staff list: every draft and version of both documents, newest first. */
export async function listStaffLegal(db: DbConn) {
  const rows = await db
    .selectFrom('legal_documents')
    .select(['id', 'kind', 'number', 'title', 'effective_at', 'published_at', 'version', 'updated_at', 'change_note'])
    .orderBy('kind')
    .orderBy(sql`case when number is null then 1 else 0 end`, 'desc')
    .orderBy('number', 'desc')
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, number: r.number, title: r.title, effectiveAt: r.effective_at, publishedAt: r.published_at, version: r.version, updatedAt: r.updated_at, changeNote: r.change_note }));
}

/** Who is bound by which version: a member's agreements, newest first per kind. */
export async function memberAgreements(db: DbConn, memberId: string) {
  const rows = await db
    .selectFrom('member_legal_agreements as a')
    .innerJoin('legal_documents as d', 'd.id', 'a.document_id')
    .select(['a.kind', 'a.number', 'a.agreed_at', 'd.effective_at', 'd.title'])
    .where('a.member_id', '=', memberId)
    .orderBy('a.agreed_at', 'desc')
    .execute();
  return LEGAL_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? [{ kind, number: row.number, agreedAt: row.agreed_at, effectiveAt: row.effective_at, title: row.title }] : [];
  });
}

/**
 * Records that a member agreed to the versions in force (sign-up), on `db` (the sign-up's
 * transaction). Answers the kind whose number the form did not carry — it changed while the
 * form was open, or none is published — or null when both were recorded.
 */
export async function recordAgreements(
  db: DbConn,
  memberId: string,
  shown: Record<LegalKind, number> | null,
  now = new Date(),
): Promise<{ kind: LegalKind; reason: 'stale' | 'missing' } | null> {
  const current = await currentLegalNumbers(db, now);
  for (const kind of LEGAL_KINDS) {
    const doc = current[kind];
    if (!doc) return { kind, reason: 'missing' };
    if (shown && shown[kind] !== doc.number) return { kind, reason: 'stale' };
  }
  for (const kind of LEGAL_KINDS) {
    const doc = current[kind]!;
    await db.insertInto('member_legal_agreements').values({ member_id: memberId, document_id: doc.id, kind, number: doc.number, agreed_at: now.toISOString() }).execute();
  }
  return null;
}

const REFUSALS = {
  NOT_FOUND: { status: 404, message: '문서를 찾을 수 없습니다.' },
  VERSION_CONFLICT: { status: 409, message: VERSION_CONFLICT_MESSAGE },
  PUBLISHED: { status: 409, message: '게시된 버전은 고칠 수 없습니다. 고칠 내용은 새 버전으로 써서 게시해 주세요.' },
  EFFECTIVE_ORDER: { status: 409, message: '시행 일시는 앞 버전의 시행 일시보다 뒤여야 합니다.', field: 'effectiveAt' },
};

/** A draft written or changed (published versions are refused: they never change). */
export const saveLegalDraftOp = staffOperation('site', {
  name: 'legal.saveDraft',
  input: LegalSaveSchema,
  refusals: REFUSALS,
  async run(input, ctx) {
    const now = new Date().toISOString();
    const values = { title: input.title, body: input.body, change_note: input.changeNote, effective_at: input.effectiveAt, updated_at: now };
    if (input.id === undefined) {
      const id = randomUUID();
      await ctx.db.insertInto('legal_documents').values({ id, kind: input.kind, number: null, published_at: null, published_by: null, created_at: now, ...values }).execute();
      await ctx.audit({ type: 'legal_document', id }, null, { kind: input.kind, ...values });
      return answer.ok({ id, version: 1 });
    }
    const row = await ctx.db.selectFrom('legal_documents').select(['id', 'published_at', 'kind']).where('id', '=', input.id).executeTakeFirst();
    if (!row || row.kind !== input.kind) return answer.refuse('NOT_FOUND');
    if (row.published_at !== null) return answer.refuse('PUBLISHED');
    const claim = await claimVersion(ctx.db, 'legal_documents', input.id, input.version ?? 0, now);
    if (claim === 'missing') return answer.refuse('NOT_FOUND');
    if (claim === 'conflict') return answer.refuse('VERSION_CONFLICT');
    const before = await ctx.db.selectFrom('legal_documents').select(['title', 'body', 'change_note', 'effective_at']).where('id', '=', input.id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('legal_documents').set(values).where('id', '=', input.id).execute();
    await ctx.audit({ type: 'legal_document', id: input.id }, before, values);
    return answer.ok({ id: input.id, version: (input.version ?? 0) + 1 });
  },
});

/**
 * A draft published: the next number of its kind, never changed again. Its effective time may
 * be ahead (the pages show it as coming), but not before the previous version's.
 */
export const publishLegalOp = staffOperation('site', {
  name: 'legal.publish',
  input: LegalStateSchema,
  refusals: REFUSALS,
  audit: (input) => ({ type: 'legal_document', id: input.id }),
  async run(input, ctx) {
    const now = new Date().toISOString();
    const row = await ctx.db.selectFrom('legal_documents').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!row) return answer.refuse('NOT_FOUND');
    if (row.published_at !== null) return answer.refuse('PUBLISHED');
    const claim = await claimVersion(ctx.db, 'legal_documents', input.id, input.version, now);
    if (claim === 'missing') return answer.refuse('NOT_FOUND');
    if (claim === 'conflict') return answer.refuse('VERSION_CONFLICT');
    // Two drafts of one kind published at once: the versions in force are locked first, so the
    // second waits for the first to commit and then numbers itself after it (PostgreSQL reads
    // the committed rows at the next statement; SQLite runs one writer at a time anyway).
    await ctx.db
      .updateTable('legal_documents')
      .set((eb) => ({ number: eb.ref('number') }))
      .where('kind', '=', row.kind)
      .where('number', 'is not', null)
      .execute();
    const last = await published(ctx.db, row.kind).orderBy('number', 'desc').limit(1).executeTakeFirst();
    if (last && last.effective_at > row.effective_at) return answer.refuse('EFFECTIVE_ORDER');
    const number = (last?.number ?? 0) + 1;
    await ctx.db.updateTable('legal_documents').set({ number, published_at: now, published_by: ctx.credential.staffId, updated_at: now }).where('id', '=', input.id).execute();
    await ctx.audit({ type: 'legal_document', id: input.id }, { number: null, publishedAt: null }, { kind: row.kind, number, publishedAt: now, effectiveAt: row.effective_at });
    announceContent(ctx, 'legal', [row.kind]);
    return answer.ok({ id: input.id, version: input.version + 1, number });
  },
});

/** A draft thrown away (a published version is never deleted). */
export const deleteLegalDraftOp = staffOperation('site', {
  name: 'legal.deleteDraft',
  input: LegalStateSchema,
  refusals: REFUSALS,
  audit: (input) => ({ type: 'legal_document', id: input.id }),
  async run(input, ctx) {
    const row = await ctx.db.selectFrom('legal_documents').select(['published_at', 'version', 'kind']).where('id', '=', input.id).executeTakeFirst();
    if (!row) return answer.refuse('NOT_FOUND');
    if (row.published_at !== null) return answer.refuse('PUBLISHED');
    if (row.version !== input.version) return answer.refuse('VERSION_CONFLICT');
    await ctx.db.deleteFrom('legal_documents').where('id', '=', input.id).where('version', '=', input.version).execute();
    return answer.ok({ id: input.id, kind: row.kind });
  },
});

/** The next effective time still to come (the publish clock drops cached pages when a version takes effect). */
export async function nextLegalChange(db: DbConn, now: string): Promise<string | null> {
  const row = await db.selectFrom('legal_documents').select((eb) => eb.fn.min('effective_at').as('at')).where('published_at', 'is not', null).where('effective_at', '>', now).executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/** Whether a version of the kind has been published (has a number), by staff or by the seed. */
export async function hasPublishedLegal(db: DbConn, kind: LegalKind): Promise<boolean> {
  return (await db.selectFrom('legal_documents').select('id').where('kind', '=', kind).where('number', 'is not', null).executeTakeFirst()) !== undefined;
}

/** The first version of a document (the seed's 제1판): number 1, published at `now`, in force from `effectiveAt`. */
export async function insertFirstLegalVersion(db: DbConn, kind: LegalKind, doc: { title: string; body: string; changeNote: string }, effectiveAt: string, now: string): Promise<void> {
  await db
    .insertInto('legal_documents')
    .values({ id: `legal-${kind}-1`, kind, number: 1, title: doc.title, body: doc.body, change_note: doc.changeNote, effective_at: effectiveAt, published_at: now, published_by: null, created_at: now, updated_at: now })
    .execute();
}
