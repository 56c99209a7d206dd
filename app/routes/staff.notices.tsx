import { ContentList } from '#app/staff-kit/components/ContentList';
import { FilterSelect } from '#app/staff-kit/components/KitFields';
import { loadStaffNewsList, staffNewsListAction } from '#app/features/customer-center/pages/staff.server';
import { formatDate } from '#app/lib/format';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.notices';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-notices');

export const loader = (args: Route.LoaderArgs) => loadStaffNewsList(args);
export const action = (args: Route.ActionArgs) => staffNewsListAction(args);

export default function StaffNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <StaffPage routeId="staff-notices" lead="고객센터의 공지사항을 쓰고, 예약하고, 게시합니다. 목록 순서는 상단 고정 → 정렬 순서 → 게시일입니다.">
      <ContentList
        list={loaderData}
        noun="공지"
        filters={<FilterSelect label="분류" name="category" options={loaderData.categories} value={query.category} />}
        path={staffHref('staff-notices')} editPath={staffHref('staff-notice-edit')}
        titleOf={(r) => r.title}
        subOf={(r) => `${r.category}${r.pin > 0 ? ` · 상단 고정 ${r.pin}` : ''} · 순서 ${r.sortOrder}`}
        columns={[{ header: '게시일', cell: (r) => formatDate(r.publishDate) }]}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
