import { ContentList } from '#app/staff-kit/components/ContentList';
import { FilterSelect } from '#app/staff-kit/components/KitFields';
import { loadStaffFaqList, staffFaqListAction } from '#app/features/customer-center/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.faqs';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-faqs');

export const loader = (args: Route.LoaderArgs) => loadStaffFaqList(args);
export const action = (args: Route.ActionArgs) => staffFaqListAction(args);

export default function StaffFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <StaffPage routeId="staff-faqs" lead="고객센터의 자주 묻는 질문을 분류와 순서대로 관리합니다.">
      <ContentList
        list={loaderData}
        noun="질문"
        filters={<FilterSelect label="분류" name="category" options={loaderData.categories} value={query.category} />}
        path={staffHref('staff-faqs')} editPath={staffHref('staff-faq-edit')}
        titleOf={(r) => r.question}
        subOf={(r) => `${r.categoryLabel} · 순서 ${r.sortOrder}`}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
