import { EditorLayout, EditorPanel } from '#app/staff-kit/components/EditorParts';
import { CampaignForm } from '#app/features/recruitment/components/StaffCampaignForm';
import { loadStaffCampaignEditor, staffCampaignEditorAction } from '#app/features/recruitment/pages/campaign.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import type { Route } from './+types/staff.campaigns.edit';

export const meta: Route.MetaFunction = ({ data }) => staffMeta('staff-campaign-edit', data?.item ? undefined : '새 체험 캠페인');

export const loader = (args: Route.LoaderArgs) => loadStaffCampaignEditor(args);
export const action = (args: Route.ActionArgs) => staffCampaignEditorAction(args);

export default function StaffCampaignEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? undefined : '새 체험 캠페인';
  return (
    <StaffPage routeId="staff-campaign-edit" title={title}>
      <EditorLayout
        notice={loaderData.notice}
        form={<CampaignForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} products={loaderData.products} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </StaffPage>
  );
}
