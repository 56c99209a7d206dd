import type { Generated } from 'kysely';

/** A page composed of layout sections (SPEC 2.8), stored as JSON and normalised when read. */
export interface PageLayoutTable {
  page_key: string;
  sections_json: string;
  updated_at: string;
  version: Generated<number>;
  /** The staff's unpublished edit of the sections (home editor), or null. */
  draft_json: string | null;
  draft_updated_at: string | null;
}
