import { Link } from 'react-router';
import { TrialOrderForm } from '#app/features/recruitment/components/TrialOrderForm';
import { loadOrderForm, orderAction } from '#app/features/recruitment/pages/order.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/recruitment.order';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadOrderForm(args);

export const action = (args: Route.ActionArgs) => orderAction(args);

export default function RecruitmentOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, defaults } = loaderData;
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <RoutePage routeId="recruitment-order">
      {!campaign || !defaults ? (
        <p className={formStyles.notice}>
          신청할 체험을 먼저 골라 주세요. <Link to={href('recruitment')}>진행 중인 체험 보기</Link>
        </p>
      ) : loaderData.existingOrderId ? (
        <p className={formStyles.notice}>
          이미 신청하신 체험이에요. <Link to={href('order-detail', { id: loaderData.existingOrderId })}>신청 내역 보기</Link>
        </p>
      ) : campaign.phase !== 'open' || campaign.remaining === 0 ? (
        <p className={formStyles.notice}>
          {campaign.phase === 'upcoming' ? '아직 신청 기간이 아니에요.' : campaign.phase === 'closed' ? '신청 기간이 끝났어요.' : '모집 인원이 다 찼어요.'} <Link to={href('recruitment')}>다른 체험 보기</Link>
        </p>
      ) : (
        <TrialOrderForm campaign={campaign} pets={loaderData.pets} defaults={defaults} postcodeScriptUrl={loaderData.postcodeScriptUrl} emailNotices={loaderData.emailNotices} errors={errors} values={values} />
      )}
    </RoutePage>
  );
}
