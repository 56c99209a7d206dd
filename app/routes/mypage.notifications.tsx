import { NoticeList } from '#app/features/account/components/NoticeList';
import { loadNotices, noticesAction } from '#app/features/account/pages/notifications.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.notifications';

export const loader = (args: Route.LoaderArgs) => loadNotices(args);
export const action = (args: Route.ActionArgs) => noticesAction(args);

export default function MypageNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="notifications" lead="무료 체험, 배송, 반품·환불, 1:1 문의 소식을 모아 보여 드려요. 알림을 누르면 읽음으로 바뀌고 해당 화면으로 가요.">
      <NoticeList notices={loaderData.notices} total={loaderData.total} page={loaderData.page} settings={loaderData.settings} result={actionData} />
    </RoutePage>
  );
}
