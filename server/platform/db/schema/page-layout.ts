import type { Selectable } from 'kysely';

export const tableName = 'page_layout';

/** A page composed of layout sections (SPEC 2.8), stored as JSON and normalised when read. */
export interface PageLayoutTable {
  page_key: string;
  sections_json: string;
  updated_at: string;
}

export type PageLayoutRow = Selectable<PageLayoutTable>;
