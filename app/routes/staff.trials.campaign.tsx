import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { CampaignFacts, ClosePanel, DrawPanel, ShippingPanel } from '#app/features/recruitment/components/TrialCampaignViews';
import flow from '#app/features/recruitment/components/TrialWorkflow.module.css';
import { loadTrialCampaign, trialCampaignAction } from '#app/features/recruitment/pages/trial-workflow.server';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.trials.campaign';

export const meta: Route.MetaFunction = () => staffMeta('staff-trial-campaign');

export const loader = (args: Route.LoaderArgs) => loadTrialCampaign(args);
export const action = (args: Route.ActionArgs) => trialCampaignAction(args);

export default function StaffTrialCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, couriers, maxRows, notice } = loaderData;
  const intent = actionData && 'tracking' in actionData ? 'tracking' : null;
  const errors = actionData?.errors;
  const values = actionData && 'values' in actionData ? (actionData.values ?? undefined) : undefined;
  // A form's errors show under that form: the tracking upload's by its fields, the others by the values they sent back.
  const fileError = errors && 'file' in errors;
  const drawError = !fileError && errors && ('winners' in errors || 'duplicates' in errors || (values && 'winners' in values));
  return (
    <StaffPage routeId="staff-trial-campaign" lead="모집을 마감하고, 당첨자를 추첨하고, 택배사에 보낼 배송 목록과 운송장 번호를 주고받습니다.">
      {notice && !actionData && (
        <p className={formStyles.success} role="status">
          {notice}
        </p>
      )}
      <div className={flow.page}>
        <CampaignFacts campaign={campaign} />
        <ClosePanel campaign={campaign} errors={!fileError && !drawError ? errors : undefined} />
        <DrawPanel campaign={campaign} errors={drawError ? errors : undefined} values={drawError ? values : undefined} />
        <ShippingPanel campaign={campaign} couriers={couriers} maxRows={maxRows} result={intent === 'tracking' && actionData && 'tracking' in actionData ? actionData.tracking : null} errors={fileError ? errors : undefined} />
      </div>
    </StaffPage>
  );
}
