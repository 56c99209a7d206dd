import { ReviewList } from '#app/features/recruitment/components/ReviewViews';
import { loadMyReviews, myReviewsAction } from '#app/features/recruitment/pages/member.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myproducts-review';

export const loader = (args: Route.LoaderArgs) => loadMyReviews(args);
export const action = (args: Route.ActionArgs) => myReviewsAction(args);

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
