import { writeCsv } from '#server/platform/spreadsheet/xlsx-write';
import { contentRecordNames } from '#app/staff-kit/data/record-names.server';
import { z } from 'zod';
import { membersForJoin } from '#app/features/account/data/account.server';
import { productsForJoin } from '#app/features/catalogue/data/products.server';
import { inquiryTitles } from '#app/features/qna/data/inquiries.server';
import { STATUS_LABELS as INQUIRY_STATUS_LABELS } from '#app/features/qna/categories';
import { orderRecipientNames } from '#app/features/recruitment/data/orders.server';
import { CLAIM_STATUS_LABEL, ORDER_STATUS_LABEL } from '#app/features/recruitment/statuses';
import { requireStaff } from '#app/page-kit/auth.server';
import { optionalParam, type PageArgs, pageParam, readQuery } from '#app/page-kit/page-args';
import { seoulDay, seoulDayBounds } from '#app/lib/seoul-time';
import { auditActors, auditObjectTypes, type AuditEntry, type AuditFilter, listAuditEntries } from '#server/platform/audit/audit-trail';
import type { DbConn } from '#server/platform/db/database';
import { AUDIT_EXPORT_MAX, AUDIT_PER_PAGE } from '../audit-labels';
import { auditObjectLabel, auditObjectOf, auditSentence, type AuditSentence } from '../audit-sentence';
import { dateFilter } from './staff.server';

/** /staff/audit and its export: the trail as sentences, filtered by person, object, kind and Seoul days (issue 24, item 3). */

const AuditQuery = z.object({
  actor: optionalParam,
  object: optionalParam,
  objectId: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
  kind: z.enum(['change', 'view']).optional().catch(undefined),
  from: dateFilter,
  to: dateFilter,
  page: pageParam,
});

type AuditQueryValues = z.output<typeof AuditQuery>;

function filterOf(query: AuditQueryValues): Omit<AuditFilter, 'page' | 'perPage'> {
  return {
    actorId: query.actor ?? undefined,
    objectType: query.object ?? undefined,
    objectId: query.objectId || undefined,
    kind: query.kind,
    from: query.from ? seoulDayBounds(query.from, query.from).start : undefined,
    to: query.to ? seoulDayBounds(query.to, query.to).end : undefined,
  };
}

/** Words for the status codes the trail keeps (the owners' labels). */
const STATUS_WORDS: Record<string, string> = { ...CLAIM_STATUS_LABEL.return, ...ORDER_STATUS_LABEL, ...INQUIRY_STATUS_LABELS };
const CLAIM_WORDS: Record<string, string> = CLAIM_STATUS_LABEL.refund;

function valueLabelFor(type: string) {
  return (field: string, value: string) => {
    if (field !== 'status') return undefined;
    return type === 'trial_claim' ? (CLAIM_WORDS[value] ?? STATUS_WORDS[value]) : STATUS_WORDS[value];
  };
}

/** The names of the entries' objects, by "type:id": members and staff by name, products, inquiries by title, applications by applicant. */
async function objectNames(db: DbConn, entries: readonly AuditEntry[]): Promise<Map<string, string>> {
  const ids = (types: readonly string[]) => [...new Set(entries.map(auditObjectOf).filter((o) => types.includes(o.type) && o.id !== '' && !o.id.includes(',')).map((o) => o.id))];
  const people = ids(['member', 'staff_account']);
  const products = ids(['product']);
  const [memberRows, productRows, inquiries, orders, content] = await Promise.all([
    people.length === 0 ? [] : membersForJoin(db).where('id', 'in', people).execute(),
    products.length === 0 ? [] : productsForJoin(db).where('id', 'in', products).execute(),
    inquiryTitles(db, ids(['inquiry', 'inquiry_note'])),
    orderRecipientNames(db, ids(['trial_order'])),
    contentRecordNames(db, entries.map(auditObjectOf)),
  ]);
  const names = new Map<string, string>(content);
  for (const m of memberRows) {
    names.set(`member:${m.id}`, m.name);
    names.set(`staff_account:${m.id}`, m.name);
  }
  for (const p of productRows) names.set(`product:${p.id}`, p.name);
  for (const [id, title] of inquiries) {
    names.set(`inquiry:${id}`, title);
    names.set(`inquiry_note:${id}`, title);
  }
  for (const [id, name] of orders) names.set(`trial_order:${id}`, name);
  return names;
}

/** A name the entry itself keeps (a saved title or name), when the object has no table to look in. */
function nameInDetail(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null) return null;
  for (const field of ['title', 'name', 'heading']) {
    const change = (detail as Record<string, { before?: unknown; after?: unknown } | undefined>)[field];
    const value = change?.after ?? change?.before;
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 60);
  }
  return null;
}

async function sentencesOf(db: DbConn, entries: readonly AuditEntry[]): Promise<AuditSentence[]> {
  const names = await objectNames(db, entries);
  return entries.map((e) => {
    const object = auditObjectOf(e);
    return auditSentence(e, { name: names.get(`${object.type}:${object.id}`) ?? nameInDetail(e.detail), valueLabel: valueLabelFor(object.type) });
  });
}

function filtersOf(query: AuditQueryValues) {
  return { actor: query.actor ?? '', object: query.object ?? '', objectId: query.objectId, kind: query.kind ?? '', from: query.from, to: query.to };
}

/** /staff/audit: the audit trail, newest first, one sentence per entry; read only. */
export async function loadAuditTrail(args: PageArgs) {
  requireStaff(args.context, args.request);
  const db = args.context.services.db.kysely;
  const query = readQuery(args, AuditQuery);
  const [list, actors, objectTypes] = await Promise.all([listAuditEntries(db, { ...filterOf(query), page: query.page, perPage: AUDIT_PER_PAGE }), auditActors(db), auditObjectTypes(db)]);
  const types = [...new Set(objectTypes.map((t) => auditObjectOf({ action: t, subject: { type: t, id: '' }, detail: null }).type))];
  return {
    total: list.total,
    page: query.page,
    entries: await sentencesOf(db, list.entries),
    actors,
    objectTypes: types.map((t) => ({ value: t, label: auditObjectLabel(t) })).sort((a, b) => a.label.localeCompare(b.label, 'ko')),
    filters: filtersOf(query),
  };
}

const EXPORT_COLUMNS = ['일시(서울)', '담당자', '역할', '작업', '대상 종류', '대상', '대상 번호', '내용', '바뀐 항목', '열람한 항목', '접속 주소'];

/**
 * /staff/audit/export.csv: the filtered trail as CSV (UTF-8 with a byte-order mark, so Excel reads
 * the Korean), newest first, up to AUDIT_EXPORT_MAX entries. The download is itself audited
 * (its route declares what it shows).
 */
export async function auditTrailCsv(args: PageArgs) {
  requireStaff(args.context, args.request);
  const db = args.context.services.db.kysely;
  const query = readQuery(args, AuditQuery);
  const list = await listAuditEntries(db, { ...filterOf(query), page: 1, perPage: AUDIT_EXPORT_MAX });
  const sentences = await sentencesOf(db, list.entries);
  args.context.shownRecords.push(`${list.entries.length}건`);
  const rows = list.entries.map((e, i) => {
    const s = sentences[i]!;
    return [s.when, s.actor, s.role, s.action, s.objectType, s.object.text, auditObjectOf(e).id, s.sentence, s.changes.map((c) => `${c.field}: ${c.before} → ${c.after}`).join('\n'), s.shown ?? '', s.ip];
  });
  const day = seoulDay(args.context.services.clock.now());
  return new Response(writeCsv([EXPORT_COLUMNS, ...rows]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
