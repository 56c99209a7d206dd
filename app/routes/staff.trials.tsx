import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { BulkDrawResult, OrderStatusCounts, StaffOrderFilters, staffOrdersHref, StaffOrderTable } from '#app/features/recruitment/components/StaffOrderViews';
import staffStyles from '#app/features/recruitment/components/StaffRecruitment.module.css';
import { bulkDrawAction, loadStaffOrders } from '#app/features/recruitment/pages/staff.server';
import { STAFF_ORDERS_PER_PAGE } from '#app/features/recruitment/form-options';
import { formatDate, formatNumber } from '#app/lib/format';
import { Paginator } from '#app/ui/paginator/Paginator';
import { Link } from 'react-router';
import { staffHref } from '#app/config/staff-href';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { DrawRecordFacts } from '#app/features/recruitment/components/TrialCampaignViews';
import type { Route } from './+types/staff.trials';

export const meta: Route.MetaFunction = () => staffMeta('staff-trials');

export const loader = (args: Route.LoaderArgs) => loadStaffOrders(args);
export const action = (args: Route.ActionArgs) => bulkDrawAction(args);

export default function StaffTrials({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, counts, page, campaigns, filters, draw } = loaderData;
  const campaign = campaigns.find((c) => c.id === filters.campaign);
  return (
    <StaffPage routeId="staff-trials" lead="당첨자를 고르고, 발송하고, 배송 완료까지 상태를 바꿉니다. 캠페인을 고르면 모집 마감·추첨·배송 파일 화면으로 갈 수 있습니다. 바꾼 상태는 회원의 신청 상세에 바로 보입니다.">
      <StaffOrderFilters campaigns={campaigns} filters={filters} />
      {campaign && (
        <div className={staffStyles.campaignInfo}>
          <p>
            {campaign.title}: 신청 {formatNumber(campaign.appliedCount)}명 / 모집 {formatNumber(campaign.capacity)}명 · 당첨 발표 {formatDate(campaign.announceAt)} ·{' '}
            <Link to={staffHref('staff-trial-campaign', { id: campaign.id })}>모집 마감·추첨·배송 파일</Link>
          </p>
          {draw ? (
            <details>
              <summary>추첨 기록: {formatSeoulMinute(draw.drawnAt)} {draw.drawnBy}, 당첨 {formatNumber(draw.winnerCount)}명</summary>
              <DrawRecordFacts draw={draw} />
            </details>
          ) : (
            <p>아직 추첨하지 않았습니다.</p>
          )}
        </div>
      )}
      <OrderStatusCounts counts={counts} filters={filters} />
      {actionData && 'result' in actionData && <BulkDrawResult result={actionData.result} />}
      <StaffOrderTable items={items} total={total} errors={actionData?.errors} values={actionData?.values} />
      {total > STAFF_ORDERS_PER_PAGE && <Paginator totalEntries={total} perPage={STAFF_ORDERS_PER_PAGE} page={page} hrefForPage={(p) => staffOrdersHref(filters, p)} label="신청 목록 페이지" />}
    </StaffPage>
  );
}
