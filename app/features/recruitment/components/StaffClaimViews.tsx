import { Link } from 'react-router';
import type { ClaimKind, ClaimStatus } from '#server/platform/db/schema/recruitment';
import { formatDate, formatMobile, formatNumber } from '#app/lib/format';
import { CLAIM_KIND_LABEL, CLAIM_STATUS_COMMON_LABEL, CLAIM_STATUS_LABEL } from '../statuses';
import { claimTone, StatusBadge } from './StatusBadge';
import { PhotoList } from './PhotoList';
import type { StaffClaimDetail as StaffClaimDetailData, StaffClaimSummary as StaffClaimRow } from '../data/staff.server';
import styles from './StaffRecruitment.module.css';
import { type MoveAnswer, StatusMoveForm } from './StatusMoveForm';
import { ApplicantFacts, FilterSelect, HistoryPanel, RecordSummaryPanel, type StaffColumn, StaffFilterForm, StaffRecordTable, StatusCounts } from './StaffRecordParts';
import { numericCell } from '#app/ui/table/DataTable';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';

/** The staff screens of returns and refunds. */

const CLAIM_STATUSES: ClaimStatus[] = ['requested', 'in_progress', 'completed', 'rejected', 'cancelled'];

export interface StaffClaimListFilters {
  kind: ClaimKind | '';
  status: ClaimStatus | '';
}

export function staffClaimsHref(filters: StaffClaimListFilters, page = 1): string {
  return pageHref(staffHref('staff-claims'), { kind: filters.kind, status: filters.status }, page);
}

function statusLabel(kind: ClaimKind | '', status: ClaimStatus): string {
  return kind ? CLAIM_STATUS_LABEL[kind][status] : CLAIM_STATUS_COMMON_LABEL[status];
}

export function StaffClaimFilters({ filters }: { filters: StaffClaimListFilters }) {
  return (
    <StaffFilterForm label="반품·환불 검색">
      <FilterSelect id="claim-filter-kind" name="kind" label="종류" all="반품·환불 전체" value={filters.kind} options={(['return', 'refund'] as const).map((k) => ({ value: k, label: CLAIM_KIND_LABEL[k] }))} />
      <FilterSelect id="claim-filter-status" name="status" label="상태" all="전체 상태" value={filters.status} options={CLAIM_STATUSES.map((s) => ({ value: s, label: statusLabel(filters.kind, s) }))} />
    </StaffFilterForm>
  );
}

export function ClaimStatusCounts({ counts, filters }: { counts: Record<ClaimStatus, number>; filters: StaffClaimListFilters }) {
  return <StatusCounts statuses={CLAIM_STATUSES} counts={counts} labelOf={(s) => statusLabel(filters.kind, s)} current={filters.status} hrefFor={(status) => staffClaimsHref({ ...filters, status })} />;
}

const CLAIM_COLUMNS: StaffColumn[] = [
  { header: '신청일' },
  { header: '종류' },
  { header: '회원' },
  { header: '상태' },
  { header: '사유' },
  { header: '금액', className: numericCell },
  { header: '사진', className: numericCell },
  { header: '체험' },
];

export function StaffClaimTable({ items, total, oldestFirst }: { items: StaffClaimRow[]; total: number; oldestFirst: boolean }) {
  return (
    <StaffRecordTable
      label="반품·환불 목록 표"
      caption={`반품·환불 신청 ${formatNumber(total)}건 (${oldestFirst ? '오래된 신청순' : '최신 신청순'})`}
      columns={CLAIM_COLUMNS}
      items={items}
      cells={(c) => (
        <>
          <td className={styles.nowrap}>{formatDate(c.createdAt)}</td>
          <td className={styles.nowrap}>{c.kindLabel}</td>
          <td>
            <Link to={staffHref('staff-claim-detail', { id: c.id })}>{c.memberName}</Link>
          </td>
          <td>
            <StatusBadge label={c.statusLabel} tone={claimTone(c.status)} />
          </td>
          <td>{c.reasonLabel}</td>
          <td className={numericCell}>{c.amount === null ? '—' : `${formatNumber(c.amount)}원`}</td>
          <td className={numericCell}>{c.photoCount > 0 ? `${c.photoCount}장` : '—'}</td>
          <td>{c.campaignTitle}</td>
        </>
      )}
    />
  );
}

export function StaffClaimDetailView({ claim }: { claim: StaffClaimDetailData }) {
  return (
    <>
      <RecordSummaryPanel
        id="claim-summary"
        status={{ label: claim.statusLabel, tone: claimTone(claim.status) }}
        heading={`${claim.kindLabel} 신청 · ${claim.campaignTitle}`}
        facts={
          <>
            <ApplicantFacts record={claim} />
            <dt>연락처</dt>
            <dd>
              {claim.recipientName} · {formatMobile(claim.mobile)}
            </dd>
            <dt>체험 제품</dt>
            <dd>{claim.productName}</dd>
            <dt>체험 신청</dt>
            <dd>
              <Link to={staffHref('staff-trial-detail', { id: claim.orderId })}>신청 상세와 배송 정보 보기</Link>
            </dd>
            <dt>사유</dt>
            <dd>{claim.reasonLabel}</dd>
          </>
        }
      >
        <p className={styles.detailText}>{claim.detail}</p>
        {claim.photoIds.length > 0 ? <PhotoList ids={claim.photoIds} label={`${claim.kindLabel} 사진`} /> : <p className={styles.muted}>첨부한 사진이 없습니다.</p>}
      </RecordSummaryPanel>
      {claim.amount !== null && (
        <section className={styles.panel} aria-labelledby="claim-refund">
          <h2 id="claim-refund">환불 정보</h2>
          <dl className={styles.meta}>
            <dt>금액</dt>
            <dd>{formatNumber(claim.amount)}원</dd>
            <dt>은행</dt>
            <dd>{claim.bankName}</dd>
            <dt>계좌번호</dt>
            <dd>{claim.accountNumber}</dd>
            <dt>예금주</dt>
            <dd>{claim.accountHolder}</dd>
          </dl>
        </section>
      )}
      <HistoryPanel id="claim-history" events={claim.history} />
    </>
  );
}

export function ClaimMoveForm({ claim, ...answer }: MoveAnswer & { claim: StaffClaimDetailData }) {
  const rejected = claim.next.find((n) => n.status === 'rejected');
  return (
    <StatusMoveForm
      record={claim}
      {...answer}
      noteLabel={`회원에게 보일 안내${rejected ? ` (${rejected.label}일 때 필수)` : ' (선택)'}`}
      noteHint={`회원의 ${claim.kindLabel} 상세 진행 기록에 그대로 표시됩니다. 예: 택배 기사님이 3일 안에 방문해요. (200자까지)`}
      listHref={staffHref('staff-claims')}
    />
  );
}
