import { InquiryForm } from '#app/features/qna/components/InquiryForm';
import { inquiryFormAction, loadInquiryForm } from '#app/features/qna/inquiry-actions.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.my-qna-form';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

/**
 * The inquiry form (SPEC 2.1 /mypage/my-qna-form): with ?id= it edits an inquiry still waiting
 * for its answer; otherwise it starts a new one, prefilled from ?productId= / ?orderNo= when it
 * is opened from a product or an order.
 */
export const loader = (args: Route.LoaderArgs) => loadInquiryForm(args, true);

export const action = (args: Route.ActionArgs) => inquiryFormAction(args, true);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function MyQnaForm({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  const editing = loaderData.inquiry !== null;
  return (
    <RoutePage routeId="my-qna-form" lead={editing ? '답변이 등록되기 전까지 문의 내용을 고칠 수 있어요.' : '사료, 배송, 무료 체험, 쿠폰 등 무엇이든 물어보세요.'}>
      <InquiryForm inquiry={loaderData.inquiry} products={loaderData.products} prefill={loaderData.prefill} errors={errors} values={values} />
    </RoutePage>
  );
}
