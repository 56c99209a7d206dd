import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { ClaimStatusCounts, StaffClaimFilters, staffClaimsHref, StaffClaimTable } from '#app/features/recruitment/components/StaffClaimViews';
import { loadStaffClaims } from '#app/features/recruitment/pages/staff.server';
import { STAFF_CLAIMS_PER_PAGE } from '#app/features/recruitment/form-options';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.claims';

export const meta: Route.MetaFunction = () => staffMeta('staff-claims');

export const loader = (args: Route.LoaderArgs) => loadStaffClaims(args);

export default function StaffClaims({ loaderData }: Route.ComponentProps) {
  const { items, total, counts, page, filters } = loaderData;
  return (
    <StaffPage routeId="staff-claims" lead="배송이 끝난 체험의 반품·환불 신청입니다. 접수된 신청부터 처리해 주세요.">
      <StaffClaimFilters filters={filters} />
      <ClaimStatusCounts counts={counts} filters={filters} />
      <StaffClaimTable items={items} total={total} oldestFirst={filters.status === 'requested' || filters.status === 'in_progress'} />
      {total > STAFF_CLAIMS_PER_PAGE && <Paginator totalEntries={total} perPage={STAFF_CLAIMS_PER_PAGE} page={page} hrefForPage={(p) => staffClaimsHref(filters, p)} label="반품·환불 목록 페이지" />}
    </StaffPage>
  );
}
