import { ContentList } from '#app/staff-kit/components/ContentList';
import { loadStaffBrandPageList, staffBrandPageListAction } from '#app/features/brand/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { useBrand } from '#app/ui/shell/use-brand';
import { withBrand } from '#app/config/site-routes';
import type { Route } from './+types/staff.brand-pages';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-brand-pages');

export const loader = (args: Route.LoaderArgs) => loadStaffBrandPageList(args);
export const action = (args: Route.ActionArgs) => staffBrandPageListAction(args);

export default function StaffBrandPages({ loaderData, actionData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <StaffPage routeId="staff-brand-pages" lead="브랜드 이야기와 하위 페이지, 수의사 처방식 V-DIET, 7세 이상 고양이 이벤트 페이지의 글과 사진을 고치고 게시합니다. 페이지 주소는 사이트 메뉴가 정하므로 새로 만들지 않습니다.">
      <ContentList
        list={loaderData}
        noun="페이지"
        path={staffHref('staff-brand-pages')} editPath={staffHref('staff-brand-page-edit')}
        creatable={false}
        titleOf={(r) => withBrand(r.title, brand)}
        subOf={(r) => r.path}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
