import { BookmarkList } from '#app/features/catalogue/components/BookmarkList';
import { bookmarkAction, loadMyBookmarks } from '#app/features/catalogue/pages/catalogue.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.bookmark';

export const loader = (args: Route.LoaderArgs) => loadMyBookmarks(args);
export const action = (args: Route.ActionArgs) => bookmarkAction(args);

export default function MyBookmarks({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bookmark" lead="마음에 드는 사료를 찜해 두고 천천히 비교해 보세요.">
      <BookmarkList {...loaderData} />
    </RoutePage>
  );
}
