import type { Selectable } from 'kysely';

export const tableName = 'marketing_consent_log';

export interface MarketingConsentLogTable {
  id: string;
  member_id: string;
  sms: number;
  email: number;
  kakao: number;
  created_at: string;
}

export type MarketingConsentLogRow = Selectable<MarketingConsentLogTable>;
