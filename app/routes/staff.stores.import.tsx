import { StoreImport } from '#app/features/offline-store/components/StaffStoreViews';
import { loadStoreImport, storeImportAction } from '#app/features/offline-store/store-admin-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.stores.import';

export const meta: Route.MetaFunction = () => [{ title: '매장 가져오기 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStoreImport(args);
export const action = (args: Route.ActionArgs) => storeImportAction(args);

export default function StaffStoreImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageFrame title="매장 가져오기" crumbs={[...STAFF_CRUMBS, { label: '매장 관리', to: '/staff/stores' }, { label: '매장 가져오기' }]}>
      <StoreImport columns={loaderData.columns} regions={loaderData.regions} result={actionData && 'result' in actionData ? (actionData.result ?? null) : null} errors={actionData?.errors} />
    </PageFrame>
  );
}
