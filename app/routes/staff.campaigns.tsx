import { ContentList } from '#app/staff-kit/components/ContentList';
import { CAMPAIGN_PHASE_LABEL } from '#app/features/recruitment/statuses';
import { loadStaffCampaignList, staffCampaignListAction } from '#app/features/recruitment/pages/campaign.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { formatNumber } from '#app/lib/format';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import type { Route } from './+types/staff.campaigns';
import { staffHref } from '#app/config/staff-href';

export const meta: Route.MetaFunction = () => staffMeta('staff-campaigns');

export const loader = (args: Route.LoaderArgs) => loadStaffCampaignList(args);
export const action = (args: Route.ActionArgs) => staffCampaignListAction(args);

export default function StaffCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage routeId="staff-campaigns" lead="무료 체험 캠페인을 열고 닫습니다. 신청 시작과 마감은 정한 시각에 저절로 바뀝니다.">
      <ContentList
        list={loaderData}
        noun="캠페인"
        path={staffHref('staff-campaigns')} editPath={staffHref('staff-campaign-edit')}
        titleOf={(r) => r.title}
        subOf={(r) => r.productName}
        columns={[
          { header: '신청 기간', cell: (r) => `${formatSeoulMinute(r.startsAt)} ~ ${formatSeoulMinute(r.endsAt)}` },
          { header: '진행', cell: (r) => CAMPAIGN_PHASE_LABEL[r.phase] },
          { header: '신청/모집', cell: (r) => `${formatNumber(r.applied)} / ${formatNumber(r.capacity)}` },
        ]}
        errors={actionData?.errors}
      />
    </StaffPage>
  );
}
