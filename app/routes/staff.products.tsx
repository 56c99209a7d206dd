import { ContentList } from '#app/features/backoffice/components/ContentList';
import { FilterSelect } from '#app/features/backoffice/components/KitFields';
import { loadStaffProductList, staffProductListAction } from '#app/features/catalogue/product-admin-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { formatNumber } from '#app/lib/format';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.products';

export const meta: Route.MetaFunction = () => [{ title: '상품 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffProductList(args);
export const action = (args: Route.ActionArgs) => staffProductListAction(args);

export default function StaffProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame title="상품 관리" crumbs={[...STAFF_CRUMBS, { label: '상품 관리' }]} lead="상품을 만들고 사진을 올리고 게시합니다. 저장하면 목록·상세·검색·홈의 추천 상품에 바로 반영됩니다.">
      <ContentList
        noun="상품"
        query={query}
        sorts={loaderData.sorts}
        filters={
          <>
            <FilterSelect label="대상" name="species" options={[{ value: 'Dog', label: '강아지' }, { value: 'Cat', label: '고양이' }]} value={query.species} />
            <FilterSelect label="형태" name="form" options={[{ value: 'dry', label: '건식' }, { value: 'wet', label: '습식' }]} value={query.form} />
          </>
        }
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/products"
        titleOf={(r) => r.name}
        subOf={(r) => `${r.species === 'Dog' ? '강아지' : '고양이'} · ${r.form === 'wet' ? '습식' : '건식'}${r.isVet ? ' · 처방식' : ''}${r.codes ? ` · 코드 ${r.codes}` : ''}`}
        columns={[{ header: '정가', cell: (r) => `${formatNumber(r.price)}원${r.discountRate > 0 ? ` (-${r.discountRate}%)` : ''}` }]}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
