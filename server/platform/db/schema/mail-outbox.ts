import type { Selectable } from 'kysely';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';
export type MailTransportKind = 'smtp' | 'outbox';

/** Messages to send (server/platform/mail/outbox.ts owns the SQL). */
export interface MailOutboxTable {
  id: string;
  member_id: string | null;
  to_address: string;
  template: string;
  data: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  transport: MailTransportKind | null;
  subject: string | null;
  created_at: string;
  sent_at: string | null;
}

export type MailOutboxRow = Selectable<MailOutboxTable>;
