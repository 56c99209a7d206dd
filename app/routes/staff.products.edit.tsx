import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { ProductForm } from '#app/features/catalogue/components/StaffProductForm';
import { loadStaffProductEditor, staffProductEditorAction } from '#app/features/catalogue/product-admin-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.products.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '상품 수정' : '새 상품'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffProductEditor(args);
export const action = (args: Route.ActionArgs) => staffProductEditorAction(args);

export default function StaffProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '상품 수정' : '새 상품';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '상품 관리', to: '/staff/products' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<ProductForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} codes={loaderData.codes} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
