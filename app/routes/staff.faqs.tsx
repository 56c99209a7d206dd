import { ContentList } from '#app/features/backoffice/components/ContentList';
import { FilterSelect } from '#app/features/backoffice/components/KitFields';
import { loadStaffFaqList, staffFaqListAction } from '#app/features/customer-center/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.faqs';

export const meta: Route.MetaFunction = () => [{ title: '자주 묻는 질문 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffFaqList(args);
export const action = (args: Route.ActionArgs) => staffFaqListAction(args);

export default function StaffFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame title="자주 묻는 질문 관리" crumbs={[...STAFF_CRUMBS, { label: '자주 묻는 질문 관리' }]} lead="고객센터의 자주 묻는 질문을 분류와 순서대로 관리합니다.">
      <ContentList
        noun="질문"
        query={query}
        sorts={loaderData.sorts}
        filters={<FilterSelect label="분류" name="category" options={loaderData.categories} value={query.category} />}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/faqs"
        titleOf={(r) => r.question}
        subOf={(r) => `${r.categoryLabel} · 순서 ${r.sortOrder}`}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
