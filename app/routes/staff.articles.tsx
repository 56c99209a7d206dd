import { Link } from 'react-router';
import { ContentList } from '#app/features/backoffice/components/ContentList';
import { FilterSelect } from '#app/features/backoffice/components/KitFields';
import { loadStaffArticleList, staffArticleListAction } from '#app/features/articles/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { formatDate } from '#app/lib/format';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.articles';

export const meta: Route.MetaFunction = () => [{ title: '건강 정보 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffArticleList(args);
export const action = (args: Route.ActionArgs) => staffArticleListAction(args);

export default function StaffArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame
      title="건강 정보 관리"
      crumbs={[...STAFF_CRUMBS, { label: '건강 정보 관리' }]}
      lead={
        <>
          건강 정보 글을 쓰고 예약 게시합니다. 카테고리와 태그는 <Link to="/staff/article-categories">카테고리·태그 관리</Link>에서 바꿉니다.
        </>
      }
    >
      <ContentList
        noun="글"
        query={query}
        sorts={loaderData.sorts}
        filters={<FilterSelect label="카테고리" name="category" options={loaderData.categories} value={query.category} />}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/articles"
        titleOf={(r) => r.title}
        subOf={(r) => r.category}
        columns={[{ header: '게시일', cell: (r) => formatDate(r.publishDate) }]}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
