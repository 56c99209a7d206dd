import { Form } from 'react-router';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import styles from '#app/features/staff/components/AuditTrail.module.css';
import { MailText } from '#app/features/staff/components/MailText';
import { MAIL_PER_PAGE, MAIL_STATES } from '#app/features/staff/mail-labels';
import { loadMailOutbox, requeueMailAction } from '#app/features/staff/pages/mail.server';
import formStyles from '#app/ui/form/Form.module.css';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.mail';
import { FilterForm } from '#app/staff-kit/components/RecordList';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';
import { formatNumber } from '#app/lib/format';

export const meta: Route.MetaFunction = () => staffMeta('staff-mail');

export const loader = (args: Route.LoaderArgs) => loadMailOutbox(args);
export const action = (args: Route.ActionArgs) => requeueMailAction(args);

/** The outbox (issue 24, item 4): what was sent, to whom, when and which way, and what failed and why; one card per message. */
export default function StaffMail({ loaderData, actionData }: Route.ComponentProps) {
  const { local, total, counts, items, page, filters, requeued } = loaderData;
  return (
    <StaffPage
      routeId="staff-mail"
      lead={
        local
          ? '이 서버에는 메일 서버가 연결되어 있지 않습니다. 지금 만들어지는 메일은 받는 사람에게 가지 않고 개발용 보관함에만 저장됩니다(개발·시험용).'
          : '회원에게 보낸 메일과 보낼 메일입니다. 메일마다 실제로 어떻게 처리되었는지 보여 줍니다. 메일 서버가 받아 간 메일은 내용이 지워지고 기록만 남습니다.'
      }
    >
      {requeued && (
        <p className={formStyles.success} role="status">
          메일을 다시 보낼 목록에 넣었습니다.
        </p>
      )}
      {actionData?.errors.form && (
        <p className={formStyles.error} role="alert">
          {actionData.errors.form}
        </p>
      )}
      <dl className={staffStyles.totals}>
        {(Object.keys(MAIL_STATES) as (keyof typeof MAIL_STATES)[]).map((s) => (
          <div key={s}>
            <dt>{MAIL_STATES[s]}</dt>
            <dd>{formatNumber(counts[s])}건</dd>
          </div>
        ))}
      </dl>
      <FilterForm>
        <label>
          처리 상태
          <select name="state" defaultValue={filters.state}>
            <option value="">전체</option>
            {Object.entries(MAIL_STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          받는 사람
          <input type="search" name="to" defaultValue={filters.to} placeholder="이메일 주소 일부" />
        </label>
      </FilterForm>
      <p className={styles.count}>메일 {formatNumber(total)}건 (최신순)</p>
      {items.length === 0 ? (
        <p className={styles.empty}>조건에 맞는 메일이 없습니다.</p>
      ) : (
        <ol className={styles.entries} aria-label="메일">
          {items.map((m) => (
            <li key={m.id} className={styles.entry} data-testid="mail-entry" data-state={m.state}>
              <p className={styles.sentence}>
                <strong>{m.subject}</strong>
              </p>
              <dl className={styles.meta}>
                <div>
                  <dt className={styles.field}>받는 사람</dt>
                  <dd className={staffStyles.mono}>{m.to}</dd>
                </div>
                <div>
                  <dt className={styles.field}>만든 때</dt>
                  <dd>{m.createdAt}</dd>
                </div>
                {m.sentAt && (
                  <div>
                    <dt className={styles.field}>처리한 때</dt>
                    <dd>{m.sentAt}</dd>
                  </div>
                )}
              </dl>
              <p className={styles.changes}>
                <span>
                  <span className={styles.view}>{m.stateLabel}</span> {m.way}
                </span>
                {(m.state === 'retrying' || m.state === 'failed' || m.attempts > 1) && <span>보내 본 횟수 {m.attempts}회</span>}
                {m.nextAttemptAt && <span>다음 시도 {m.nextAttemptAt}</span>}
              </p>
              {m.error && (
                <div className={styles.changes} role="note">
                  <p>마지막 오류: {m.error.reason}</p>
                  <details>
                    <summary>기술 정보</summary>
                    <p className={staffStyles.mono}>{m.error.detail}</p>
                  </details>
                </div>
              )}
              {m.text && (
                <details>
                  <summary>메일 내용 보기</summary>
                  <MailText text={m.text} />
                </details>
              )}
              {m.state === 'failed' && (
                <Form method="post">
                  <input type="hidden" name="mailId" value={m.id} />
                  <button type="submit" className="btn btn--ghost">
                    다시 보내기
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
      {total > MAIL_PER_PAGE && <Paginator totalEntries={total} perPage={MAIL_PER_PAGE} page={page} hrefForPage={(p) => pageHref(staffHref('staff-mail'), filters, p)} label="메일 페이지" />}
    </StaffPage>
  );
}
