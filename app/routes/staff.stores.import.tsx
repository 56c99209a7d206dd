import { StoreImport } from '#app/features/offline-store/components/StaffStoreViews';
import { loadStoreImport, storeImportAction } from '#app/features/offline-store/pages/store-admin.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.stores.import';

export const meta: Route.MetaFunction = () => staffMeta('staff-store-import');

export const loader = (args: Route.LoaderArgs) => loadStoreImport(args);
export const action = (args: Route.ActionArgs) => storeImportAction(args);

export default function StaffStoreImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage routeId="staff-store-import">
      <StoreImport columns={loaderData.columns} regions={loaderData.regions} result={actionData && 'result' in actionData ? (actionData.result ?? null) : null} errors={actionData?.errors} />
    </StaffPage>
  );
}
