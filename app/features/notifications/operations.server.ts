import { answer, defineOperation } from '#server/platform/operations/operation';
import { readAllNotices, readNotice, saveNoticeSettings } from './data/notifications.server';
import { NoticeId, NoticeSettingsSchema, TrialOpeningsSchema } from './schemas';

/** The member's writes on their notices (docs/decisions/012-operations.md): the credential decides whose. */

/** Opens one notice: it is read, and the answer is where it points. */
export const readNoticeOp = defineOperation({
  name: 'notifications.read',
  input: NoticeId,
  access: 'member',
  refusals: { NOT_FOUND: { status: 404, message: '알림을 찾을 수 없습니다.' } },
  async run({ id }, { db, services, credential }) {
    const notice = await readNotice(db, credential.memberId, id, services.clock.now());
    return notice ? answer.ok(notice) : answer.refuse('NOT_FOUND');
  },
});

export const readAllNoticesOp = defineOperation({
  name: 'notifications.readAll',
  input: NoticeId.partial(),
  access: 'member',
  refusals: {},
  async run(_input, { db, services, credential }) {
    return answer.ok({ read: await readAllNotices(db, credential.memberId, services.clock.now()) });
  },
});

/** How the member is told: always on the my-page; by e-mail too when chosen; new trials when asked. */
export const saveNoticeSettingsOp = defineOperation({
  name: 'notifications.saveSettings',
  input: NoticeSettingsSchema,
  access: 'member',
  refusals: {},
  async run(settings, { db, services, credential }) {
    return answer.ok(await saveNoticeSettings(db, credential.memberId, settings, services.clock.now()));
  },
});

/** "새 체험이 열리면 알려 주세요" from the trial list. */
export const followTrialOpeningsOp = defineOperation({
  name: 'notifications.followTrialOpenings',
  input: TrialOpeningsSchema,
  access: 'member',
  refusals: {},
  async run({ follow }, { db, services, credential }) {
    return answer.ok(await saveNoticeSettings(db, credential.memberId, { trialOpenings: follow === 'on' }, services.clock.now()));
  },
});
