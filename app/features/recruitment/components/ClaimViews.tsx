import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ClaimKind } from '#server/platform/db/schema/recruitment';
import { formatDate, formatNumber } from '#app/lib/format';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { BANKS, CLAIM_LIST_PATH, claimDetailHref, MAX_PHOTOS } from '../form-options';
import { CLAIM_KIND_LABEL, REFUND_REASONS, RETURN_REASONS } from '../statuses';
import type { Claim, ClaimDetail } from '../types';
import { claimTone, StatusBadge } from './StatusBadge';
import { EmptyState } from './EmptyState';
import { PhotoList } from './PhotoList';
import { RequestCancel, RequestHistory } from './RequestCancel';
import styles from './Recruitment.module.css';
import { href } from '#app/config/href';

/** The whole form must fit the site's 6 MB limit for page forms. */
const MAX_TOTAL_BYTES = 6 * 1024 * 1024 - 64 * 1024;

export function PhotoInput({ error, label, hint, existing = 0 }: { error?: string | undefined; label: string; hint: string; existing?: number }) {
  const [tooBig, setTooBig] = useState<string | null>(null);
  return (
    <Field
      label={label}
      name="photos"
      type="file"
      multiple
      accept="image/jpeg,image/png,image/webp"
      error={tooBig ?? error}
      hint={hint}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        const total = files.reduce((n, f) => n + f.size, 0);
        if (files.length + existing > MAX_PHOTOS) setTooBig(`사진은 ${MAX_PHOTOS}장까지 올릴 수 있습니다.`);
        else if (total > MAX_TOTAL_BYTES) setTooBig('사진 용량이 너무 커요. 모두 합쳐 6MB 이하로 골라 주세요.');
        else setTooBig(null);
        if (files.length + existing > MAX_PHOTOS || total > MAX_TOTAL_BYTES) event.currentTarget.value = '';
      }}
    />
  );
}

export function ClaimForm({ kind, order, errors, values }: { kind: ClaimKind; order: { id: string; campaignTitle: string; productName: string }; errors?: Record<string, string> | undefined; values?: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const v = values ?? {};
  const reasons: readonly { code: string; label: string }[] = kind === 'return' ? RETURN_REASONS : REFUND_REASONS;
  const label = CLAIM_KIND_LABEL[kind];
  return (
    <section className={styles.card} aria-labelledby="claim-form-title">
      <h2 id="claim-form-title" className={styles.cardTitle}>
        {label} 신청
      </h2>
      <p className={styles.muted}>
        {order.campaignTitle} · {order.productName}
      </p>
      <Form method="post" encType="multipart/form-data" className={formStyles.form} noValidate>
        <ErrorSummary errors={errors} />
        <input type="hidden" name="orderId" value={order.id} />
        <fieldset className={formStyles.fieldset} aria-describedby={errors?.reason ? 'reason-error' : undefined}>
          <legend>{label} 사유 (필수)</legend>
          <div className={styles.choices}>
            {reasons.map((r) => (
              <label key={r.code} className={styles.choice}>
                <input type="radio" name="reason" value={r.code} defaultChecked={v.reason === r.code} required />
                <span>{r.label}</span>
              </label>
            ))}
          </div>
          {errors?.reason && (
            <p id="reason-error" className={formStyles.error}>
              {errors.reason}
            </p>
          )}
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor="claim-detail" className={formStyles.label}>
            자세한 내용 <span className={formStyles.required}>(필수)</span>
          </label>
          <textarea
            id="claim-detail"
            name="detail"
            className={formStyles.textarea}
            required
            minLength={10}
            maxLength={500}
            defaultValue={v.detail ?? ''}
            aria-invalid={errors?.detail ? true : undefined}
            aria-describedby={errors?.detail ? 'claim-detail-error' : 'claim-detail-hint'}
          />
          <p id="claim-detail-hint" className={formStyles.hint}>
            언제, 어떤 상태였는지 적어 주시면 더 빨리 처리해 드려요. (10~500자)
          </p>
          {errors?.detail && (
            <p id="claim-detail-error" className={formStyles.error}>
              {errors.detail}
            </p>
          )}
        </div>
        {kind === 'refund' && (
          <>
            <Field label="환불 받을 금액 (원)" name="amount" inputMode="numeric" required maxLength={9} defaultValue={v.amount ?? ''} error={errors?.amount} hint="영수증에 적힌 금액을 입력해 주세요. 예: 3000" />
            <div className={formStyles.field}>
              <label htmlFor="bankName" className={formStyles.label}>
                은행 <span className={formStyles.required}>(필수)</span>
              </label>
              <select id="bankName" name="bankName" className={formStyles.select} required defaultValue={v.bankName ?? ''} aria-invalid={errors?.bankName ? true : undefined} aria-describedby={errors?.bankName ? 'bankName-error' : undefined}>
                <option value="">선택</option>
                {BANKS.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
              {errors?.bankName && (
                <p id="bankName-error" className={formStyles.error}>
                  {errors.bankName}
                </p>
              )}
            </div>
            <Field label="계좌번호" name="accountNumber" inputMode="numeric" required maxLength={20} autoComplete="off" error={errors?.accountNumber} hint="숫자만 입력해 주세요. 보안을 위해 신청 후에는 뒤 4자리만 보여 드려요." />
            <Field label="예금주" name="accountHolder" required maxLength={20} defaultValue={v.accountHolder ?? ''} error={errors?.accountHolder} />
          </>
        )}
        <PhotoInput
          label={kind === 'refund' ? '영수증·결제 내역 사진 (필수)' : '사진 (선택)'}
          error={errors?.photos}
          hint={`JPG, PNG, WEBP / ${MAX_PHOTOS}장까지, 모두 합쳐 6MB 이하. 사진 속 위치 정보는 지우고 저장해요.`}
        />
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '신청하는 중…' : `${label} 신청하기`}
          </button>
          <Link className="btn btn--ghost" to={href('order-detail', { id: order.id })}>
            취소
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function ClaimList({ kind, claims }: { kind: ClaimKind; claims: Claim[] }) {
  const label = CLAIM_KIND_LABEL[kind];
  if (claims.length === 0) {
    return (
      <EmptyState>
        <p>{label} 신청 내역이 없어요. 배송이 끝난 체험의 신청 상세에서 {label}을 신청할 수 있어요.</p>
        <Link className="btn btn--ghost" to={href('order-list')}>
          체험 신청 내역 보기
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label={`${label} 신청 목록`}>
      {claims.map((c) => (
        <li key={c.id} className={styles.card}>
          <div>
            <StatusBadge label={c.statusLabel} tone={claimTone(c.status)} />
            <h2 className={styles.cardTitle}>{c.campaignTitle}</h2>
            <p className={styles.muted}>
              {c.reasonLabel} · 신청일 {formatDate(c.createdAt)}
              {c.amount !== null && ` · ${formatNumber(c.amount)}원`}
            </p>
          </div>
          <div className={styles.actions}>
            <Link className="btn btn--ghost" to={claimDetailHref(kind, c.id)} aria-label={`${c.campaignTitle} ${label} 상세 보기`}>
              상세 보기
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ClaimDetailView({ claim, error }: { claim: ClaimDetail; error?: string | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const label = CLAIM_KIND_LABEL[claim.kind];
  return (
    <>
      <section className={styles.card} aria-labelledby="claim-title">
        <div>
          <StatusBadge label={claim.statusLabel} tone={claimTone(claim.status)} />
          <h2 id="claim-title" className={styles.cardTitle}>
            {claim.campaignTitle}
          </h2>
          <p className={styles.muted}>{claim.productName}</p>
        </div>
        <dl className={styles.meta}>
          <dt>신청일</dt>
          <dd>{formatDate(claim.createdAt)}</dd>
          <dt>사유</dt>
          <dd>{claim.reasonLabel}</dd>
          {claim.amount !== null && (
            <>
              <dt>금액</dt>
              <dd>{formatNumber(claim.amount)}원</dd>
              <dt>입금 계좌</dt>
              <dd>
                {claim.bankName} {claim.accountMasked} ({claim.accountHolder})
              </dd>
            </>
          )}
        </dl>
        <p className={styles.reviewBody}>{claim.detail}</p>
        <PhotoList ids={claim.photoIds} label="첨부 사진" />
        <RequestCancel
          field="claimId"
          id={claim.id}
          button={`${label} 신청 취소`}
          rule="접수 단계에서만 취소할 수 있어요."
          cancellable={claim.cancellable}
          busy={busy}
          error={error}
        />
      </section>
      <RequestHistory id="claim-history" events={claim.history} />
      <p>
        <Link to={CLAIM_LIST_PATH[claim.kind]}>{label} 신청 목록으로</Link>
      </p>
    </>
  );
}

/** The lead of each kind's list page. */
export const CLAIM_LIST_LEAD: Record<ClaimKind, string> = {
  return: '받은 체험 사료에 문제가 있었다면 반품을 신청해 주세요. 택배 기사님이 배송지로 찾아가요.',
  refund: '반품 택배비나 정품 구매 페이백처럼 돌려받을 금액이 있다면 영수증과 함께 신청해 주세요.',
};
