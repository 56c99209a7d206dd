import { Form } from 'react-router';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { AUDIT_PER_PAGE } from '#app/features/staff/audit-labels';
import { loadAuditTrail } from '#app/features/staff/pages/staff.server';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.audit';
import { DataTable } from '#app/ui/table/DataTable';
import { pageHref } from '#app/ui/paginator/paginator';
import { href } from '#app/config/href';

export const meta: Route.MetaFunction = () => staffMeta('staff-audit');

export const loader = (args: Route.LoaderArgs) => loadAuditTrail(args);

/** The audit trail (admin only): who changed or viewed what, when and from where; nothing here can be edited or deleted. */
export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, filters, actors, objectTypes } = loaderData;
  const pageLink = (p: number) => pageHref(href('staff-audit'), filters, p);
  return (
    <StaffPage routeId="staff-audit" lead="운영자의 모든 변경과 회원 개인정보 열람 기록입니다. 기록은 고치거나 지울 수 없습니다.">
      <Form method="get" className={staffStyles.filters}>
        <label>
          담당자
          <select name="actor" defaultValue={filters.actor}>
            <option value="">전체</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          대상
          <select name="object" defaultValue={filters.object}>
            <option value="">전체</option>
            {objectTypes.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          대상 ID
          <input type="search" name="objectId" defaultValue={filters.objectId} />
        </label>
        <label>
          종류
          <select name="kind" defaultValue={filters.kind}>
            <option value="">전체</option>
            <option value="change">변경</option>
            <option value="view">열람</option>
          </select>
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
      <DataTable label="감사 기록 표" wide>
        <caption>기록 {total.toLocaleString('ko-KR')}건 (최신순)</caption>
        <thead>
          <tr>
            <th scope="col">시각</th>
            <th scope="col">담당자</th>
            <th scope="col">작업</th>
            <th scope="col">대상</th>
            <th scope="col">바뀐 내용</th>
            <th scope="col">접속 주소</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={6}>조건에 맞는 기록이 없습니다.</td>
            </tr>
          ) : (
            entries.map((e) => (
              <tr key={e.id}>
                <td>{e.at}</td>
                <td>{e.actor}</td>
                <td>
                  {e.action}
                  {e.kind === 'view' && <span className={staffStyles.level}>열람</span>}
                </td>
                <td className={staffStyles.mono}>{e.object}</td>
                <td>
                  {e.changes.length > 0 && (
                    <ul className={staffStyles.changes}>
                      {e.changes.map((c, i) => (
                        <li key={i}>{c}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={staffStyles.mono}>{e.ip}</td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      {total > AUDIT_PER_PAGE && <Paginator totalEntries={total} perPage={AUDIT_PER_PAGE} page={page} hrefForPage={pageLink} label="감사 기록 페이지" />}
    </StaffPage>
  );
}
