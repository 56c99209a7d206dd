import { InquiryForm } from '#app/features/qna/components/InquiryForm';
import { inquiryFormAction, loadInquiryForm } from '#app/features/qna/inquiry-actions.server';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myqna.request';
import { actionHeadersOnly } from '#app/page-kit/forms.server';

/** Writing a new inquiry (SPEC 2.1 /mypage/myqna/request). */
export const loader = (args: Route.LoaderArgs) => loadInquiryForm(args, false);

export const action = (args: Route.ActionArgs) => inquiryFormAction(args, false);

/** Retry-After of a refused upload (the daily quota, 429) reaches the document response. */
export const headers = actionHeadersOnly;

export default function MyQnaRequest({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <RoutePage routeId="myqna-request" lead="사료, 배송, 무료 체험, 쿠폰 등 무엇이든 물어보세요.">
      <InquiryForm inquiry={null} products={loaderData.products} prefill={loaderData.prefill} errors={errors} values={values} />
    </RoutePage>
  );
}
