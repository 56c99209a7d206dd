import type { Generated } from 'kysely';

/** One row (id = 1): the access rules of SPEC 3.1 and the brand name shown in labels. */
export interface SiteConfigTable {
  id: number;
  brand_name: string;
  is_maintenance: number;
  disabled_paths: string;
  alert_message: string;
  login_required_paths: string;
  /** Service promises and contacts (app/lib/service-promises.ts). */
  cs_phone: Generated<string>;
  cs_hours: Generated<string>;
  cs_email: Generated<string>;
  inquiry_answer_time: Generated<string>;
  trial_shipping: Generated<string>;
  delivery_time: Generated<string>;
  company_name: Generated<string>;
  company_ceo: Generated<string>;
  business_number: Generated<string>;
  mail_order_number: Generated<string>;
  company_address: Generated<string>;
  /** Site-ownership values of Naver Search Advisor and Google Search Console ('' when unset). */
  naver_site_verification: Generated<string>;
  google_site_verification: Generated<string>;
  updated_at: Generated<string>;
}
