import { LEVEL_LABELS, LEVEL_NAMES, type LoggingLevel, LOGS_PER_PAGE } from '#app/features/tracking/levels';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadClientLogs } from '#app/features/staff/pages/staff.server';
import { formatSeoulDateTime } from '#app/lib/seoul-time';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.client-logs';
import { DateRange, FilterForm, RecordTable } from '#app/staff-kit/components/RecordList';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';
import { formatNumber } from '#app/lib/format';

export const meta: Route.MetaFunction = () => staffMeta('staff-client-logs');

export const loader = (args: Route.LoaderArgs) => loadClientLogs(args);

export default function StaffClientLogs({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, filters } = loaderData;
  const pageLink = (p: number) => pageHref(staffHref('staff-client-logs'), filters, p);
  return (
    <StaffPage routeId="staff-client-logs" lead="방문자의 브라우저에서 보낸 오류와 기록입니다. 방문자별로 분당 저장 수가 제한됩니다.">
      <FilterForm>
        <label>
          수준
          <select name="level" defaultValue={filters.level}>
            <option value="">전체</option>
            {LEVEL_NAMES.map((l) => (
              <option key={l} value={l}>
                {LEVEL_LABELS[l]} 이상
              </option>
            ))}
          </select>
        </label>
        <label>
          검색어
          <input type="search" name="q" defaultValue={filters.q} placeholder="메시지, 시나리오, 태그" />
        </label>
        <DateRange from={filters.from} to={filters.to} />
      </FilterForm>
      <RecordTable
        label="로그 표"
        caption={<caption>로그 {formatNumber(total)}건 (최신순)</caption>}
        columns={['시각', '수준', '내용']}
        rows={rows}
        empty="조건에 맞는 로그가 없습니다."
      >
        {(r) => (
          <tr key={r.id}>
            <td>{formatSeoulDateTime(r.createdAt)}</td>
            <td>
              <span className={`${staffStyles.level} ${staffStyles[`level${r.loggingLevel}`] ?? ''}`}>{LEVEL_LABELS[r.loggingLevel as LoggingLevel] ?? '알 수 없음'}</span>
            </td>
            <td>
              <details>
                <summary>{r.message}</summary>
                <dl>
                  {r.scenario && (
                    <>
                      <dt>시나리오</dt>
                      <dd>{r.scenario}</dd>
                    </>
                  )}
                  {r.tags.length > 0 && (
                    <>
                      <dt>태그</dt>
                      <dd>{r.tags.join(', ')}</dd>
                    </>
                  )}
                  {r.pageUrl && (
                    <>
                      <dt>페이지</dt>
                      <dd className={staffStyles.mono}>{r.pageUrl}</dd>
                    </>
                  )}
                  {r.errorMessage && (
                    <>
                      <dt>오류</dt>
                      <dd className={staffStyles.mono}>
                        {r.errorType ? `${r.errorType}: ` : ''}
                        {r.errorMessage}
                        {r.errorStack ? `\n${r.errorStack}` : ''}
                      </dd>
                    </>
                  )}
                  {r.browser && (
                    <>
                      <dt>브라우저</dt>
                      <dd className={staffStyles.mono}>{[r.browser.formFactor, r.browser.windowResolution, r.browser.language, r.browser.userAgent].filter(Boolean).join(' · ')}</dd>
                    </>
                  )}
                  <dt>방문자</dt>
                  <dd className={staffStyles.mono}>
                    {r.memberId ? `회원 ${r.memberId.slice(0, 8)}` : '비회원'} · UUID {r.uuid ?? '없음'} · {r.saveMethod} · 기록 {formatSeoulDateTime(r.loggedAt)}
                  </dd>
                </dl>
              </details>
            </td>
          </tr>
        )}
      </RecordTable>
      {total > LOGS_PER_PAGE && <Paginator totalEntries={total} perPage={LOGS_PER_PAGE} page={page} hrefForPage={pageLink} label="로그 페이지" />}
    </StaffPage>
  );
}
