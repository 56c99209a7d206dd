import type { Selectable } from 'kysely';

export type NotificationKind = 'trial_applied' | 'trial_result' | 'trial_shipped' | 'trial_delivered' | 'claim_moved' | 'inquiry_answered' | 'trial_opening';

/** A notice on the member's my-page (app/features/account owns the SQL). */
export interface NotificationsTable {
  id: string;
  member_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A site path ("/mypage/myrecruitment-order/detail?id=…"). */
  link: string;
  dedupe_key: string;
  created_at: string;
  read_at: string | null;
}
export type NotificationRow = Selectable<NotificationsTable>;

/** The member's channels: service notices by e-mail (0/1), new trial openings (0/1). */
export interface NotificationSettingsTable {
  member_id: string;
  email: number;
  trial_openings: number;
  updated_at: string;
}
