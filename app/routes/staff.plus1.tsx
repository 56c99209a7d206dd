import { ContentList } from '#app/staff-kit/components/ContentList';
import { loadStaffPlus1List, staffPlus1ListAction } from '#app/features/offline-store/pages/plus1.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import type { Route } from './+types/staff.plus1';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-plus1');

export const loader = (args: Route.LoaderArgs) => loadStaffPlus1List(args);
export const action = (args: Route.ActionArgs) => staffPlus1ListAction(args);

export default function StaffPlus1({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage routeId="staff-plus1" lead="매장 1+1 쿠폰 캠페인의 기간과 대상 상품을 정합니다. 기간이 겹치면 가장 늦게 시작한 캠페인이 적용됩니다.">
      <ContentList
        list={loaderData}
        noun="캠페인"
        path={staffHref('staff-plus1')} editPath={staffHref('staff-plus1-edit')}
        titleOf={(r) => r.title}
        subOf={(r) => `상품 ${r.products}개 · 쿠폰 ${r.couponValidDays}일${r.running ? ' · 기간 중' : ''}`}
        columns={[{ header: '기간', cell: (r) => `${formatSeoulMinute(r.startsAt)} ~ ${formatSeoulMinute(r.endsAt)}` }]}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
