import { Form } from 'react-router';
import { LEVEL_NAMES, LOGS_PER_PAGE } from '#app/features/tracking/levels';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadClientLogs } from '#app/features/staff/pages/staff.server';
import { formatSeoulDateTime } from '#app/lib/seoul-time';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.client-logs';
import { DataTable } from '#app/ui/table/DataTable';
import { pageHref } from '#app/ui/paginator/paginator';
import { href } from '#app/config/href';

export const meta: Route.MetaFunction = () => staffMeta('staff-client-logs');

export const loader = (args: Route.LoaderArgs) => loadClientLogs(args);

export default function StaffClientLogs({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, filters } = loaderData;
  const pageLink = (p: number) => pageHref(href('staff-client-logs'), filters, p);
  return (
    <StaffPage routeId="staff-client-logs" lead="방문자의 브라우저에서 보낸 오류와 기록입니다. 방문자별로 분당 저장 수가 제한됩니다.">
      <Form method="get" className={staffStyles.filters}>
        <label>
          수준
          <select name="level" defaultValue={filters.level}>
            <option value="">전체</option>
            {LEVEL_NAMES.map((l) => (
              <option key={l} value={l}>
                {l} 이상
              </option>
            ))}
          </select>
        </label>
        <label>
          검색어
          <input type="search" name="q" defaultValue={filters.q} placeholder="메시지, 시나리오, 태그" />
        </label>
        <label>
          시작일
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          종료일
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <button type="submit" className="btn">
          조회
        </button>
      </Form>
      <DataTable label="로그 표">
        <caption>로그 {total.toLocaleString('ko-KR')}건 (최신순)</caption>
        <thead>
          <tr>
            <th scope="col">시각</th>
            <th scope="col">수준</th>
            <th scope="col">내용</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3}>조건에 맞는 로그가 없습니다.</td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id}>
                <td>{formatSeoulDateTime(r.createdAt)}</td>
                <td>
                  <span className={`${staffStyles.level} ${staffStyles[`level${r.loggingLevel}`] ?? ''}`}>{r.loggingLevel}</span>
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
            ))
          )}
        </tbody>
      </DataTable>
      {total > LOGS_PER_PAGE && <Paginator totalEntries={total} perPage={LOGS_PER_PAGE} page={page} hrefForPage={pageLink} label="로그 페이지" />}
    </StaffPage>
  );
}
