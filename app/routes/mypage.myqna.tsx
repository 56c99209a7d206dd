import { InquiryList } from '#app/features/qna/components/InquiryList';
import { listMyInquiries, staticImageUrl } from '#app/features/qna/inquiries.server';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { normalisePage } from '#app/ui/paginator/paginator';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myqna';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const page = normalisePage(url.searchParams.get('page'));
  const { total, items } = await listMyInquiries(context.services, member.userId, page);
  return {
    total,
    items,
    page,
    unread: items.filter((i) => i.isNewAnswer).length,
    emptyImage: staticImageUrl(context.services, 'qna-empty.svg'),
    notice: url.searchParams.has('deleted') ? '문의를 삭제했습니다.' : null,
  };
}

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
