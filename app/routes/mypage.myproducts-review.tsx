import { ReviewList } from '#app/features/recruitment/components/ReviewViews';
import { deleteReviewAction, loadReviewList } from '#app/features/recruitment/review-pages.server';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myproducts-review';
import { readForm } from '#app/lib/forms.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return loadReviewList(context.services, member, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request);
  return deleteReviewAction(context.services, member, await readForm(request));
}

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="review-list" lead="체험한 사료의 후기를 남겨 주세요. 다른 보호자에게 큰 도움이 돼요.">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      <ReviewList reviews={loaderData.reviews} pending={loaderData.pending} />
    </RoutePage>
  );
}
