import { CategoryTree } from '#app/features/articles/components/StaffCategoryTree';
import { loadStaffCategories, staffCategoriesAction } from '#app/features/articles/pages/staff.server';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.article-categories';

export const meta: Route.MetaFunction = () => staffMeta('staff-article-categories');

export const loader = (args: Route.LoaderArgs) => loadStaffCategories(args);
export const action = (args: Route.ActionArgs) => staffCategoriesAction(args);

export default function StaffArticleCategories({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage routeId="staff-article-categories" lead="건강 정보의 카테고리(1단계)와 태그(2단계)입니다. 글이 있는 항목은 지울 수 없습니다.">
      {loaderData.notice && (
        <p className={kit.notice} role="status">
          {loaderData.notice}
        </p>
      )}
      <CategoryTree tree={loaderData.tree} counts={loaderData.counts} errors={actionData?.errors} />
    </StaffPage>
  );
}
