export interface MarketingConsentLogTable {
  id: string;
  member_id: string;
  sms: number;
  email: number;
  kakao: number;
  created_at: string;
}
