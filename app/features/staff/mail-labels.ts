import type { MailStatus } from '#server/platform/db/schema/mail-outbox';

/** The outbox page's words (shared by its loader and its view). */
export const MAIL_PER_PAGE = 20;
export const MAIL_STATUS_LABEL: Record<MailStatus, string> = { queued: '대기', sending: '보내는 중', sent: '보냄', failed: '실패' };
