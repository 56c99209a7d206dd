import { getSiteSettings } from '#app/features/site/data/site-config.server';
import { letterheadOf } from '#app/features/site/service-promises';
import { emailChangeConfirmMail, emailChangedMail, passwordChangedMail, passwordResetKakaoMail, passwordResetMail } from '#app/features/account/mail-templates';
import { staffInvitationMail } from '#app/features/staff/mail-templates';
import { noticeMail } from '#app/features/account/notice-mail';
import { sendDueTrialResults, sendTrialOpenings } from '#app/features/recruitment/data/notices.server';
import { trialPromises } from '#app/features/recruitment/promises.server';
import type { AnyMailTemplate } from '../platform/mail/template';
import type { Job } from '../platform/jobs/scheduler';
import type { Services } from '../platform/services';
import { runRetention } from '../platform/jobs/retention';
import { retentionKinds } from './retention';

/**
 * The work an instance does beside answering requests, named in one place (the platform imports
 * no feature): the mail templates the outbox worker may render, the letterhead every message
 * carries (brand and business details from the site settings), the timed jobs, and starting the
 * mail worker and the scheduler (unless MAIL_WORKER / JOBS_ENABLED turn them off). Called by
 * `createApp`; `services.close()` stops them.
 */
const MAIL_TEMPLATES = [passwordResetMail, passwordResetKakaoMail, passwordChangedMail, emailChangeConfirmMail, emailChangedMail, staffInvitationMail, noticeMail] as const satisfies readonly AnyMailTemplate[];

function jobsOf(services: Services): Job[] {
  const every = services.env.JOBS_EVERY_MS;
  return [
    // Draw results on the announce date (a draw made before it waits for the date).
    { name: 'recruitment.trial-results', everyMs: every, run: async (now) => void (await sendDueTrialResults(services.db.kysely, await trialPromises(services), now)) },
    // New trials, to the members who asked to hear of them.
    { name: 'recruitment.trial-openings', everyMs: every, run: async (now) => void (await sendTrialOpenings(services.db.kysely, now)) },
    // What is kept no longer than needed goes, in small batches (server/adapters/retention.ts).
    {
      name: 'retention',
      everyMs: services.env.RETENTION_EVERY_MS,
      run: async (now) => {
        const deleted = await runRetention(retentionKinds(services), now, {
          onDeleted: (kind, rows) => services.metrics.retentionDeleted.inc({ kind }, rows),
          stopped: () => services.health.phase === 'stopping',
        });
        const total = Object.values(deleted).reduce((a, b) => a + b, 0);
        if (total > 0) services.logger.info({ deleted }, 'retention: old data deleted');
      },
    },
  ];
}

export function startBackgroundWork(services: Services): void {
  for (const template of MAIL_TEMPLATES) services.mail.register(template);
  services.mail.useLetterhead(async () => letterheadOf(await getSiteSettings(services.db.kysely, services)));
  for (const job of jobsOf(services)) services.jobs.register(job);
  if (services.env.NODE_ENV === 'production' && !services.env.SMTP_URL) {
    services.logger.warn('SMTP_URL is not set: mail stays in the outbox (/staff/mail) and reaches nobody');
  }
  const ready = () => services.health.phase === 'ready';
  if (services.env.MAIL_WORKER) services.mail.start(services.env.MAIL_POLL_MS, ready);
  if (services.env.JOBS_ENABLED) services.jobs.start(ready);
}
