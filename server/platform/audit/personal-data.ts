import type { AuditEntryInput, SearchKind } from './audit-trail';

/**
 * The declaration every staff page (app/config/staff-routes.ts) and every staff server
 * method (server/adapters/rpc/define.ts) must make: does its answer show a member's personal data? When it
 * does, the platform (the page hook in server/adapters/http/staff-view-audit.ts, the RPC router) writes a
 * 'view' entry to the audit trail for each answer, so a new page cannot show members' data
 * without the trail knowing (issue: back-office security, item 3; docs/security.md).
 */

/** What a view can show of a member, as the audit page names it (app/features/staff/audit-labels.ts). */
export const PERSONAL_FIELDS = [
  'name',
  'email',
  'mobile',
  'address',
  'message',
  'attachment',
  'profile',
  'marketingConsent',
  'pets',
  'trialApplications',
  'inquiries',
  'coupons',
  'claims',
  'reviews',
  'mail',
  'accountLinks',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export interface PersonalDataView {
  /** The audit action, e.g. 'members.view' (its Korean label: app/features/staff/audit-labels.ts). */
  action: string;
  /** The kind of record shown: the entry's object type ('member', 'trial_order', 'inquiry', …). */
  subject: string;
  fields: readonly PersonalField[];
  /** The query parameter (page) or input field (method) naming the one record shown: the entry's object id. */
  record?: string;
  /**
   * The query parameter (page) or input field (method) of a search term. The entry keeps what kind
   * of term it was (phone, e-mail, name), never the term: the trail must not become a phone book.
   */
  search?: string;
}

/** `false` is a decision too ("shows no member's data"): there is no default to forget. */
export type PersonalDataDeclaration = PersonalDataView | false;

/** What a search term looks like: digits (with dashes or spaces) are a phone number, an @ an e-mail, else a name. */
export function searchKindOf(term: string): SearchKind | undefined {
  const t = term.trim();
  if (t === '') return undefined;
  if (t.includes('@')) return 'email';
  if (/^[\d\s-]+$/.test(t) && /\d/.test(t)) return 'phone';
  return 'name';
}

/** Longest object id kept: a list shows at most a page of records. */
const MAX_SHOWN_IDS = 100;

/**
 * The entry of one view: `param(name)` reads the page's query or the method's input; `shown` are
 * the ids of the records a list answered with, when its loader reported them.
 */
export function viewEntryOf(declaration: PersonalDataView, param: (name: string) => string | undefined, shown: readonly string[] = []): AuditEntryInput {
  const record = declaration.record === undefined ? '' : (param(declaration.record) ?? '').slice(0, 200);
  const id = record !== '' ? record : shown.slice(0, MAX_SHOWN_IDS).join(',');
  const search = declaration.search === undefined ? undefined : searchKindOf(param(declaration.search) ?? '');
  return {
    kind: 'view',
    action: declaration.action,
    subject: { type: declaration.subject, id },
    detail: search === undefined ? { fields: declaration.fields } : { fields: declaration.fields, search },
  };
}
