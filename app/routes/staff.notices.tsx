import { ContentList } from '#app/features/backoffice/components/ContentList';
import { FilterSelect } from '#app/features/backoffice/components/KitFields';
import { loadStaffNewsList, staffNewsListAction } from '#app/features/customer-center/staff-pages.server';
import { formatDate } from '#app/lib/format';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.notices';

export const meta: Route.MetaFunction = () => [{ title: '공지사항 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffNewsList(args);
export const action = (args: Route.ActionArgs) => staffNewsListAction(args);

export default function StaffNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame title="공지사항 관리" crumbs={[...STAFF_CRUMBS, { label: '공지사항 관리' }]} lead="고객센터의 공지사항을 쓰고, 예약하고, 게시합니다. 목록 순서는 상단 고정 → 정렬 순서 → 게시일입니다(SPEC 9.4).">
      <ContentList
        noun="공지"
        query={query}
        sorts={loaderData.sorts}
        filters={<FilterSelect label="분류" name="category" options={loaderData.categories} value={query.category} />}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/notices"
        titleOf={(r) => r.title}
        subOf={(r) => `${r.category}${r.pin > 0 ? ` · 상단 고정 ${r.pin}` : ''} · 순서 ${r.sortOrder}`}
        columns={[{ header: '게시일', cell: (r) => formatDate(r.publishDate) }]}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
