import { Form } from 'react-router';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { ReviewModeration } from '#app/features/recruitment/components/StaffReviewModeration';
import { loadStaffReviews, moderateReviewAction } from '#app/features/recruitment/pages/review-moderation.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import { Paginator } from '#app/ui/paginator/Paginator';
import type { Route } from './+types/staff.reviews';
import { pageHref } from '#app/ui/paginator/paginator';
import { staffHref } from '#app/config/staff-href';
import { formatNumber } from '#app/lib/format';

export const meta: Route.MetaFunction = () => staffMeta('staff-reviews');

export const loader = (args: Route.LoaderArgs) => loadStaffReviews(args);
export const action = (args: Route.ActionArgs) => moderateReviewAction(args);

export default function StaffReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, page, perPage } = loaderData;
  const pageLink = (p: number) => pageHref(staffHref('staff-reviews'), { q: query.q, shown: query.shown === 'all' ? '' : query.shown }, p);
  return (
    <StaffPage routeId="staff-reviews" lead="운영 정책에 맞지 않는 리뷰를 이유와 함께 숨깁니다. 숨긴 리뷰는 상품 페이지에서 바로 사라지고, 작성한 회원은 마이페이지에서 숨겨진 이유를 봅니다.">
      <Form method="get" className={kit.toolbar} role="search" aria-label="리뷰 찾기">
        <div className={kit.filter}>
          <label htmlFor="review-q">검색어 (내용, 상품, 회원)</label>
          <input id="review-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
        </div>
        <div className={kit.filter}>
          <label htmlFor="review-shown">상태</label>
          <select id="review-shown" name="shown" defaultValue={query.shown}>
            <option value="all">전체</option>
            <option value="visible">공개</option>
            <option value="hidden">숨김</option>
          </select>
        </div>
        <button type="submit" className="btn">
          검색
        </button>
      </Form>
      {loaderData.notice && (
        <p className={kit.notice} role="status">
          {loaderData.notice}
        </p>
      )}
      <p className={kit.count}>리뷰 {formatNumber(total)}개</p>
      <ReviewModeration rows={rows} errors={actionData?.errors} />
      {total > perPage && <Paginator totalEntries={total} perPage={perPage} page={page} hrefForPage={pageLink} label="리뷰 목록 페이지" />}
    </StaffPage>
  );
}
