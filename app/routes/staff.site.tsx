import { SiteSettingsForm } from '#app/features/site/components/SiteSettingsForm';
import { loadSiteSettingsPage, saveSiteSettings } from '#app/features/site/pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import formStyles from '#app/ui/form/Form.module.css';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.site';

export const meta: Route.MetaFunction = () => [{ title: '사이트 설정 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadSiteSettingsPage(args);
export const action = (args: Route.ActionArgs) => saveSiteSettings(args);

export default function StaffSite({ loaderData, actionData }: Route.ComponentProps) {
  const { config } = loaderData;
  return (
    <PageFrame title="사이트 설정" crumbs={[...STAFF_CRUMBS, { label: '사이트 설정' }]}>
      {loaderData.saved && (
        <p className={formStyles.success} role="status">
          저장했습니다. 모든 서버에 15초 안에 반영됩니다.
        </p>
      )}
      <p role="note">
        지금 상태: <strong>{config.IsMaintenance__c ? '점검 중' : '정상 운영'}</strong>
      </p>
      <SiteSettingsForm brandName={loaderData.brandName} config={config} promises={loaderData.promises} blocking={loaderData.blocking} errors={actionData?.errors} values={actionData?.values} />
    </PageFrame>
  );
}
