import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { ProductForm } from '#app/features/catalogue/components/StaffProductForm';
import { loadStaffProductEditor, staffProductEditorAction } from '#app/features/catalogue/pages/product-admin.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.products.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-product-edit', data?.item ? undefined : '새 상품');

export const loader = (args: Route.LoaderArgs) => loadStaffProductEditor(args);
export const action = (args: Route.ActionArgs) => staffProductEditorAction(args);

export default function StaffProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 상품';
  return (
    <StaffPage routeId="staff-product-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<ProductForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} codes={loaderData.codes} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
