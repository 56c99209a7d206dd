import { MypageHome } from '#app/features/account/components/MypageHome';
import { loadMypage } from '#app/features/account/pages/mypage.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage';

export const loader = (args: Route.LoaderArgs) => loadMypage(args);

export default function Mypage({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="mypage">
      <MypageHome summary={loaderData.summary} unreadNotices={loaderData.unreadNotices} />
    </RoutePage>
  );
}
