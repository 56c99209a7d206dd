import { EditorLayout, EditorPanel } from '#app/features/backoffice/components/EditorParts';
import { CampaignForm } from '#app/features/recruitment/components/StaffCampaignForm';
import { loadStaffCampaignEditor, staffCampaignEditorAction } from '#app/features/recruitment/campaign-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.campaigns.edit';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item ? '체험 캠페인 수정' : '새 체험 캠페인'} | 운영 관리` }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffCampaignEditor(args);
export const action = (args: Route.ActionArgs) => staffCampaignEditorAction(args);

export default function StaffCampaignEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const title = item ? '체험 캠페인 수정' : '새 체험 캠페인';
  return (
    <PageFrame title={title} crumbs={[...STAFF_CRUMBS, { label: '체험 캠페인 관리', to: '/staff/campaigns' }, { label: title }]}>
      <EditorLayout
        notice={loaderData.notice}
        form={<CampaignForm key={item ? `${item.meta.id}:${item.meta.version}` : 'new'} item={item} products={loaderData.products} errors={actionData?.errors} values={actionData?.values} />}
        panel={<EditorPanel meta={item?.meta ?? null} previewHref={loaderData.previewHref} />}
      />
    </PageFrame>
  );
}
