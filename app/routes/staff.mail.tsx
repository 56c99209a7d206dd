import { Form } from 'react-router';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { MailText } from '#app/features/staff/components/MailText';
import { MAIL_PER_PAGE, MAIL_STATUS_LABEL } from '#app/features/staff/mail-labels';
import { loadMailOutbox, requeueMailAction } from '#app/features/staff/pages/mail.server';
import { formatSeoulDateTime } from '#app/lib/seoul-time';
import formStyles from '#app/ui/form/Form.module.css';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.mail';
import { FilterForm, RecordTable } from '#app/staff-kit/components/RecordList';
import { pageHref } from '#app/ui/paginator/paginator';
import { href } from '#app/config/href';

export const meta: Route.MetaFunction = () => staffMeta('staff-mail');

export const loader = (args: Route.LoaderArgs) => loadMailOutbox(args);
export const action = (args: Route.ActionArgs) => requeueMailAction(args);

export default function StaffMail({ loaderData, actionData }: Route.ComponentProps) {
  const { local, total, counts, items, page, filters, requeued } = loaderData;
  return (
    <StaffPage
      routeId="staff-mail"
      lead={
        local
          ? '메일 서버(SMTP_URL)가 설정되지 않아, 보낸 메일이 밖으로 나가지 않고 여기에만 쌓입니다. 개발·시험용입니다.'
          : '회원에게 보낸 메일과 보낼 메일입니다. 메일 서버가 받아 간 메일은 내용이 지워지고 기록만 남습니다.'
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
        {(Object.keys(MAIL_STATUS_LABEL) as (keyof typeof MAIL_STATUS_LABEL)[]).map((s) => (
          <div key={s}>
            <dt>{MAIL_STATUS_LABEL[s]}</dt>
            <dd>{counts[s].toLocaleString('ko-KR')}건</dd>
          </div>
        ))}
      </dl>
      <FilterForm>
        <label>
          상태
          <select name="status" defaultValue={filters.status}>
            <option value="">전체</option>
            {Object.entries(MAIL_STATUS_LABEL).map(([value, label]) => (
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
      <RecordTable
        label="메일 표"
        caption={<caption>메일 {total.toLocaleString('ko-KR')}건 (최신순)</caption>}
        columns={['만든 시각', '받는 사람', '내용', '상태']}
        rows={items}
        empty="조건에 맞는 메일이 없습니다."
      >
        {(m) => (
          <tr key={m.id}>
            <td>{formatSeoulDateTime(m.createdAt)}</td>
            <td className={staffStyles.mono}>{m.to}</td>
            <td>
              {m.text ? (
                <details>
                  <summary>{m.subject ?? m.template}</summary>
                  <MailText text={m.text} />
                </details>
              ) : (
                <span>{m.subject ?? `(${m.template})`}</span>
              )}
            </td>
            <td>
              {m.statusLabel}
              {m.attempts > 0 && ` · 시도 ${m.attempts}회`}
              {m.sentAt && <div>{formatSeoulDateTime(m.sentAt)}</div>}
              {m.nextAttemptAt && m.attempts > 0 && <div>다음 시도 {formatSeoulDateTime(m.nextAttemptAt)}</div>}
              {m.lastError && <p className={staffStyles.mono}>{m.lastError}</p>}
              {m.status === 'failed' && (
                <Form method="post">
                  <input type="hidden" name="mailId" value={m.id} />
                  <button type="submit" className="btn btn--ghost">
                    다시 보내기
                  </button>
                </Form>
              )}
            </td>
          </tr>
        )}
      </RecordTable>
      {total > MAIL_PER_PAGE && <Paginator totalEntries={total} perPage={MAIL_PER_PAGE} page={page} hrefForPage={(p) => pageHref(href('staff-mail'), filters, p)} label="메일 페이지" />}
    </StaffPage>
  );
}
