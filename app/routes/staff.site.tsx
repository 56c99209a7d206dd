import { SiteSettingsForm } from '#app/features/site/components/SiteSettingsForm';
import { loadSiteSettingsPage, saveSiteSettings } from '#app/features/site/pages/site.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.site';

export const meta: Route.MetaFunction = () => staffMeta('staff-site');

export const loader = (args: Route.LoaderArgs) => loadSiteSettingsPage(args);
export const action = (args: Route.ActionArgs) => saveSiteSettings(args);

export default function StaffSite({ loaderData, actionData }: Route.ComponentProps) {
  const { config } = loaderData;
  return (
    <StaffPage routeId="staff-site">
      {loaderData.saved && (
        <p className={formStyles.success} role="status">
          저장했습니다. 모든 서버에 15초 안에 반영됩니다.
        </p>
      )}
      <p role="note">
        지금 상태: <strong>{config.IsMaintenance__c ? '점검 중' : '정상 운영'}</strong>
      </p>
      <SiteSettingsForm brandName={loaderData.brandName} config={config} promises={loaderData.promises} searchVerification={loaderData.searchVerification} blocking={loaderData.blocking} errors={actionData?.errors} values={actionData?.values} />
    </StaffPage>
  );
}
