import { Form } from 'react-router';
import { listComponentLogs } from '#app/features/client-logging/client-logs.server';
import { LEVEL_NAMES, LOGS_PER_PAGE, type LoggingLevel } from '#app/features/client-logging/levels';
import { StaffNav, STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { utcBounds } from '#app/features/tracking/attribution';
import { requireStaff } from '#app/lib/auth.server';
import { Paginator } from '#app/ui/paginator/Paginator';
import { normalisePage } from '#app/ui/paginator/paginator';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.client-logs';

export const meta: Route.MetaFunction = () => [{ title: '클라이언트 로그 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const rawLevel = url.searchParams.get('level') ?? '';
  const level = (LEVEL_NAMES as string[]).includes(rawLevel) ? (rawLevel as LoggingLevel) : undefined;
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const page = normalisePage(url.searchParams.get('page'));
  const { total, rows } = await listComponentLogs(context.services, {
    level,
    q: q || undefined,
    from: DATE.test(from) ? utcBounds(from, from).start : undefined,
    to: DATE.test(to) ? utcBounds(to, to).end : undefined,
    page,
  });
  return { total, rows, page, filters: { level: level ?? '', q, from: DATE.test(from) ? from : '', to: DATE.test(to) ? to : '' } };
}

function seoulTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 9 * 3600_000).toISOString();
  return `${d.slice(0, 10).replaceAll('-', '.')} ${d.slice(11, 19)}`;
}

export default function StaffClientLogs({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, filters } = loaderData;
  const href = (p: number) => `/staff/client-logs?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')), page: String(p) }).toString()}`;
  return (
    <PageFrame title="클라이언트 로그" crumbs={[...STAFF_CRUMBS, { label: '클라이언트 로그' }]} lead="방문자의 브라우저에서 보낸 오류와 기록입니다. 방문자별로 분당 저장 수가 제한됩니다.">
      <StaffNav current="/staff/client-logs" />
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
      <div className={staffStyles.tableWrap} role="region" aria-label="로그 표" tabIndex={0}>
        <table className={staffStyles.table}>
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
                  <td>{seoulTime(r.createdAt)}</td>
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
                          {r.memberId ? `회원 ${r.memberId.slice(0, 8)}` : '비회원'} · UUID {r.uuid ?? '없음'} · {r.saveMethod} · 기록 {seoulTime(r.loggedAt)}
                        </dd>
                      </dl>
                    </details>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total > LOGS_PER_PAGE && <Paginator totalEntries={total} perPage={LOGS_PER_PAGE} page={page} hrefForPage={href} label="로그 페이지" />}
    </PageFrame>
  );
}
