import { DateRange, FilterForm } from '#app/staff-kit/components/RecordList';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { loadAttribution } from '#app/features/staff/pages/staff.server';
import { DIMENSIONS, type Dimension } from '#app/features/tracking/attribution';
import { AttributionChart } from '#app/features/tracking/components/AttributionChart';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.attribution';
import { DataTable, numericCell } from '#app/ui/table/DataTable';
import { formatNumber } from '#app/lib/format';

export const meta: Route.MetaFunction = () => staffMeta('staff-attribution');

export const loader = (args: Route.LoaderArgs) => loadAttribution(args);

const n = (v: number) => formatNumber(v);

export default function StaffAttribution({ loaderData }: Route.ComponentProps) {
  const { report, notice } = loaderData;
  const rate = (members: number, visitors: number) => (visitors > 0 ? `${((members / visitors) * 100).toFixed(1)}%` : '—');
  return (
    <StaffPage routeId="staff-attribution" lead="광고·SNS 링크에 붙인 UTM 값으로 들어온 방문자, 그중 가입한 회원, 무료 체험 신청과 구매하기 클릭을 출처·매체·캠페인별로 봅니다.">
      <FilterForm>
        <DateRange from={report.from} to={report.to} />
        <label>
          기준
          <select name="by" defaultValue={report.dimension}>
            {(Object.keys(DIMENSIONS) as Dimension[]).map((d) => (
              <option key={d} value={d}>
                {DIMENSIONS[d].label}
              </option>
            ))}
          </select>
        </label>
      </FilterForm>
      {notice && (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <dl className={staffStyles.totals}>
        <div>
          <dt>방문자 (UTM 유입)</dt>
          <dd>{n(report.totals.visitors)}</dd>
        </div>
        <div>
          <dt>가입 회원</dt>
          <dd>{n(report.totals.members)}</dd>
        </div>
        <div>
          <dt>무료 체험 신청</dt>
          <dd>{n(report.totals.trials)}</dd>
        </div>
        <div>
          <dt>구매하기 클릭</dt>
          <dd>{n(report.totals.purchases)}</dd>
        </div>
      </dl>
      <h2>일별 방문자 (상위 5개)</h2>
      <AttributionChart days={report.days} series={report.series} />
      <DataTable label="성과 표">
        <caption>
          {report.from.replaceAll('-', '.')} ~ {report.to.replaceAll('-', '.')} {DIMENSIONS[report.dimension].label}별 성과
        </caption>
        <thead>
          <tr>
            <th scope="col">{DIMENSIONS[report.dimension].label}</th>
            <th scope="col" className={numericCell}>
              방문자
            </th>
            <th scope="col" className={numericCell}>
              가입 회원
            </th>
            <th scope="col" className={numericCell}>
              가입 전환율
            </th>
            <th scope="col" className={numericCell}>
              무료 체험 신청
            </th>
            <th scope="col" className={numericCell}>
              구매하기 클릭
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={6}>이 기간에 UTM으로 들어온 방문이 없습니다.</td>
            </tr>
          ) : (
            report.rows.map((r) => (
              <tr key={r.value}>
                <th scope="row">{r.value}</th>
                <td className={numericCell}>{n(r.visitors)}</td>
                <td className={numericCell}>{n(r.members)}</td>
                <td className={numericCell}>{rate(r.members, r.visitors)}</td>
                <td className={numericCell}>{n(r.trials)}</td>
                <td className={numericCell}>{n(r.purchases)}</td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      <h2>상품별 구매하기 클릭</h2>
      <p className={formStyles.hint}>상품 페이지와 상품 카드의 구매 링크를 누른 횟수입니다. 검색 로봇과 짧은 시간에 너무 많이 누른 경우는 세지 않습니다.</p>
      <DataTable label="상품별 구매하기 클릭 표">
        <caption>
          {report.from.replaceAll('-', '.')} ~ {report.to.replaceAll('-', '.')} 상품별 구매하기 클릭
        </caption>
        <thead>
          <tr>
            <th scope="col">상품</th>
            <th scope="col" className={numericCell}>
              구매하기 클릭
            </th>
            <th scope="col">쇼핑몰별</th>
          </tr>
        </thead>
        <tbody>
          {report.products.length === 0 ? (
            <tr>
              <td colSpan={3}>이 기간에 구매하기를 누른 기록이 없습니다.</td>
            </tr>
          ) : (
            report.products.map((p) => (
              <tr key={p.productId}>
                <th scope="row">{p.name}</th>
                <td className={numericCell}>{n(p.clicks)}</td>
                <td>{p.shops.map((s) => `${s.label} ${n(s.clicks)}`).join(', ')}</td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    </StaffPage>
  );
}
