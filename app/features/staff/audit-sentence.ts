import { staffHref } from '#app/config/staff-href';
import type { StaffRouteId } from '#app/config/staff-routes';
import { particle } from '#app/lib/korean-particles';
import { formatSeoulSpoken } from '#app/lib/seoul-time';
import type { AuditEntry } from '#server/platform/audit/audit-trail';
import { isStaffRole, STAFF_ROLE_LABELS } from '#server/platform/auth/staff-roles';
import { AUDIT_ACTIONS, AUDIT_FIELD_LABELS, AUDIT_OBJECT_LABELS, AUDIT_VALUE_LABELS, PERSONAL_FIELD_LABELS, SEARCH_KIND_LABELS } from './audit-labels';

/**
 * One audit entry as a Korean sentence (issue 24, item 3): who (the staff member's name), what
 * (the action in Korean), which object by its name with a link to its staff page, when in Seoul
 * time, and the changed fields with their Korean names, before → after. Pure: the page module
 * resolves the objects' names and gives the labels of values it knows (statuses).
 */

/** The staff page each kind of object is edited or read on, and whether it takes the record's id. */
const OBJECT_PAGES: Record<string, { route: StaffRouteId; byId: boolean }> = {
  trial_order: { route: 'staff-trial-detail', byId: true },
  trial_claim: { route: 'staff-claim-detail', byId: true },
  inquiry: { route: 'staff-inquiry-detail', byId: true },
  inquiry_note: { route: 'staff-inquiry-detail', byId: true },
  reply_template: { route: 'staff-reply-templates', byId: false },
  member: { route: 'staff-member-detail', byId: true },
  members: { route: 'staff-members', byId: false },
  staff_account: { route: 'staff-accounts', byId: false },
  staff_invitation: { route: 'staff-accounts', byId: false },
  site_config: { route: 'staff-site', byId: false },
  product: { route: 'staff-product-edit', byId: true },
  article: { route: 'staff-article-edit', byId: true },
  'article-category': { route: 'staff-article-categories', byId: false },
  news: { route: 'staff-notice-edit', byId: true },
  faq: { route: 'staff-faq-edit', byId: true },
  'brand-page': { route: 'staff-brand-page-edit', byId: true },
  brand_page: { route: 'staff-brand-page-edit', byId: true },
  store: { route: 'staff-store-edit', byId: true },
  stores: { route: 'staff-stores', byId: false },
  'plus1-campaign': { route: 'staff-plus1-edit', byId: true },
  'trial-campaign': { route: 'staff-campaign-edit', byId: true },
  legal_document: { route: 'staff-legal-edit', byId: true },
  page_layout: { route: 'staff-home', byId: false },
  inquiries: { route: 'staff-inquiries', byId: false },
  trial_orders: { route: 'staff-trials', byId: false },
  trial_claims: { route: 'staff-claims', byId: false },
  reviews: { route: 'staff-reviews', byId: false },
  review: { route: 'staff-reviews', byId: false },
  mail_outbox: { route: 'staff-mail', byId: false },
  audit_log: { route: 'staff-audit', byId: false },
};

interface AuditChangeLine {
  field: string;
  before: string;
  after: string;
}

export interface AuditSentence {
  id: string;
  kind: 'change' | 'view';
  /** The staff member's name and role label. */
  actor: string;
  role: string;
  /** The object as the sentence names it ('체험 신청 ‘김회원’'), its staff page when it has one. */
  object: { text: string; to: string | null };
  /** "{actor}님이 " before the object, the particle and predicate after it. */
  lead: string;
  rest: string;
  /** The whole sentence as plain text (the export, tests). */
  sentence: string;
  when: string;
  action: string;
  objectType: string;
  changes: AuditChangeLine[];
  /** A view: what it showed ('열람한 항목: 이름, 이메일') and how the record was searched for. */
  shown: string | null;
  ip: string;
}

/** What the page module knows of the entry's object: its name, and words for codes of its fields. */
export interface AuditObjectFacts {
  name?: string | null;
  valueLabel?: (field: string, value: string) => string | undefined;
}

/** The object of an entry: a default entry of the kit names the operation and keeps the record's id in the changed fields. */
export function auditObjectOf(entry: Pick<AuditEntry, 'action' | 'subject' | 'detail'>): { type: string; id: string } {
  const { type, id } = entry.subject;
  if (type === entry.action) {
    const kind = entry.action.slice(0, entry.action.lastIndexOf('.'));
    const detailId = (entry.detail as Record<string, { after?: unknown } | undefined> | null)?.id?.after;
    return { type: kind, id: typeof detailId === 'string' ? detailId : id };
  }
  return { type, id };
}

export function auditObjectLabel(type: string): string {
  return AUDIT_OBJECT_LABELS[type] ?? '기록';
}

function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? '그 밖의 항목';
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as staff read it: words for codes, Seoul time for instants, (없음) for nothing. */
export function auditValue(field: string, value: unknown, valueLabel?: AuditObjectFacts['valueLabel']): string {
  if (value === null || value === undefined || value === '') return '(없음)';
  if (Array.isArray(value)) return value.length === 0 ? '(없음)' : value.map((v) => auditValue(field, v, valueLabel)).join(', ');
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${auditFieldLabel(k)} ${auditValue(k, v, valueLabel)}`);
    return parts.length === 0 ? '(없음)' : parts.join(', ');
  }
  const text = String(value);
  if (typeof value === 'string' && ISO_INSTANT.test(text)) return formatSeoulSpoken(text) || text;
  return valueLabel?.(field, text) ?? AUDIT_VALUE_LABELS[text] ?? text;
}

/** One entry as a sentence; `facts` are what the page module found of its object. */
export function auditSentence(entry: AuditEntry, facts: AuditObjectFacts = {}): AuditSentence {
  const object = auditObjectOf(entry);
  const action = AUDIT_ACTIONS[entry.action];
  const wording = action ? { ...action, ...action.onObject?.[object.type] } : { label: '운영자 작업', particle: '에서' as const, predicate: '작업했습니다' };
  const typeLabel = auditObjectLabel(object.type);
  const listed = object.id.includes(',') ? object.id.split(',').length : 0;
  const name = facts.name ?? (listed > 0 ? `${listed}건` : null);
  const objectText = name ? `${typeLabel} ‘${name}’` : typeLabel;
  const spoken = name ?? typeLabel;
  const after = wording.particle === '의' || wording.particle === '에서' || wording.particle === '에' ? wording.particle : particle(spoken, wording.particle);
  const page = OBJECT_PAGES[object.type];
  const to = page === undefined ? null : page.byId ? (object.id !== '' && listed === 0 ? staffHref(page.route, { id: object.id }) : null) : staffHref(page.route);
  const actor = entry.actor.name || '이름 없는 운영자';
  const role = isStaffRole(entry.actor.role) ? STAFF_ROLE_LABELS[entry.actor.role] : entry.actor.role === 'cli' ? '서버 명령' : '운영자';
  const lead = `${actor}님이 `;
  const rest = `${after} ${wording.predicate}.`;
  const { changes, shown } = describeDetail(entry.detail, facts.valueLabel);
  return {
    id: entry.id,
    kind: entry.kind,
    actor,
    role,
    object: { text: objectText, to },
    lead,
    rest,
    sentence: `${lead}${objectText}${rest}`,
    when: formatSeoulSpoken(entry.at),
    action: wording.label,
    objectType: typeLabel,
    changes,
    shown,
    ip: entry.ip,
  };
}

/** The changed fields (the record's id left out: the link names it), or what a view showed. */
function describeDetail(detail: unknown, valueLabel: AuditObjectFacts['valueLabel']): { changes: AuditChangeLine[]; shown: string | null } {
  if (typeof detail !== 'object' || detail === null) return { changes: [], shown: null };
  const { fields, search } = detail as { fields?: unknown; search?: unknown };
  if (Array.isArray(fields)) {
    const what = `열람한 항목: ${fields.map((f) => (PERSONAL_FIELD_LABELS as Record<string, string>)[String(f)] ?? '그 밖의 항목').join(', ')}`;
    const how = typeof search === 'string' ? (SEARCH_KIND_LABELS as Record<string, string>)[search] : undefined;
    return { changes: [], shown: how ? `${what} (${how})` : what };
  }
  const changes = Object.entries(detail as Record<string, { before?: unknown; after?: unknown } | null>)
    .filter(([field]) => field !== 'id' && field !== 'version')
    .map(([field, change]) => ({ field: auditFieldLabel(field), before: auditValue(field, change?.before, valueLabel), after: auditValue(field, change?.after, valueLabel) }));
  return { changes, shown: null };
}
