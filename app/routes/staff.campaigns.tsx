import { ContentList } from '#app/features/backoffice/components/ContentList';
import { CAMPAIGN_PHASE_LABEL } from '#app/features/recruitment/statuses';
import { loadStaffCampaignList, staffCampaignListAction } from '#app/features/recruitment/campaign-pages.server';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import { formatNumber } from '#app/lib/format';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.campaigns';

export const meta: Route.MetaFunction = () => [{ title: '체험 캠페인 관리 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffCampaignList(args);
export const action = (args: Route.ActionArgs) => staffCampaignListAction(args);

export default function StaffCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  return (
    <PageFrame title="체험 캠페인 관리" crumbs={[...STAFF_CRUMBS, { label: '체험 캠페인 관리' }]} lead="무료 체험 캠페인을 열고 닫습니다. 신청 시작·마감은 정한 시각에 서버를 다시 시작하지 않아도 바뀝니다.">
      <ContentList
        noun="캠페인"
        query={query}
        sorts={loaderData.sorts}
        rows={rows}
        total={total}
        page={page}
        perPage={perPage}
        path="/staff/campaigns"
        titleOf={(r) => r.title}
        subOf={(r) => r.productName}
        columns={[
          { header: '신청 기간', cell: (r) => `${formatSeoulMinute(r.startsAt)} ~ ${formatSeoulMinute(r.endsAt)}` },
          { header: '진행', cell: (r) => CAMPAIGN_PHASE_LABEL[r.phase] },
          { header: '신청/모집', cell: (r) => `${formatNumber(r.applied)} / ${formatNumber(r.capacity)}` },
        ]}
        notice={loaderData.notice}
        errors={actionData?.errors}
      />
    </PageFrame>
  );
}
