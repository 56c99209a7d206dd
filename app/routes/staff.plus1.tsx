import { ContentList } from '#app/features/backoffice/components/ContentList';
import { loadStaffPlus1List, staffPlus1ListAction } from '#app/features/offline-store/plus1-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.plus1';

export const meta: Route.MetaFunction = () => [{ title: '1+1 캠페인 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffPlus1List(args);
export const action = (args: Route.ActionArgs) => staffPlus1ListAction(args);

export default function StaffPlus1({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame title="1+1 캠페인 관리" crumbs={[...STAFF_CRUMBS, { label: '1+1 캠페인 관리' }]} lead="매장 1+1 쿠폰 캠페인의 기간과 대상 상품을 정합니다. 기간이 겹치면 가장 늦게 시작한 캠페인이 적용됩니다.">
      <ContentList
        noun="캠페인"
        query={query}
        sorts={loaderData.sorts}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/plus1"
        titleOf={(r) => r.title}
        subOf={(r) => `상품 ${r.products}개 · 쿠폰 ${r.couponValidDays}일${r.running ? ' · 기간 중' : ''}`}
        columns={[{ header: '기간', cell: (r) => `${formatSeoulMinute(r.startsAt)} ~ ${formatSeoulMinute(r.endsAt)}` }]}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
