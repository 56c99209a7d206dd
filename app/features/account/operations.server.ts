import { z } from 'zod';
import { tooManyAttemptsMessage } from '#app/lib/retry-after';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { changePassword, getProfile, updateMarketingConsent, updateProfile, withdraw } from './accounts.server';
import { confirmEmailChange, requestEmailChange } from './email-change.server';
import { readAllNotices, readNotice, saveNoticeSettings } from './data/notifications.server';
import { requestPasswordReset, resetPassword } from './password-reset.server';
import { EmailChangeSchema, MarketingSchema, PasswordChangeSchema, PasswordResetRequestSchema, PasswordResetSchema, NoticeId, NoticeSettingsSchema, ProfileSchema, TrialOpeningsSchema, WithdrawalSchema } from './schemas';

/**
 * The member's writes on their own account (docs/decisions/012-operations.md). No operation takes
 * a member id: the credential decides whose.
 */

/** This browser's known-device token (a cookie the adapter reads): a known device keeps its own password-check limit. */
const Device = z.object({ deviceToken: z.string().max(200).optional() });

const THROTTLED = { status: 429, message: '비밀번호 확인 시도가 너무 많습니다.' } as const;
const throttled = (field: string, retryAfter: number) => answer.refuse('THROTTLED', { message: tooManyAttemptsMessage('비밀번호 확인', retryAfter), field, retryAfter });

export const updateProfileOp = defineOperation({
  name: 'account.updateProfile',
  input: ProfileSchema,
  access: 'member',
  refusals: { NOT_FOUND: { status: 404, message: '요청하신 정보를 찾을 수 없습니다.' } },
  async run(input, { services, credential }) {
    await updateProfile(services, credential.memberId, input);
    const profile = await getProfile(services, credential.memberId);
    return profile ? answer.ok(profile) : answer.refuse('NOT_FOUND');
  },
});

/**
 * Changes the password after a throttled check of the current one; every other session ends.
 * Answers the cookies of the new session and device. No transaction of its own: the session
 * store and the device cookies are written through their own connections.
 */
export const changePasswordOp = defineOperation({
  name: 'account.changePassword',
  input: PasswordChangeSchema.and(Device),
  access: 'member',
  transaction: false,
  refusals: { THROTTLED, WRONG_PASSWORD: { status: 400, message: '현재 비밀번호가 올바르지 않습니다.', field: 'currentPassword' } },
  async run({ currentPassword, newPassword, deviceToken }, { services, credential, clientIp, requestId }) {
    const changed = await changePassword(services, credential.memberId, credential.sessionId, currentPassword, newPassword, { ip: clientIp, deviceToken, requestId });
    if (changed.ok) return answer.ok({ cookies: changed.cookies });
    return changed.reason === 'throttled' ? throttled('currentPassword', changed.retryAfter) : answer.refuse('WRONG_PASSWORD');
  },
});

/** Withdrawal (docs/decisions/005): `withdraw` erases in its own transaction, then ends the sessions. */
export const withdrawOp = defineOperation({
  name: 'account.withdraw',
  input: WithdrawalSchema.and(Device),
  access: 'member',
  transaction: false,
  refusals: { THROTTLED, WRONG_PASSWORD: { status: 400, message: '비밀번호가 올바르지 않습니다.', field: 'password' } },
  async run({ reasons, comment, password, deviceToken }, { services, credential, clientIp }) {
    const outcome = await withdraw(services, credential.memberId, { reasons, comment, password }, { ip: clientIp, deviceToken });
    if (outcome.ok) return answer.ok(null);
    return outcome.reason === 'throttled' ? throttled('password', outcome.retryAfter) : answer.refuse('WRONG_PASSWORD');
  },
});

/** The consent and its log row, together. */
export const updateMarketingOp = defineOperation({
  name: 'account.updateMarketingConsent',
  input: MarketingSchema,
  access: 'member',
  refusals: {},
  async run(input, { db, credential }) {
    return answer.ok(await updateMarketingConsent(db, credential.memberId, input));
  },
});

/**
 * 비밀번호 찾기 (issue 13, item 2): the same answer whether the address has an account or not;
 * limited per address and per e-mail. Its own transaction (the link and its e-mail together).
 */
export const requestPasswordResetOp = defineOperation({
  name: 'account.requestPasswordReset',
  input: PasswordResetRequestSchema,
  access: 'public',
  transaction: false,
  refusals: { THROTTLED: { status: 429, message: '비밀번호 찾기 요청이 너무 많습니다.', field: 'form' } },
  async run({ email }, { services, clientIp, afterResponse }) {
    const outcome = await requestPasswordReset(services, email, clientIp, afterResponse);
    if (outcome.ok) return answer.ok({ email });
    return answer.refuse('THROTTLED', { message: tooManyAttemptsMessage('비밀번호 찾기', outcome.retryAfter), retryAfter: outcome.retryAfter });
  },
});

const RESET_LINK_INVALID = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 요청해 주세요.';

/** A new password through a live reset link; every session of the account ends. */
export const resetPasswordOp = defineOperation({
  name: 'account.resetPassword',
  input: PasswordResetSchema,
  access: 'public',
  transaction: false,
  refusals: {
    INVALID_LINK: { status: 410, message: RESET_LINK_INVALID, field: 'form' },
    WEAK_PASSWORD: { status: 400, message: '추측하기 쉬운 비밀번호입니다.', field: 'newPassword' },
  },
  async run({ token, newPassword }, { services, clientIp, requestId }) {
    const outcome = await resetPassword(services, token, newPassword, { ip: clientIp, requestId });
    if (outcome.ok) return answer.ok(null);
    return outcome.reason === 'invalid-link' ? answer.refuse('INVALID_LINK') : answer.refuse('WEAK_PASSWORD', { message: outcome.message });
  },
});

/** 이메일 변경 (issue 13, item 3): a confirmation link to the new address; nothing changes until it is opened. */
export const requestEmailChangeOp = defineOperation({
  name: 'account.requestEmailChange',
  input: EmailChangeSchema.and(Device),
  access: 'member',
  transaction: false,
  refusals: {
    THROTTLED,
    WRONG_PASSWORD: { status: 400, message: '현재 비밀번호가 올바르지 않습니다.', field: 'password' },
    SAME: { status: 400, message: '지금 쓰고 있는 이메일입니다. 바꿀 이메일을 입력해 주세요.', field: 'newEmail' },
    TAKEN: { status: 409, message: '이미 다른 계정이 쓰는 이메일입니다. 다른 이메일을 입력해 주세요.', field: 'newEmail' },
    NOT_FOUND: { status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  },
  async run({ newEmail, password, deviceToken }, { services, credential, clientIp }) {
    const outcome = await requestEmailChange(services, credential.memberId, newEmail, password, { ip: clientIp, deviceToken });
    if (outcome.ok) return answer.ok({ newEmail: outcome.newEmail });
    switch (outcome.reason) {
      case 'throttled':
        return answer.refuse('THROTTLED', { message: tooManyAttemptsMessage('이메일 변경', outcome.retryAfter), field: 'form', retryAfter: outcome.retryAfter });
      case 'password':
        return answer.refuse('WRONG_PASSWORD');
      case 'same':
        return answer.refuse('SAME');
      case 'taken':
        return answer.refuse('TAKEN');
      case 'not-found':
        return answer.refuse('NOT_FOUND');
    }
  },
});

const EMAIL_CHANGE_LINK_INVALID = '이메일 변경 링크가 만료되었거나 이미 사용되었어요. 회원정보 수정에서 다시 요청해 주세요.';

/** The link from the new address: the login e-mail changes and the old address is told. */
export const confirmEmailChangeOp = defineOperation({
  name: 'account.confirmEmailChange',
  input: z.object({ token: z.string().max(200).default('') }),
  access: 'public',
  transaction: false,
  refusals: {
    INVALID_LINK: { status: 410, message: EMAIL_CHANGE_LINK_INVALID, field: 'form' },
    TAKEN: { status: 409, message: '그 사이 다른 계정이 이 이메일을 쓰게 되어 바꿀 수 없어요. 다른 이메일로 다시 요청해 주세요.', field: 'form' },
  },
  async run({ token }, { services, clientIp, requestId }) {
    const outcome = await confirmEmailChange(services, token, { ip: clientIp, requestId });
    if (outcome.ok) return answer.ok({ newEmail: outcome.newEmail });
    return outcome.reason === 'taken' ? answer.refuse('TAKEN') : answer.refuse('INVALID_LINK');
  },
});

// The member's notices (docs/decisions/012-operations.md): the credential decides whose.

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
