import { listBookmarks } from '#app/features/catalogue/bookmarks.server';
import { BOOKMARKS_PER_PAGE, BookmarkList } from '#app/features/catalogue/components/BookmarkList';
import { bookmarkAction } from '#app/features/catalogue/pages.server';
import { requireMember } from '#app/lib/auth.server';
import { normalisePage } from '#app/ui/paginator/paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.bookmark';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const page = normalisePage(new URL(request.url).searchParams.get('page'));
  return listBookmarks(context.services, member.userId, { page, perPage: BOOKMARKS_PER_PAGE });
}

export const action = (args: Route.ActionArgs) => bookmarkAction(args);

export default function MyBookmarks({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="bookmark" lead="마음에 드는 사료를 찜해 두고 천천히 비교해 보세요.">
      <BookmarkList {...loaderData} />
    </RoutePage>
  );
}
