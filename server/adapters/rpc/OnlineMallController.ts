import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { findOnlineCoupon, type OnlineCouponCheck, redeemOnlineCoupon } from '#app/features/offline-store/data/coupons.server';
import { normaliseCouponInput } from '#app/features/offline-store/codes';
import { tooManyAttemptsMessage } from '#app/lib/retry-after';
import { defineAttemptLimit } from '../../platform/auth/limits';
import { notFound, RateLimitedError, RpcError } from '../../platform/errors/request-errors';
import type { Services } from '../../platform/services';
import { method, type RpcContext } from './define';

/**
 * The brand's online mall checks and uses the online coupons members see in their coupon box
 * (issue 13, item 5; docs/online-mall-coupons.md). Server to server: `Authorization: Bearer
 * {ONLINE_MALL_API_KEY}` on every call; without a configured key the methods do not exist (404).
 * Wrong keys are counted per address (ONLINE_MALL_MAX_KEY_FAILURES per minute, then 429).
 */

/** Wrong keys per address: ONLINE_MALL_MAX_KEY_FAILURES a minute. */
const mallKeyFailures = defineAttemptLimit('mall_key', (env) => ({ points: env.ONLINE_MALL_MAX_KEY_FAILURES, windowSeconds: 60 }));

const CouponCode = z.string({ error: '쿠폰 번호를 보내 주세요.' }).trim().min(1, '쿠폰 번호를 보내 주세요.').max(40, '쿠폰 번호가 너무 깁니다.');

async function authorise(services: Services, ctx: Pick<RpcContext, 'request' | 'clientIp'>): Promise<void> {
  const key = services.env.ONLINE_MALL_API_KEY;
  if (!key) throw notFound('온라인몰 쿠폰 연동이 설정되지 않았습니다.');
  const given = /^Bearer\s+(\S+)$/i.exec(ctx.request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  if (a.length === b.length && timingSafeEqual(a, b)) return;
  const taken = await mallKeyFailures(services).take(ctx.clientIp);
  if (!taken.ok) throw new RateLimitedError(tooManyAttemptsMessage('인증', taken.retryAfter), taken.retryAfter);
  throw new RpcError(401, 'UNAUTHENTICATED', '온라인몰 인증 키가 올바르지 않습니다.');
}

/** What the mall reads of a coupon. */
function view(c: OnlineCouponCheck) {
  return { code: c.code, state: c.state, usable: c.state === 'usable', title: c.title, benefit: c.benefit, validFrom: c.validFrom, validUntil: c.validUntil, usedAt: c.usedAt, orderNo: c.orderNo };
}

/** The code as members copy it (with or without hyphens, any case), as stored. */
function codeOf(input: string): string {
  const parsed = normaliseCouponInput(input);
  if (!parsed || !('code' in parsed)) throw notFound('쿠폰을 찾을 수 없습니다.');
  return parsed.code;
}

const REFUSED = {
  used: { status: 409, code: 'USED', message: '이미 다른 주문에 사용된 쿠폰입니다.' },
  expired: { status: 409, code: 'EXPIRED', message: '유효기간이 지난 쿠폰입니다.' },
  'not-yet': { status: 409, code: 'NOT_YET', message: '아직 사용 기간이 시작되지 않은 쿠폰입니다.' },
} as const;

export const OnlineMallController = {
  /** {code} → the coupon's state (usable, used, expired, not-yet), benefit and validity. 404 for an unknown or store coupon. */
  checkCoupon: method({
    input: z.strictObject({ code: CouponCode }),
    access: 'public',
    readOnly: true,
    handler: async ({ code }, ctx) => {
      await authorise(ctx.services, ctx);
      const coupon = await findOnlineCoupon(ctx.services.db.kysely, codeOf(code), ctx.services.clock.now());
      if (!coupon) throw notFound('쿠폰을 찾을 수 없습니다.');
      return view(coupon);
    },
  }),

  /**
   * {code, orderNo} → uses the coupon for that order, once. The same order again answers the same
   * (a retry after a time-out is safe); another order gets 409 USED; expired 409 EXPIRED.
   */
  redeemCoupon: method({
    input: z.strictObject({ code: CouponCode, orderNo: z.string({ error: '주문 번호를 보내 주세요.' }).trim().min(1, '주문 번호를 보내 주세요.').max(64, '주문 번호는 64자까지입니다.') }),
    access: 'public',
    // Counted in the handler: wrong keys per address (authorise).
    rateLimit: 'in-handler',
    handler: async ({ code, orderNo }, ctx) => {
      await authorise(ctx.services, ctx);
      const services = ctx.services;
      const outcome = await services.db.kysely.transaction().execute((trx) => redeemOnlineCoupon(trx, codeOf(code), orderNo, services.clock.now()));
      if (outcome.ok) return view(outcome.coupon);
      if (outcome.reason === 'not-found') throw notFound('쿠폰을 찾을 수 없습니다.');
      const refused = REFUSED[outcome.reason];
      throw new RpcError(refused.status, refused.code, refused.message);
    },
  }),
} as const;
