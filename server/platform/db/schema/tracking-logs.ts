/** SPEC 3.4: one landing with UTM or marketing-automation parameters. */
export interface TrackingModuleLogsTable {
  id: string;
  /** The browser's UUID (SPEC 4.8). */
  uuid: string;
  /** Set by UserActivityController.updateAllLogs once the visitor signs in. */
  member_id: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  utm_id: string | null;
  sfmc_contact_id: string | null;
  sfmc_pet_species: string | null;
  sfmc_pet_age_group: string | null;
  sfmc_pet_age_month: string | null;
  current_page_url: string | null;
  product_id: string | null;
  article_id: string | null;
  created_at: string;
}

/** SPEC 3.5: a landing from another site. */
export interface RefererLogsTable {
  id: string;
  uuid: string;
  member_id: string | null;
  referer: string;
  current_page_url: string | null;
  product_id: string | null;
  article_id: string | null;
  created_at: string;
}

/** Roll-up kept by triggers (server/platform/db/migrations/tracking-rollups.ts): one visitor-day per value. */
export interface TrackingVisitorDaysTable {
  /** 'all' | 'source' | 'medium' | 'campaign' */
  dim: string;
  /** The UTM value; '' when blank or missing (and for 'all'). */
  value: string;
  uuid: string;
  /** Seoul day, YYYY-MM-DD. */
  day: string;
}

/** Roll-up kept by triggers: visitor-days of (dim, value, day) by the visitor's previous day ('' none). */
export interface TrackingVisitorCountsTable {
  dim: string;
  day: string;
  value: string;
  prev: string;
  n: number;
}
