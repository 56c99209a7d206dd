import type { Generated, Selectable } from 'kysely';

export const tableName = 'site_config';

/** One row (id = 1): the access rules of SPEC 3.1 and the brand name shown in labels. */
export interface SiteConfigTable {
  id: number;
  brand_name: string;
  is_maintenance: number;
  disabled_paths: string;
  alert_message: string;
  login_required_paths: string;
  updated_at: Generated<string>;
}

export type SiteConfigRow = Selectable<SiteConfigTable>;
