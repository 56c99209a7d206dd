import { ContentList } from '#app/staff-kit/components/ContentList';
import { FilterSelect } from '#app/staff-kit/components/KitFields';
import { loadStaffProductList, staffProductListAction } from '#app/features/catalogue/pages/product-admin.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { formatNumber } from '#app/lib/format';
import type { Route } from './+types/staff.products';
import { speciesLabel } from '#app/features/pets/species';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-products');

export const loader = (args: Route.LoaderArgs) => loadStaffProductList(args);
export const action = (args: Route.ActionArgs) => staffProductListAction(args);

export default function StaffProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <StaffPage routeId="staff-products" lead="상품을 만들고 사진을 올리고 게시합니다. 저장하면 목록·상세·검색·홈의 추천 상품에 바로 반영됩니다.">
      <ContentList
        list={loaderData}
        noun="상품"
        filters={
          <>
            <FilterSelect label="대상" name="species" options={(['Dog', 'Cat'] as const).map((s) => ({ value: s, label: speciesLabel(s) }))} value={query.species} />
            <FilterSelect label="형태" name="form" options={[{ value: 'dry', label: '건식' }, { value: 'wet', label: '습식' }]} value={query.form} />
          </>
        }
        path={staffHref('staff-products')} editPath={staffHref('staff-product-edit')}
        titleOf={(r) => r.name}
        subOf={(r) => `${speciesLabel(r.species)} · ${r.form === 'wet' ? '습식' : '건식'}${r.isVet ? ' · 처방식' : ''}${r.codes ? ` · 코드 ${r.codes}` : ''}`}
        columns={[{ header: '정가', cell: (r) => `${formatNumber(r.price)}원${r.discountRate > 0 ? ` (-${r.discountRate}%)` : ''}` }]}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
