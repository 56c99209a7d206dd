import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { ClaimStatusCounts, StaffClaimFilters, staffClaimsHref, StaffClaimTable } from '#app/features/recruitment/components/StaffClaimViews';
import { loadStaffClaims } from '#app/features/recruitment/staff-pages.server';
import { STAFF_CLAIMS_PER_PAGE } from '#app/features/recruitment/form-options';
import { Paginator } from '#app/ui/paginator/Paginator';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.claims';

export const meta: Route.MetaFunction = () => [{ title: '반품·환불 처리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffClaims(args);

export default function StaffClaims({ loaderData }: Route.ComponentProps) {
  const { items, total, counts, page, filters } = loaderData;
  return (
    <PageFrame title="반품·환불 처리" crumbs={[...STAFF_CRUMBS, { label: '반품·환불 처리' }]} lead="배송이 끝난 체험의 반품·환불 신청입니다. 접수된 신청부터 처리해 주세요.">
      <StaffClaimFilters filters={filters} />
      <ClaimStatusCounts counts={counts} filters={filters} />
      <StaffClaimTable items={items} total={total} oldestFirst={filters.status === 'requested' || filters.status === 'in_progress'} />
      {total > STAFF_CLAIMS_PER_PAGE && <Paginator totalEntries={total} perPage={STAFF_CLAIMS_PER_PAGE} page={page} hrefForPage={(p) => staffClaimsHref(filters, p)} label="반품·환불 목록 페이지" />}
    </PageFrame>
  );
}
