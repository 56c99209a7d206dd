import type { Generated, Selectable } from 'kysely';

export type LegalKind = 'terms' | 'privacy';

/** A version of the terms of use or the privacy policy (issue 15 item 7); immutable once published. */
export interface LegalDocumentsTable {
  id: string;
  kind: LegalKind;
  /** 1, 2, 3… per kind, given when published; null for a draft. */
  number: number | null;
  title: string;
  /** Plain text: blank lines part paragraphs, "## " starts a heading, "- " a list item. */
  body: string;
  /** What changed from the previous version (shown in the version list). */
  change_note: Generated<string>;
  effective_at: string;
  published_at: string | null;
  published_by: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MemberLegalAgreementsTable {
  member_id: string;
  document_id: string;
  kind: LegalKind;
  number: number;
  agreed_at: string;
}

/** A brand page (about-us and its sub-pages, V-DIET, the event page) as back-office content. */
export interface BrandPagesTable {
  /** The site route id that shows it (app/config/site-routes.ts). */
  id: string;
  lead: string;
  image_key: string;
  image_alt: string;
  /** JSON array of BrandSection (app/features/brand/brand-types.ts). */
  sections_json: string;
  cta_label: Generated<string>;
  cta_href: Generated<string>;
  is_published: Generated<number>;
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type LegalDocumentRow = Selectable<LegalDocumentsTable>;
export type BrandPageRow = Selectable<BrandPagesTable>;
