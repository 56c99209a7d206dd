import { z } from 'zod';

const check = z
  .union([z.literal('on'), z.boolean(), z.null()])
  .optional()
  .transform((v) => v === 'on' || v === true);

/** The member's channels (the notices page): e-mail for service notices, and new trial openings. */
export const NoticeSettingsSchema = z.strictObject({ email: check, trialOpenings: check });

export const NoticeId = z.object({ id: z.string({ error: '알림을 고르세요.' }).min(1, '알림을 고르세요.').max(64) });

/** "새 체험 알림" on or off (the trial list's button). */
export const TrialOpeningsSchema = z.strictObject({ follow: z.enum(['on', 'off'], { error: '알림을 켤지 끌지 골라 주세요.' }) });

