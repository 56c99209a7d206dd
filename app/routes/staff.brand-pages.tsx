import { ContentList } from '#app/features/backoffice/components/ContentList';
import { loadStaffBrandPageList, staffBrandPageListAction } from '#app/features/brand/staff-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { useBrand } from '#app/lib/use-brand';
import { withBrand } from '#app/config/site-routes';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.brand-pages';

export const meta: Route.MetaFunction = () => [{ title: '브랜드 페이지 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffBrandPageList(args);
export const action = (args: Route.ActionArgs) => staffBrandPageListAction(args);

export default function StaffBrandPages({ loaderData, actionData }: Route.ComponentProps) {
  const brand = useBrand();
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame title="브랜드 페이지 관리" crumbs={[...STAFF_CRUMBS, { label: '브랜드 페이지 관리' }]} lead="브랜드 이야기와 하위 페이지, 수의사 처방식 V-DIET, 7세 이상 고양이 이벤트 페이지의 글과 사진을 고치고 게시합니다. 페이지 주소는 사이트 메뉴가 정하므로 새로 만들지 않습니다.">
      <ContentList
        noun="페이지"
        query={query}
        sorts={loaderData.sorts}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/brand-pages"
        creatable={false}
        titleOf={(r) => withBrand(r.title, brand)}
        subOf={(r) => r.path}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
