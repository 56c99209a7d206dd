import { Form, Link } from 'react-router';
import { formatDate, formatNumber } from '#app/lib/format';
import { CAMPAIGN_PHASE_LABEL } from '../statuses';
import type { Campaign } from '../types';
import { EmptyState } from './EmptyState';
import { StatusBadge } from './StatusBadge';
import styles from './Recruitment.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';

function CampaignCard({ campaign, headingLevel }: { campaign: Campaign; headingLevel: 'h3' }) {
  const H = headingLevel;
  const full = campaign.remaining === 0;
  const titleId = `campaign-${campaign.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <SiteImage className={styles.thumb} src={campaign.product.ThumbnailImageUrl__c} alt={campaign.product.Name} width={88} height={88} />
        <div>
          <StatusBadge label={full && campaign.phase === 'open' ? '모집 마감' : CAMPAIGN_PHASE_LABEL[campaign.phase]} tone={campaign.phase === 'open' && !full ? 'accent' : 'plain'} />
          <H id={titleId} className={styles.cardTitle}>
            {campaign.title}
          </H>
        </div>
      </div>
      <p className={styles.muted}>{campaign.summary}</p>
      <dl className={styles.meta}>
        <dt>신청 기간</dt>
        <dd>
          {formatDate(campaign.startsAt)} ~ {formatDate(campaign.endsAt)}
        </dd>
        <dt>당첨 발표</dt>
        <dd>{formatDate(campaign.announceAt)}</dd>
        <dt>대상</dt>
        <dd>{speciesLabel(campaign.species)}</dd>
        <dt>체험 제품</dt>
        <dd>
          <Link to={`${href('product-detail')}/?id=${encodeURIComponent(campaign.product.Id)}`}>{campaign.product.Name}</Link>
        </dd>
        <dt>모집 인원</dt>
        <dd>
          {formatNumber(campaign.capacity)}명
          {campaign.phase !== 'closed' && (
            <>
              {' · '}
              <span className={styles.remaining}>남은 자리 {formatNumber(campaign.remaining)}명</span>
            </>
          )}
        </dd>
      </dl>
      <details className={styles.details}>
        <summary>자세히 보기</summary>
        <p className={styles.description}>{campaign.description}</p>
      </details>
      <div className={styles.actions}>
        {campaign.phase === 'open' && !full ? (
          <Link className="btn" to={href('recruitment-order', { campaignId: campaign.id })} aria-describedby={titleId}>
            체험 신청하기
          </Link>
        ) : (
          <p className={styles.muted}>
            {campaign.phase === 'upcoming' ? `${formatDate(campaign.startsAt)}에 신청을 시작해요.` : campaign.phase === 'closed' ? '모집이 끝났어요.' : '모집 인원이 다 찼어요.'}
          </p>
        )}
      </div>
    </li>
  );
}

/** "새 체험 알림": members switch it here (or in 마이페이지 > 알림); guests are asked to log in first. */
function FollowOpenings({ following, justChanged }: { following: boolean | null; justChanged: boolean }) {
  return (
    <div className={styles.card}>
      <p className={styles.cardTitle}>새 체험 알림</p>
      <p className={styles.muted}>새 무료 체험의 신청이 시작되면 마이페이지 알림으로 알려 드려요. 알림을 이메일로도 받도록 정하셨다면 이메일로도 보내 드려요.</p>
      {justChanged && following !== null && (
        <p className={styles.muted} role="status">
          {following ? '새 체험 알림을 켰어요.' : '새 체험 알림을 껐어요.'}
        </p>
      )}
      <div className={styles.actions}>
        {following === null ? (
          <Link className="btn btn--ghost" to={href('login', { startURL: href('recruitment') })}>
            로그인하고 알림 받기
          </Link>
        ) : (
          <Form method="post">
            <input type="hidden" name="follow" value={following ? 'off' : 'on'} />
            <button type="submit" className="btn btn--ghost">
              {following ? '새 체험 알림 끄기' : '새 체험 알림 받기'}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

export function CampaignList({
  current,
  past,
  following = null,
  justChanged = false,
  heldPlus1Href = null,
}: {
  current: Campaign[];
  past: Campaign[];
  following?: boolean | null;
  justChanged?: boolean;
  /** The member's 1+1 coupon, when they already hold it (one each): shown instead of the offer to get one. */
  heldPlus1Href?: string | null;
}) {
  return (
    <>
      <section aria-labelledby="current-campaigns">
        <h2 id="current-campaigns" className={styles.sectionTitle}>
          무료 체험 신청
        </h2>
        {current.length === 0 ? (
          <EmptyState>
            <p>지금 모집 중인 체험이 없어요. 아래 ‘새 체험 알림’을 받으시면 새 체험이 열릴 때 알려 드릴게요.</p>
          </EmptyState>
        ) : (
          <ul className={styles.grid}>
            {current.map((c) => (
              <CampaignCard key={c.id} campaign={c} headingLevel="h3" />
            ))}
          </ul>
        )}
        <FollowOpenings following={following} justChanged={justChanged} />
      </section>
      <section className={styles.section} aria-labelledby="benefits">
        <h2 id="benefits" className={styles.sectionTitle}>
          매장 혜택
        </h2>
        <div className={styles.card}>
          <p className={styles.cardTitle}>가까운 매장에서 사료 1+1</p>
          <p className={styles.muted}>회원이라면 누구나 한 번, 오프라인 매장에서 맞춤 사료를 1+1로 받을 수 있는 쿠폰을 드려요.</p>
          <div className={styles.actions}>
            <Link className="btn btn--ghost" to={heldPlus1Href ?? href('store')}>
              {heldPlus1Href ? '쿠폰함에서 보기' : '1+1 매장 쿠폰 받기'}
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="past-campaigns">
        <h2 id="past-campaigns" className={styles.sectionTitle}>
          지난 체험
        </h2>
        {past.length === 0 ? (
          <p className={styles.muted}>지난 체험이 아직 없어요.</p>
        ) : (
          <ul className={styles.grid}>
            {past.map((c) => (
              <CampaignCard key={c.id} campaign={c} headingLevel="h3" />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
