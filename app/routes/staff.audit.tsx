import { Link } from 'react-router';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import styles from '#app/features/staff/components/AuditTrail.module.css';
import { AUDIT_PER_PAGE } from '#app/features/staff/audit-labels';
import { loadAuditTrail } from '#app/features/staff/pages/audit.server';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.audit';
import { DateRange, FilterForm } from '#app/staff-kit/components/RecordList';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';
import { formatNumber } from '#app/lib/format';

export const meta: Route.MetaFunction = () => staffMeta('staff-audit');

export const loader = (args: Route.LoaderArgs) => loadAuditTrail(args);

/**
 * The audit trail (admin only), one sentence per entry: who did what to which object (a link to
 * its page), when in Seoul time, and what changed, before → after. Cards on every screen, so a
 * phone reads them without scrolling sideways. Nothing here can be edited or deleted.
 */
export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, filters, actors, objectTypes } = loaderData;
  const pageLink = (p: number) => pageHref(staffHref('staff-audit'), filters, p);
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
          대상 종류
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
          대상 번호
          <input type="search" name="objectId" defaultValue={filters.objectId} placeholder="신청·문의·회원 번호" />
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
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          기록 {formatNumber(total)}건 (최신순)
        </p>
        <Link className="btn" reloadDocument to={staffHref('staff-audit-export', { actor: filters.actor, object: filters.object, objectId: filters.objectId, kind: filters.kind, from: filters.from, to: filters.to })}>
          이 조건으로 내려받기 (CSV)
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className={styles.empty}>조건에 맞는 기록이 없습니다.</p>
      ) : (
        <ol className={styles.entries} aria-label="감사 기록">
          {entries.map((e) => (
            <li key={e.id} className={styles.entry} data-testid="audit-entry">
              <p className={styles.sentence}>
                {e.lead}
                {e.object.to ? <Link to={e.object.to}>{e.object.text}</Link> : <strong>{e.object.text}</strong>}
                {e.rest}
              </p>
              <p className={styles.meta}>
                <span>{e.when}</span>
                <span>{e.role}</span>
                <span>{e.action}</span>
                {e.kind === 'view' && <span className={styles.view}>열람</span>}
                <span>접속 주소 {e.ip}</span>
              </p>
              {e.changes.length > 0 && (
                <ul className={styles.changes} aria-label="바뀐 내용">
                  {e.changes.map((c, i) => (
                    <li key={i}>
                      <span className={styles.field}>{c.field}</span>
                      {c.before} → {c.after}
                    </li>
                  ))}
                </ul>
              )}
              {e.shown && <p className={styles.meta}>{e.shown}</p>}
            </li>
          ))}
        </ol>
      )}
      {total > AUDIT_PER_PAGE && <Paginator totalEntries={total} perPage={AUDIT_PER_PAGE} page={page} hrefForPage={pageLink} label="감사 기록 페이지" />}
    </StaffPage>
  );
}
