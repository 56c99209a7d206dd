import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { StoreForm } from '#app/features/offline-store/components/StaffStoreViews';
import { loadStaffStoreEditor, staffStoreEditorAction } from '#app/features/offline-store/store-admin-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.stores.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '매장 수정' : '새 매장'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffStoreEditor(args);
export const action = (args: Route.ActionArgs) => staffStoreEditorAction(args);

export default function StaffStoreEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '매장 수정' : '새 매장';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '매장 관리', to: '/staff/stores' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<StoreForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} regions={loaderData.regions} postcodeScriptUrl={loaderData.postcodeScriptUrl} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
