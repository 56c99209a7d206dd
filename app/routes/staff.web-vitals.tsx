import { loadWebVitals } from '#app/features/tracking/pages/client-logs.server';
import { type MetricP75, OTHER_PAGES, type PageTypeVitals } from '#app/features/tracking/web-vitals-report';
import { THRESHOLDS, VITALS_PERIODS, WEB_VITAL_METRICS, WEB_VITALS_SAMPLE_RATE, type WebVitalMetric } from '#app/features/tracking/web-vitals-metrics';
import { FilterForm } from '#app/staff-kit/components/RecordList';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.web-vitals';
import { DataTable } from '#app/ui/table/DataTable';
import staffStyles from '#app/features/staff/components/Staff.module.css';

export const meta: Route.MetaFunction = () => staffMeta('staff-web-vitals');

export const loader = (args: Route.LoaderArgs) => loadWebVitals(args);

/** Each measure by what a visitor lives through, and the sentence that says how to read it (good: THRESHOLDS). */
const MEASURES: Record<WebVitalMetric, { label: string; explain: (good: string) => string }> = {
  LCP: { label: '첫 화면 표시', explain: (good) => `방문자 75%가 이 시간 안에 화면의 가장 큰 내용(사진이나 제목)을 봤어요. ${good} 이하면 좋음입니다.` },
  INP: { label: '누른 뒤 반응', explain: (good) => `방문자 75%가 단추나 링크를 누른 뒤 이 시간 안에 화면이 반응했어요. ${good} 이하면 좋음입니다.` },
  CLS: { label: '화면 밀림', explain: (good) => `방문자 75%가 겪은 화면 밀림이 이 값 이하였어요. 읽던 글이나 누르려던 단추가 밀려난 정도로, ${good} 이하면 좋음입니다.` },
};

const goodOf = (metric: WebVitalMetric) => (metric === 'CLS' ? String(THRESHOLDS.CLS[0]) : `${THRESHOLDS[metric][0] / 1000}초`);
const RATING_LABEL = { good: '좋음', 'needs-improvement': '개선 필요', poor: '나쁨' } as const;

function rating(metric: WebVitalMetric, value: number): keyof typeof RATING_LABEL {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A cell's content (the row writes the cells themselves, so on a phone each gets its column's name). */
function Measure({ metric, p }: { metric: WebVitalMetric; p: MetricP75 | null }) {
  if (p === null) return '-';
  const shown = metric === 'CLS' ? p.value.toFixed(3) : `${(p.value / 1000).toFixed(2)}초`;
  return (
    <>
      {shown} <span>({RATING_LABEL[rating(metric, p.value)]})</span>
      <span className={staffStyles.vitalCount}>표본 {p.count.toLocaleString('ko-KR')}개</span>
    </>
  );
}

/** The page type's name (the row's head); where it was measured at more than one address (or is 기타 페이지), those addresses on request. */
function PageName({ page }: { page: PageTypeVitals }) {
  const listed = page.id === OTHER_PAGES.id || page.paths.length > 1;
  return (
    <>
      {page.name}
      {listed && (
        <details className={staffStyles.vitalPaths}>
          <summary>주소 {(page.paths.length + page.morePaths).toLocaleString('ko-KR')}개 보기</summary>
          <ul>
            {page.paths.map((p) => (
              <li key={p.path}>
                {p.path} (표본 {p.samples.toLocaleString('ko-KR')}개)
              </li>
            ))}
            {page.morePaths > 0 && <li>그 밖에 {page.morePaths.toLocaleString('ko-KR')}개</li>}
          </ul>
        </details>
      )}
    </>
  );
}

/** Staff: what visitors' phones really get, p75 of each Core Web Vital per page type, each with its number of measurements. */
export default function StaffWebVitals({ loaderData }: Route.ComponentProps) {
  const { days, pages } = loaderData;
  return (
    <StaffPage
      routeId="staff-web-vitals"
      lead={`실제 방문자의 휴대폰과 컴퓨터에서 잰 화면 속도입니다. 페이지 보기 ${Math.round(WEB_VITALS_SAMPLE_RATE * 100)}%를 표본으로 모읍니다. 같은 종류의 페이지(예: 모든 상품 상세)는 한 줄로 묶어, 방문자 75%가 겪은 값 이하와 그 값을 낸 표본 수를 보여 줍니다. 표본이 수십 개가 안 되는 값은 크게 흔들리니 참고만 하세요.`}
    >
      <dl className={staffStyles.measures}>
        {(['LCP', 'INP', 'CLS'] as const).map((m) => (
          <div key={m}>
            <dt>{MEASURES[m].label}</dt>
            <dd>{MEASURES[m].explain(goodOf(m))}</dd>
          </div>
        ))}
      </dl>
      <FilterForm>
        <label>
          기간
          <select name="days" defaultValue={String(days)}>
            {VITALS_PERIODS.map((d) => (
              <option key={d} value={d}>
                최근 {d}일
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      <DataTable label="페이지 종류별 체감 성능 표">
        <caption>
          최근 {days}일, 페이지 종류 {pages.length}개 (표본 많은 순)
        </caption>
        <thead>
          <tr>
            <th scope="col">페이지 종류</th>
            {(['LCP', 'INP', 'CLS'] as const).map((m) => (
              <th key={m} scope="col">
                {MEASURES[m].label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.length === 0 ? (
            <tr>
              <td colSpan={4}>아직 모인 측정값이 없습니다.</td>
            </tr>
          ) : (
            pages.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <PageName page={p} />
                </th>
                {WEB_VITAL_METRICS.map((m) => (
                  <td key={m}>
                    <Measure metric={m} p={p.p75[m]} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    </StaffPage>
  );
}
