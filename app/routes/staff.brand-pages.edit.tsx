import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { BrandPageForm } from '#app/features/brand/components/StaffBrandPageForm';
import { loadStaffBrandPageEditor, staffBrandPageEditorAction } from '#app/features/brand/pages/staff.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { withBrand } from '#app/config/site-routes';
import { useBrand } from '#app/ui/shell/use-brand';
import type { Route } from './+types/staff.brand-pages.edit';

export const meta: Route.MetaFunction = () => staffMeta('staff-brand-page-edit');

export const loader = (args: Route.LoaderArgs) => loadStaffBrandPageEditor(args);
export const action = (args: Route.ActionArgs) => staffBrandPageEditorAction(args);

export default function StaffBrandPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const brand = useBrand();
  const { item } = loaderData;
  const title = `${withBrand(item.title, brand)} 수정`;
  return (
    <StaffPage routeId="staff-brand-page-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<BrandPageForm key={`${item.meta.id}:${item.meta.version}`} item={item} links={loaderData.links} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item.meta} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
