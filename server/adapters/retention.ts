import { purgeExpiredAccountLinks } from '#app/features/account/data/account.server';
import { purgeExpiredDevices } from '#app/features/account/data/known-devices.server';
import { purgeReadNotices } from '#app/features/account/data/notifications.server';
import { purgeExpiredChallenges } from '#app/features/account/data/second-factor.server';
import { purgeExpiredInvitations } from '#app/features/staff/data/invitations.server';
import { purgeClientLogs } from '#app/features/tracking/data/client-logs.server';
import { purgeOutboundClicks } from '#app/features/tracking/data/outbound-clicks.server';
import { purgeRefererLogs, purgeTrackingLogs, purgeVisitorDays } from '#app/features/tracking/data/tracking.server';
import { purgeWebVitals } from '#app/features/tracking/data/web-vitals.server';
import { purgeEndedSessions } from '../platform/auth/db-session-store';
import type { RetentionKind } from '../platform/jobs/retention';
import { purgeSentMail } from '../platform/mail/outbox';
import type { Services } from '../platform/services';

/** Read notices stay in the member's notice box this long. */
const NOTICE_RETENTION_DAYS = 365;

/**
 * What the site keeps and for how long (docs/operations.md "Retention"; Korea's Personal
 * Information Protection Act: no longer than the purpose needs). Periods come from the
 * environment. A withdrawn member's data is erased at withdrawal (member-erasers.ts), not here.
 * `server/architecture/retention.test.ts` fails when a table is neither here nor in its list of
 * tables kept for their purpose.
 */
export function retentionKinds(services: Services): RetentionKind[] {
  const { env } = services;
  const db = services.db.kysely;
  return [
    { kind: 'tracking', tables: ['tracking_module_logs'], days: env.RETENTION_TRACKING_DAYS, purge: (before, limit) => purgeTrackingLogs(db, before, limit) },
    { kind: 'tracking-visitor-days', tables: ['tracking_visitor_days'], days: env.RETENTION_TRACKING_DAYS, purge: (before, limit) => purgeVisitorDays(db, before, limit) },
    // Purchase-link clicks carry the browser's UUID like the logs they are attributed from; the report reads at most 92 days.
    { kind: 'purchase-clicks', tables: ['outbound_clicks'], days: env.RETENTION_TRACKING_DAYS, purge: (before, limit) => purgeOutboundClicks(db, before, limit) },
    { kind: 'referer', tables: ['referer_logs'], days: env.RETENTION_TRACKING_DAYS, purge: (before, limit) => purgeRefererLogs(db, before, limit) },
    { kind: 'client-logs', tables: ['component_logs'], days: env.RETENTION_CLIENT_LOG_DAYS, purge: (before, limit) => purgeClientLogs(db, before, limit) },
    { kind: 'web-vitals', tables: ['web_vitals'], days: env.RETENTION_WEB_VITALS_DAYS, purge: (before, limit) => purgeWebVitals(db, before, limit) },
    { kind: 'sent-mail', tables: ['mail_outbox'], days: env.MAIL_RETENTION_DAYS, purge: (before, limit) => purgeSentMail(db, before, limit) },
    { kind: 'sessions', tables: ['sessions'], days: env.RETENTION_ENDED_DAYS, purge: (before, limit) => purgeEndedSessions(db, before, limit) },
    { kind: 'account-links', tables: ['password_resets', 'email_changes'], days: env.RETENTION_ENDED_DAYS, purge: (before, limit) => purgeExpiredAccountLinks(db, before, limit) },
    { kind: 'known-devices', tables: ['login_devices'], days: env.RETENTION_ENDED_DAYS, purge: (before, limit) => purgeExpiredDevices(db, before, limit) },
    { kind: 'sign-in-challenges', tables: ['staff_sign_in_challenges'], days: env.RETENTION_ENDED_DAYS, purge: (before, limit) => purgeExpiredChallenges(db, before, limit) },
    { kind: 'staff-invitations', tables: ['staff_invitations'], days: env.RETENTION_ENDED_DAYS, purge: (before, limit) => purgeExpiredInvitations(db, before, limit) },
    { kind: 'read-notices', tables: ['notifications'], days: NOTICE_RETENTION_DAYS, purge: (before, limit) => purgeReadNotices(db, before, limit) },
  ];
}
