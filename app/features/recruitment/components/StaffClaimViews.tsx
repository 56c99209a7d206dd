import { Form, Link } from 'react-router';
import type { ClaimKind, ClaimStatus } from '#server/platform/db/schema/recruitment';
import { formatDate, formatMobile, formatNumber } from '#app/lib/format';
import { CLAIM_KIND_LABEL, CLAIM_STATUS_COMMON_LABEL, CLAIM_STATUS_LABEL } from '../statuses';
import { claimTone, StatusBadge } from './StatusBadge';
import { PhotoList } from './PhotoList';
import { Timeline } from './Timeline';
import type { StaffClaimDetail as StaffClaimDetailData, StaffClaimSummary as StaffClaimRow } from '../staff.server';
import styles from './StaffRecruitment.module.css';
import { StatusMoveForm } from './StatusMoveForm';
import { DataTable, numericCell } from '#app/ui/table/DataTable';
import { pageHref } from '#app/ui/paginator/paginator';

/** The staff screens of returns and refunds. */

const CLAIM_STATUSES: ClaimStatus[] = ['requested', 'in_progress', 'completed', 'rejected', 'cancelled'];

export interface StaffClaimListFilters {
  kind: ClaimKind | '';
  status: ClaimStatus | '';
}

export function staffClaimsHref(filters: StaffClaimListFilters, page = 1): string {
  return pageHref('/staff/claims', { kind: filters.kind, status: filters.status }, page);
}

function statusLabel(kind: ClaimKind | '', status: ClaimStatus): string {
  return kind ? CLAIM_STATUS_LABEL[kind][status] : CLAIM_STATUS_COMMON_LABEL[status];
}

export function StaffClaimFilters({ filters }: { filters: StaffClaimListFilters }) {
  return (
    <Form method="get" className={styles.filters} aria-label="반품·환불 검색">
      <div className={styles.filterField}>
        <label htmlFor="claim-filter-kind">종류</label>
        <select id="claim-filter-kind" name="kind" defaultValue={filters.kind}>
          <option value="">반품·환불 전체</option>
          {(['return', 'refund'] as const).map((k) => (
            <option key={k} value={k}>
              {CLAIM_KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor="claim-filter-status">상태</label>
        <select id="claim-filter-status" name="status" defaultValue={filters.status}>
          <option value="">전체 상태</option>
          {CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(filters.kind, s)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn">
        조회
      </button>
    </Form>
  );
}

export function ClaimStatusCounts({ counts, filters }: { counts: Record<ClaimStatus, number>; filters: StaffClaimListFilters }) {
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const items = [{ value: '' as const, label: '전체', n: all }, ...CLAIM_STATUSES.map((s) => ({ value: s, label: statusLabel(filters.kind, s), n: counts[s] }))];
  return (
    <ul className={styles.counts} aria-label="상태별 신청 수">
      {items.map((i) => (
        <li key={i.value || 'all'}>
          <Link to={staffClaimsHref({ ...filters, status: i.value })} aria-current={filters.status === i.value ? 'true' : undefined}>
            {i.label} <strong>{formatNumber(i.n)}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function StaffClaimTable({ items, total, oldestFirst }: { items: StaffClaimRow[]; total: number; oldestFirst: boolean }) {
  return (
    <DataTable label="반품·환불 목록 표" wide className={styles.rows}>
      <caption>
        반품·환불 신청 {formatNumber(total)}건 ({oldestFirst ? '오래된 신청순' : '최신 신청순'})
      </caption>
      <thead>
        <tr>
          <th scope="col">신청일</th>
          <th scope="col">종류</th>
          <th scope="col">회원</th>
          <th scope="col">상태</th>
          <th scope="col">사유</th>
          <th scope="col" className={numericCell}>
            금액
          </th>
          <th scope="col" className={numericCell}>
            사진
          </th>
          <th scope="col">체험</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={8}>조건에 맞는 신청이 없습니다.</td>
          </tr>
        ) : (
          items.map((c) => (
            <tr key={c.id}>
              <td className={styles.nowrap}>{formatDate(c.createdAt)}</td>
              <td className={styles.nowrap}>{c.kindLabel}</td>
              <td>
                <Link to={`/staff/claims/detail?id=${encodeURIComponent(c.id)}`}>{c.memberName}</Link>
              </td>
              <td>
                <StatusBadge label={c.statusLabel} tone={claimTone(c.status)} />
              </td>
              <td>{c.reasonLabel}</td>
              <td className={numericCell}>{c.amount === null ? '—' : `${formatNumber(c.amount)}원`}</td>
              <td className={numericCell}>{c.photoCount > 0 ? `${c.photoCount}장` : '—'}</td>
              <td>{c.campaignTitle}</td>
            </tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}

export function StaffClaimDetailView({ claim }: { claim: StaffClaimDetailData }) {
  return (
    <>
      <section className={styles.panel} aria-labelledby="claim-summary">
        <div>
          <StatusBadge label={claim.statusLabel} tone={claimTone(claim.status)} />
        </div>
        <h2 id="claim-summary">
          {claim.kindLabel} 신청 · {claim.campaignTitle}
        </h2>
        <dl className={styles.meta}>
          <dt>신청일</dt>
          <dd>{formatDate(claim.createdAt)}</dd>
          <dt>회원</dt>
          <dd>
            {claim.memberName} ({claim.memberEmail})
          </dd>
          <dt>연락처</dt>
          <dd>
            {claim.recipientName} · {formatMobile(claim.mobile)}
          </dd>
          <dt>체험 제품</dt>
          <dd>{claim.productName}</dd>
          <dt>체험 신청</dt>
          <dd>
            <Link to={`/staff/trials/detail?id=${encodeURIComponent(claim.orderId)}`}>신청 상세와 배송 정보 보기</Link>
          </dd>
          <dt>사유</dt>
          <dd>{claim.reasonLabel}</dd>
        </dl>
        <p className={styles.detailText}>{claim.detail}</p>
        {claim.photoIds.length > 0 ? <PhotoList ids={claim.photoIds} label={`${claim.kindLabel} 사진`} /> : <p className={styles.muted}>첨부한 사진이 없습니다.</p>}
      </section>
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
      <section className={styles.panel} aria-labelledby="claim-history">
        <h2 id="claim-history">진행 기록</h2>
        <Timeline events={claim.history} />
      </section>
    </>
  );
}

export function ClaimMoveForm({ claim, errors, values }: { claim: StaffClaimDetailData; errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined }) {
  const rejected = claim.next.find((n) => n.status === 'rejected');
  return (
    <StatusMoveForm
      statusLabel={claim.statusLabel}
      next={claim.next}
      chosen={values?.status ?? ''}
      errors={errors}
      values={values}
      noteLabel={`회원에게 보일 안내${rejected ? ` (${rejected.label}일 때 필수)` : ' (선택)'}`}
      noteHint={`회원의 ${claim.kindLabel} 상세 진행 기록에 그대로 표시됩니다. 예: 택배 기사님이 3일 안에 방문해요. (200자까지)`}
      listHref="/staff/claims"
    />
  );
}
