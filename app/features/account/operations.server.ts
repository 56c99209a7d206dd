import { z } from 'zod';
import { tooManyAttemptsMessage } from '#app/lib/retry-after';
import { answer, defineOperation } from '#server/platform/operations/operation';
import { changePassword, getProfile, updateMarketingConsent, updateProfile, withdraw } from './accounts.server';
import { MarketingSchema, PasswordChangeSchema, ProfileSchema, WithdrawalSchema } from './schemas';

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
  async run({ currentPassword, newPassword, deviceToken }, { services, credential, clientIp }) {
    const changed = await changePassword(services, credential.memberId, credential.sessionId, currentPassword, newPassword, { ip: clientIp, deviceToken });
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
