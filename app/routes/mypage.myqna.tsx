import { InquiryList } from '#app/features/qna/components/InquiryList';
import { loadMyInquiries } from '#app/features/qna/pages/list.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myqna';

export const loader = (args: Route.LoaderArgs) => loadMyInquiries(args);

export default function MyQna({ loaderData }: Route.ComponentProps) {
  return (
    <RoutePage routeId="myqna" lead="궁금한 점을 남겨 주시면 영양 상담 담당자가 확인하고 답변드려요.">
      {loaderData.notice && (
        <p className={formStyles.success} role="status">
          {loaderData.notice}
        </p>
      )}
      <InquiryList items={loaderData.items} total={loaderData.total} page={loaderData.page} emptyImage={loaderData.emptyImage} />
    </RoutePage>
  );
}
