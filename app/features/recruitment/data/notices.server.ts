import { membersWantingTrialOpenings } from '#app/features/account/data/notifications.server';
import { notify } from '#app/features/account/notify.server';
import { formatDate } from '#app/lib/format';
import type { DbConn } from '#server/platform/db/database';
import type { ClaimKind, ClaimStatus, OrderStatus } from '#server/platform/db/schema/recruitment';
import { claimDetailHref } from '../form-options';
import { CLAIM_KIND_LABEL, CLAIM_STATUS_LABEL } from '../statuses';
import { withParticle } from '#app/lib/korean-particles';

/**
 * What members are told about their trials (issue 13, item 4), each written with the transaction
 * of its event: the application received, the draw result *on the announce date* (a staff draw
 * before it waits for the timed job `sendDueTrialResults`), shipped with courier and tracking
 * number, delivered, and every staff move of a return or refund. New trials are announced by the
 * job `sendTrialOpenings` to members who asked.
 */

/** How the service promises reach these texts (site settings; issue 13, item 6). */
export interface TrialPromises {
  /** e.g. "당첨 발표 후 3일 안에" */
  trialShipping: string;
}

const orderLink = (orderId: string) => `/mypage/myrecruitment-order/detail?id=${encodeURIComponent(orderId)}`;

export async function noticeApplied(db: DbConn, order: { id: string; memberId: string; campaignTitle: string; announceAt: string }, at: Date): Promise<void> {
  await notify(db, {
    memberId: order.memberId,
    kind: 'trial_applied',
    title: '무료 체험 신청이 접수되었어요',
    lines: [`‘${order.campaignTitle}’ 체험 신청이 접수되었어요.`, `당첨 발표는 ${formatDate(order.announceAt)}이에요. 발표일에 알림으로 결과를 알려 드릴게요.`],
    link: orderLink(order.id),
    action: '신청 내역 보기',
    dedupeKey: `trial-applied:${order.id}`,
    at,
  });
}

interface OrderForNotice {
  id: string;
  member_id: string;
  status: OrderStatus;
  courier: string | null;
  tracking_number: string | null;
  campaign_title: string;
  announce_at: string;
}

async function orderForNotice(db: DbConn, orderId: string): Promise<OrderForNotice | undefined> {
  return db
    .selectFrom('trial_orders as o')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .select(['o.id', 'o.member_id', 'o.status', 'o.courier', 'o.tracking_number', 'c.title as campaign_title', 'c.announce_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The draw result of one order, once: the order is marked told (a conditional update, so two
 * instances or a staff move racing the job tell it once) and the notice written, together.
 */
async function tellResult(db: DbConn, order: OrderForNotice, promises: TrialPromises, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('trial_orders')
    .set({ result_notified_at: at.toISOString() })
    .where('id', '=', order.id)
    .where('result_notified_at', 'is', null)
    .where('status', 'in', ['selected', 'not_selected', 'preparing', 'shipping', 'delivered'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const won = order.status !== 'not_selected';
  await notify(db, {
    memberId: order.member_id,
    kind: 'trial_result',
    title: won ? '무료 체험에 당첨되었어요' : '무료 체험 당첨 결과를 알려 드려요',
    lines: won
      ? [`축하해요! ‘${order.campaign_title}’ 체험에 당첨되었어요.`, `체험 사료는 ${promises.trialShipping} 신청하신 주소로 보내 드리고, 보낸 날 택배사와 운송장 번호를 알려 드릴게요.`]
      : [`아쉽게도 ‘${order.campaign_title}’ 체험에는 당첨되지 않았어요. 신청해 주셔서 고마워요.`, '새 체험이 열릴 때 알림을 받으려면 마이페이지 > 알림에서 ‘새 체험 알림’을 켜 주세요.'],
    link: orderLink(order.id),
    action: won ? '신청 내역 보기' : '다른 체험 보기',
    dedupeKey: `trial-result:${order.id}`,
    at,
  });
  return true;
}

/**
 * After a staff move of an application (in its transaction): the result when the announce date
 * has come (else the job tells it on the date), shipped with courier and tracking number, delivered.
 */
export async function noticeOrderMove(db: DbConn, orderId: string, to: OrderStatus, promises: TrialPromises, at: Date): Promise<void> {
  const order = await orderForNotice(db, orderId);
  if (!order) return;
  if (to === 'selected' || to === 'not_selected') {
    if (order.announce_at <= at.toISOString()) await tellResult(db, order, promises, at);
    return;
  }
  if (to === 'shipping') {
    await notify(db, {
      memberId: order.member_id,
      kind: 'trial_shipped',
      title: '체험 사료를 보냈어요',
      lines: [`‘${order.campaign_title}’ 체험 사료를 보냈어요. 택배사 사이트에서 운송장 번호로 배송을 조회할 수 있어요.`],
      facts: [
        { label: '택배사', value: order.courier ?? '' },
        { label: '운송장 번호', value: order.tracking_number ?? '' },
      ],
      link: orderLink(order.id),
      action: '배송 정보 보기',
      dedupeKey: `trial-shipped:${order.id}`,
      at,
    });
    return;
  }
  if (to === 'delivered') {
    await notify(db, {
      memberId: order.member_id,
      kind: 'trial_delivered',
      title: '체험 사료가 도착했어요',
      lines: [`‘${order.campaign_title}’ 체험 사료의 배송이 끝났어요. 아이가 잘 먹는지 지켜봐 주시고, 체험 후 리뷰를 남겨 주세요.`],
      link: orderLink(order.id),
      action: '리뷰 쓰기',
      dedupeKey: `trial-delivered:${order.id}`,
      at,
    });
  }
}

/** After a staff move of a return or refund (in its transaction): its new status and the staff's note. */
export async function noticeClaimMove(db: DbConn, claim: { id: string; memberId: string; kind: ClaimKind }, to: ClaimStatus, note: string, at: Date): Promise<void> {
  const kind = CLAIM_KIND_LABEL[claim.kind];
  const label = CLAIM_STATUS_LABEL[claim.kind][to];
  await notify(db, {
    memberId: claim.memberId,
    kind: 'claim_moved',
    title: `${kind} 신청이 ‘${label}’ 상태가 되었어요`,
    lines: [`${kind} 신청의 진행 상태가 ${withParticle(`‘${label}’`, '으로/로')} 바뀌었어요.`, ...(note.trim() ? [`안내: ${note.trim()}`] : [])],
    link: claimDetailHref(claim.kind, claim.id),
    action: `${kind} 신청 보기`,
    dedupeKey: `claim:${claim.id}:${to}`,
    at,
  });
}

/**
 * Timed job: the draw results whose announce date has come and that were not told yet. Each
 * order in its own transaction; safe on several instances (tellResult's conditional update).
 */
export async function sendDueTrialResults(db: DbConn, promises: TrialPromises, now: Date): Promise<number> {
  const due = await db
    .selectFrom('trial_orders as o')
    .innerJoin('trial_campaigns as c', 'c.id', 'o.campaign_id')
    .select(['o.id', 'o.member_id', 'o.status', 'o.courier', 'o.tracking_number', 'c.title as campaign_title', 'c.announce_at'])
    .where('o.status', 'in', ['selected', 'not_selected', 'preparing', 'shipping', 'delivered'])
    .where('o.result_notified_at', 'is', null)
    .where('c.announce_at', '<=', now.toISOString())
    .orderBy('o.created_at')
    .limit(500)
    .execute();
  let told = 0;
  for (const order of due) {
    if (await db.transaction().execute((trx) => tellResult(trx, order, promises, now))) told += 1;
  }
  return told;
}

/**
 * Timed job: campaigns whose application period has begun are announced to the members who asked
 * ("새 체험 알림"), once: the campaign is marked in the same transaction as the notices.
 */
export async function sendTrialOpenings(db: DbConn, now: Date): Promise<number> {
  const at = now.toISOString();
  const opened = await db
    .selectFrom('trial_campaigns')
    .select(['id', 'title', 'ends_at'])
    .where('opening_notified_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .execute();
  let told = 0;
  for (const campaign of opened) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable('trial_campaigns').set({ opening_notified_at: at }).where('id', '=', campaign.id).where('opening_notified_at', 'is', null).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      let after = '';
      for (;;) {
        const members = await membersWantingTrialOpenings(trx, after, 500);
        for (const memberId of members) {
          const written = await notify(trx, {
            memberId,
            kind: 'trial_opening',
            title: '새 무료 체험이 열렸어요',
            lines: [`‘${campaign.title}’ 체험 신청을 받고 있어요.`, `신청 마감: ${formatDate(campaign.ends_at)}`],
            link: `/recruitment/order?campaignId=${encodeURIComponent(campaign.id)}`,
            action: '체험 신청하기',
            dedupeKey: `trial-opening:${campaign.id}`,
            at: now,
          });
          if (written) told += 1;
        }
        if (members.length < 500) break;
        after = members[members.length - 1]!;
      }
    });
  }
  return told;
}
