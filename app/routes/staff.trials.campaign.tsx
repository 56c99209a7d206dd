import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { CampaignFacts, ClosePanel, DrawPanel, ShippingPanel } from '#app/features/recruitment/components/TrialCampaignViews';
import staffStyles from '#app/features/recruitment/components/StaffRecruitment.module.css';
import flow from '#app/features/recruitment/components/TrialWorkflow.module.css';
import { loadTrialCampaign, trialCampaignAction } from '#app/features/recruitment/pages/trial-workflow.server';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.trials.campaign';

export const meta: Route.MetaFunction = () => staffMeta('staff-trial-campaign');

export const loader = (args: Route.LoaderArgs) => loadTrialCampaign(args);
export const action = (args: Route.ActionArgs) => trialCampaignAction(args);

export default function StaffTrialCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, couriers, maxRows, notice } = loaderData;
  const tracking = actionData && 'tracking' in actionData ? actionData.tracking : null;
  const { form: refused, ...fieldErrors }: Record<string, string | undefined> = actionData?.errors ?? {};
  const values = actionData && 'values' in actionData ? (actionData.values ?? undefined) : undefined;
  // Field errors show under their form: the upload's file, the draw's numbers.
  const only = (keys: string[]) => (keys.some((k) => fieldErrors[k]) ? (fieldErrors as Record<string, string>) : undefined);
  const fileErrors = only(['file']);
  const drawErrors = only(['winners', 'duplicates']);
  return (
    <StaffPage routeId="staff-trial-campaign" lead="모집을 마감하고, 당첨자를 추첨하고, 택배사에 보낼 배송 목록과 운송장 번호를 주고받습니다.">
      {notice && !actionData && (
        <p className={`${formStyles.success} ${staffStyles.notice}`} role="status">
          {notice}
        </p>
      )}
      {refused && (
        <p className={`${formStyles.error} ${staffStyles.notice}`} role="alert">
          {refused}
        </p>
      )}
      <div className={flow.page}>
        <CampaignFacts campaign={campaign} />
        <ClosePanel campaign={campaign} />
        <DrawPanel campaign={campaign} errors={drawErrors} values={drawErrors ? values : undefined} />
        <ShippingPanel campaign={campaign} couriers={couriers} maxRows={maxRows} result={tracking} errors={fileErrors} />
      </div>
    </StaffPage>
  );
}
