import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { StoreForm } from '#app/features/offline-store/components/StaffStoreViews';
import { loadStaffStoreEditor, staffStoreEditorAction } from '#app/features/offline-store/pages/store-admin.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.stores.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-store-edit', data?.item ? undefined : '새 매장');

export const loader = (args: Route.LoaderArgs) => loadStaffStoreEditor(args);
export const action = (args: Route.ActionArgs) => staffStoreEditorAction(args);

export default function StaffStoreEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 매장';
  return (
    <StaffPage routeId="staff-store-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<StoreForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} regions={loaderData.regions} postcodeScriptUrl={loaderData.postcodeScriptUrl} canLocate={loaderData.canLocate} locationNote={loaderData.locationNote} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
