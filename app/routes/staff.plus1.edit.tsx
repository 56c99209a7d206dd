import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { Plus1Form } from '#app/features/offline-store/components/StaffPlus1Form';
import { loadStaffPlus1Editor, staffPlus1EditorAction } from '#app/features/offline-store/pages/plus1.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.plus1.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-plus1-edit', data?.item ? undefined : '새 1+1 캠페인');

export const loader = (args: Route.LoaderArgs) => loadStaffPlus1Editor(args);
export const action = (args: Route.ActionArgs) => staffPlus1EditorAction(args);

export default function StaffPlus1Editor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 1+1 캠페인';
  return (
    <StaffPage routeId="staff-plus1-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<Plus1Form key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} products={loaderData.products} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
