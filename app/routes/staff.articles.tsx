import { Link } from 'react-router';
import { ContentList } from '#app/staff-kit/components/ContentList';
import { FilterSelect } from '#app/staff-kit/components/KitFields';
import { loadStaffArticleList, staffArticleListAction } from '#app/features/articles/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { formatDate } from '#app/lib/format';
import type { Route } from './+types/staff.articles';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-articles');

export const loader = (args: Route.LoaderArgs) => loadStaffArticleList(args);
export const action = (args: Route.ActionArgs) => staffArticleListAction(args);

export default function StaffArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <StaffPage
      routeId="staff-articles"
      lead={
        <>
          건강 정보 글을 쓰고 예약 게시합니다. 카테고리와 태그는 <Link to={staffHref('staff-article-categories')}>카테고리·태그 관리</Link>에서 바꿉니다.
        </>
      }
    >
      <ContentList
        list={loaderData}
        noun="글"
        filters={<FilterSelect label="카테고리" name="category" options={loaderData.categories} value={query.category} />}
        path={staffHref('staff-articles')} editPath={staffHref('staff-article-edit')}
        titleOf={(r) => r.title}
        subOf={(r) => r.category}
        columns={[{ header: '게시일', cell: (r) => formatDate(r.publishDate) }]}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
