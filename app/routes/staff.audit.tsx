import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { AUDIT_PER_PAGE } from '#app/features/staff/audit-labels';
import { loadAuditTrail } from '#app/features/staff/pages/staff.server';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.audit';
import { DateRange, FilterForm, RecordTable } from '#app/staff-kit/components/RecordList';
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
      <FilterForm>
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
        <DateRange from={filters.from} to={filters.to} />
      </FilterForm>
      <RecordTable
        label="감사 기록 표"
        wide
        caption={<caption>기록 {total.toLocaleString('ko-KR')}건 (최신순)</caption>}
        columns={['시각', '담당자', '작업', '대상', '바뀐 내용', '접속 주소']}
        rows={entries}
        empty="조건에 맞는 기록이 없습니다."
      >
        {(e) => (
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
        )}
      </RecordTable>
      {total > AUDIT_PER_PAGE && <Paginator totalEntries={total} perPage={AUDIT_PER_PAGE} page={page} hrefForPage={pageLink} label="감사 기록 페이지" />}
    </StaffPage>
  );
}
