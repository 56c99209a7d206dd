import { CampaignList } from '#app/features/recruitment/components/CampaignList';
import { followTrialOpeningsAction, loadCampaigns } from '#app/features/recruitment/pages/member.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/recruitment';

export const loader = (args: Route.LoaderArgs) => loadCampaigns(args);
export const action = (args: Route.ActionArgs) => followTrialOpeningsAction(args);

export default function Recruitment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="recruitment" lead="우리 아이에게 맞는 사료, 먼저 먹여 보고 결정하세요. 체험팩은 무료로 보내 드려요.">
      <CampaignList current={loaderData.current} past={loaderData.past} following={loaderData.following} heldPlus1Href={loaderData.plus1Href} justChanged={actionData !== undefined && 'following' in actionData} />
    </RoutePage>
  );
}
