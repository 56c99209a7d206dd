import { ProductListView } from '#app/features/catalogue/components/ProductListView';
import { bookmarkAction, loadProductList } from '#app/features/catalogue/pages/catalogue.server';
import { productListHref } from '#app/features/catalogue/product-filters';
import { siteUrl } from '#app/lib/site-url';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/products.list';

export const loader = (args: Route.LoaderArgs) => loadProductList(args);

export const action = (args: Route.ActionArgs) => bookmarkAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const brand = (matches[0]?.data as { brand?: string } | undefined)?.brand ?? '';
  const tags = [
    { title: `맞춤 사료 리스트 | ${brand}` },
    { name: 'description', content: '강아지·고양이 맞춤 사료를 건강 고민(피부, 체중, 소화, 요로, 헤어볼 등), 연령, 크기, 형태별로 찾아보세요.' },
  ];
  return loaderData ? [...tags, { tagName: 'link', rel: 'canonical', href: loaderData.origin + siteUrl(productListHref(loaderData.filters)) }] : tags;
};

export default function ProductList({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="product-list" lead="반려동물의 나이와 건강 고민에 맞는 사료를 골라 보세요. 필터는 주소에 저장되어 그대로 공유할 수 있어요.">
      <ProductListView {...loaderData} />
    </RoutePage>
  );
}
