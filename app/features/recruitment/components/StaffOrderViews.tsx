import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { OrderStatus } from '#server/platform/db/schema/recruitment';
import { formatDate, formatMobile, formatNumber } from '#app/lib/format';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { COURIERS } from '../form-options';
import { ORDER_STATUS_LABEL } from '../statuses';
import { BULK_MOVE_STATUSES } from '../form-options';
import { orderTone, StatusBadge } from './StatusBadge';
import type { BulkDrawResult as BulkDrawOutcome, StaffOrderDetail as StaffOrderDetailData, StaffOrderSummary as StaffOrderRow } from '../data/staff.server';
import styles from './StaffRecruitment.module.css';
import { type MoveAnswer, StatusMoveForm } from './StatusMoveForm';
import { ApplicantFacts, FilterSelect, HistoryPanel, RecordSummaryPanel, type StaffColumn, StaffFilterForm, StaffRecordTable, StatusCounts } from './StaffRecordParts';
import { pageHref } from '#app/ui/paginator/paginator';
import { speciesLabel } from '#app/features/pets/species';
import { staffHref } from '#app/config/staff-href';
import { particle } from '#app/lib/korean-particles';

/** The staff screens of trial applications: list with filters and bulk draw, detail with the status form. */

const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABEL) as OrderStatus[];

const ORDER_COLUMNS: StaffColumn[] = [
  { header: <span className="visually-hidden">선택</span>, className: styles.check },
  { header: '신청일' },
  { header: '회원' },
  { header: '상태' },
  { header: '반려동물' },
  { header: '체험' },
];

export interface StaffOrderListFilters {
  campaign: string;
  status: string;
  q: string;
}

export function staffOrdersHref(filters: StaffOrderListFilters, page = 1): string {
  return pageHref(staffHref('staff-trials'), { campaign: filters.campaign, status: filters.status, q: filters.q }, page);
}

export function StaffOrderFilters({ campaigns, filters }: { campaigns: { id: string; title: string }[]; filters: StaffOrderListFilters }) {
  return (
    <StaffFilterForm label="신청 검색">
      <FilterSelect id="trial-filter-campaign" name="campaign" label="체험" all="전체 체험" value={filters.campaign} options={campaigns.map((c) => ({ value: c.id, label: c.title }))} />
      <FilterSelect id="trial-filter-status" name="status" label="상태" all="전체 상태" value={filters.status} options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABEL[s] }))} />
      <div className={styles.filterField}>
        <label htmlFor="trial-filter-q">회원 이름 또는 휴대폰 번호</label>
        <input id="trial-filter-q" type="search" name="q" defaultValue={filters.q} maxLength={50} autoComplete="off" placeholder="예: 김도담, 5678" />
      </div>
    </StaffFilterForm>
  );
}

/** How many applications are in each status (for the chosen campaign and search); each count filters the list. */
export function OrderStatusCounts({ counts, filters }: { counts: Record<OrderStatus, number>; filters: StaffOrderListFilters }) {
  return <StatusCounts statuses={ORDER_STATUSES} counts={counts} labelOf={(s) => ORDER_STATUS_LABEL[s]} current={filters.status} hrefFor={(status) => staffOrdersHref({ ...filters, status })} />;
}

export function BulkDrawResult({ result }: { result: BulkDrawOutcome }) {
  const label = ORDER_STATUS_LABEL[result.to];
  return (
    <div className={styles.result} data-testid="bulk-result">
      <p className={formStyles.success} role="status">
        {formatNumber(result.moved)}건을 &lsquo;{label}&rsquo;{particle(label, '으로/로')} 바꿨습니다.
        {result.failed.length > 0 && ` ${formatNumber(result.failed.length)}건은 바꾸지 못했습니다.`}
      </p>
      {result.failed.length > 0 && (
        <div className={formStyles.summary} role="alert">
          <p className={formStyles.summaryTitle}>바꾸지 못한 신청</p>
          <ul>
            {result.failed.map((f) => (
              <li key={f.id}>
                {f.who}: {f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The statuses a row can be moved from in bulk (배송중 → 배송완료; 배송중 itself needs a tracking number each). */
const BULK_FROM: ReadonlySet<OrderStatus> = new Set(['applied', 'selected', 'shipping']);

/**
 * The list. Rows that can move on in bulk (신청완료, 당첨, 배송중) have a checkbox; with the status
 * chosen below, one submit moves them all (each move still checked on its own on the server).
 */
export function StaffOrderTable({
  items,
  total,
  errors,
  values,
}: {
  items: StaffOrderRow[];
  total: number;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const drawable = items.filter((o) => BULK_FROM.has(o.status));
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const chosen = new Set((values?.ids ?? '').split(',').filter(Boolean));
  const table = (
    <StaffRecordTable
      label="체험 신청 목록 표"
      caption={`체험 신청 ${formatNumber(total)}건 (최신 신청순)`}
      columns={ORDER_COLUMNS}
      items={items}
      cells={(o) => (
        <>
          <td className={styles.check}>
            {BULK_FROM.has(o.status) && <input type="checkbox" name="ids" value={o.id} defaultChecked={chosen.has(o.id)} aria-label={`${o.memberName} (${o.petName}) 선택`} />}
          </td>
          <td className={styles.nowrap}>{formatDate(o.createdAt)}</td>
          <td>
            <Link to={staffHref('staff-trial-detail', { id: o.id })}>{o.memberName}</Link>
            <br />
            <span className={styles.muted}>
              {o.recipientName !== o.memberName && `받는 분 ${o.recipientName} · `}
              {o.mobileMasked}
            </span>
          </td>
          <td>
            <StatusBadge label={o.statusLabel} tone={orderTone(o.status)} />
          </td>
          <td className={styles.nowrap}>
            {o.petName} <span className={styles.muted}>({speciesLabel(o.petSpecies)})</span>
          </td>
          <td>{o.campaignTitle}</td>
        </>
      )}
    />
  );
  if (drawable.length === 0) return table;
  return (
    <Form method="post" ref={formRef} noValidate aria-label="선택한 신청 상태 바꾸기">
      <ErrorSummary errors={errors} />
      <input type="hidden" name="intent" value="draw" />
      {table}
      <fieldset className={styles.bulk}>
        <legend>선택한 신청 한 번에 상태 바꾸기</legend>
        {hydrated && (
          <div>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                const boxes = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? [])];
                const all = boxes.every((b) => b.checked);
                for (const b of boxes) b.checked = !all;
              }}
            >
              이 페이지의 선택 가능한 {formatNumber(drawable.length)}건 모두 선택/해제
            </button>
          </div>
        )}
        <div className={styles.radios} role="radiogroup" aria-label="바꿀 상태" aria-describedby={errors?.status ? 'bulk-status-error' : undefined}>
          {BULK_MOVE_STATUSES.map((s) => (
            <label key={s}>
              <input type="radio" name="status" value={s} defaultChecked={values?.status === s} required />
              {ORDER_STATUS_LABEL[s]}
            </label>
          ))}
        </div>
        {errors?.status && (
          <p id="bulk-status-error" className={formStyles.error}>
            {errors.status}
          </p>
        )}
        {errors?.ids && <p className={formStyles.error}>{errors.ids}</p>}
        <Field label="회원에게 보일 안내 (선택)" name="note" maxLength={200} defaultValue={values?.note ?? ''} error={errors?.note} hint="신청 상세의 진행 기록에 함께 표시됩니다. 예: 당첨을 축하드려요! 3일 안에 발송해 드릴게요." />
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '처리하는 중…' : '선택한 신청 처리'}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

export function StaffOrderDetailView({ order }: { order: StaffOrderDetailData }) {
  return (
    <>
      <RecordSummaryPanel
        id="order-summary"
        status={{ label: order.statusLabel, tone: orderTone(order.status) }}
        heading={order.campaignTitle}
        facts={
          <>
            <dt>체험 제품</dt>
            <dd>{order.productName}</dd>
            <ApplicantFacts record={order} />
            <dt>반려동물</dt>
            <dd>
              {order.petName} ({speciesLabel(order.petSpecies)})
            </dd>
          </>
        }
      />
      <section className={styles.panel} aria-labelledby="order-shipping">
        <h2 id="order-shipping">배송 정보</h2>
        <dl className={styles.meta}>
          <dt>받는 분</dt>
          <dd>{order.recipientName}</dd>
          <dt>휴대폰</dt>
          <dd>{formatMobile(order.mobile)}</dd>
          <dt>주소</dt>
          <dd>
            ({order.postcode}) {order.roadAddress} {order.extraAddress} {order.addressDetail}
            {order.jibunAddress && (
              <>
                <br />
                <span className={styles.muted}>지번: {order.jibunAddress}</span>
              </>
            )}
          </dd>
          <dt>요청사항</dt>
          <dd>{order.deliveryRequest || '없음'}</dd>
          <dt>운송장</dt>
          <dd>{order.trackingNumber ? `${order.courier ?? '택배'} ${order.trackingNumber}` : '아직 없음'}</dd>
        </dl>
      </section>
      {order.claims.length > 0 && (
        <section className={styles.panel} aria-labelledby="order-claims">
          <h2 id="order-claims">반품·환불 신청</h2>
          <ul>
            {order.claims.map((c) => (
              <li key={c.id}>
                <Link to={staffHref('staff-claim-detail', { id: c.id })}>
                  {c.label} · {c.statusLabel}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <HistoryPanel id="order-history" events={order.history} />
    </>
  );
}

/** Only the statuses the current one may move to; 배송중 asks for the courier and the tracking number. */
export function OrderMoveForm({ order, errors, values }: MoveAnswer & { order: StaffOrderDetailData }) {
  const shipping = order.next.some((n) => n.status === 'shipping');
  return (
    <StatusMoveForm
      record={order}
      preselectSole
      errors={errors}
      values={values}
      noteLabel="회원에게 보일 안내 (선택)"
      noteHint="진행 기록에 함께 표시됩니다. 200자까지."
      listHref={staffHref('staff-trials')}
    >
      {shipping && (
        <>
          <div className={formStyles.field}>
            <label htmlFor="courier" className={formStyles.label}>
              택배사 <span className={formStyles.required}>(배송중으로 바꿀 때 필수)</span>
            </label>
            <select
              id="courier"
              name="courier"
              className={formStyles.select}
              defaultValue={values?.courier ?? ''}
              aria-invalid={errors?.courier ? true : undefined}
              aria-describedby={errors?.courier ? 'courier-error' : undefined}
            >
              <option value="">선택</option>
              {COURIERS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {errors?.courier && (
              <p id="courier-error" className={formStyles.error}>
                {errors.courier}
              </p>
            )}
          </div>
          <Field
            label="운송장 번호"
            name="trackingNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            defaultValue={values?.trackingNumber ?? ''}
            error={errors?.trackingNumber}
            hint="배송중으로 바꿀 때 필수. 숫자와 하이픈(-)으로 8~20자리. 회원의 신청 상세에 그대로 보입니다."
          />
        </>
      )}
    </StatusMoveForm>
  );
}
