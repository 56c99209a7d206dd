import { Link } from 'react-router';
import { ReviewForm } from '#app/features/recruitment/components/ReviewViews';
import { loadReviewForm, saveReviewAction } from '#app/features/recruitment/pages/review.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myproducts-review.request';
import { actionHeadersOnly } from '#app/page-kit/forms.server';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadReviewForm(args);

export const action = (args: Route.ActionArgs) => saveReviewAction(args);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  const { review, order } = loaderData;
  return (
    <RoutePage routeId="review-request">
      {review ? (
        <ReviewForm product={{ name: review.productName, thumbnail: review.productThumbnail, subtitle: `${review.petName} · ${review.createdAt.slice(0, 10).replaceAll('-', '.')} 작성` }} review={review} errors={errors} values={values} />
      ) : order ? (
        <ReviewForm product={{ name: order.product.Name, thumbnail: order.product.ThumbnailImageUrl__c, subtitle: `${order.campaignTitle} · ${order.petName}` }} review={null} errors={errors} values={values} />
      ) : (
        <p className={formStyles.notice}>
          {loaderData.note ?? '리뷰를 쓸 체험을 골라 주세요.'} <Link to={href('review-list')}>리뷰 목록 보기</Link>
        </p>
      )}
    </RoutePage>
  );
}
