import { useEffect } from 'react';
import { data, Form, Link, useRevalidator } from 'react-router';
import { InquiryDetailView } from '#app/features/qna/components/InquiryDetailView';
import { deleteInquiryAction } from '#app/features/qna/inquiry-actions.server';
import { getMyInquiry, markAnswerRead } from '#app/features/qna/inquiries.server';
import { requireMember } from '#app/lib/auth.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myqna.detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  // Without an id there is nothing to show yet: the page points to the list (an unknown id is a 404).
  if (!id) return { inquiry: null, notice: null, justRead: false };
  const inquiry = await getMyInquiry(context.services, member.userId, id);
  if (!inquiry) throw data('문의를 찾을 수 없습니다.', { status: 404 });
  // Opening the answer is what "read" means: the notices in the header and my-page go away.
  if (inquiry.isNewAnswer) await markAnswerRead(context.services, member.userId, inquiry.id);
  const notice = url.searchParams.has('created')
    ? '문의가 등록되었습니다. 답변이 등록되면 알려 드릴게요.'
    : url.searchParams.has('updated')
      ? '문의를 수정했습니다.'
      : url.searchParams.has('locked')
        ? '답변이 등록된 문의는 수정할 수 없어요. 더 궁금한 점은 새 문의로 남겨 주세요.'
        : null;
  return { inquiry, notice, justRead: inquiry.isNewAnswer };
}

export const action = (args: Route.ActionArgs) => deleteInquiryAction(args);

export default function MyQnaDetail({ loaderData }: Route.ComponentProps) {
  const { inquiry, notice, justRead } = loaderData;
  const revalidator = useRevalidator();
  // The header's answer count was read alongside this page; ask again now that the answer is read.
  useEffect(() => {
    if (justRead) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newly read answer
  }, [justRead, inquiry?.id]);
  if (!inquiry) {
    return (
      <RoutePage routeId="myqna-detail">
        <p>보실 문의를 목록에서 선택해 주세요.</p>
        <p>
          <Link className="btn" to="/mypage/myqna">
            1:1 문의 목록 보기
          </Link>
        </p>
      </RoutePage>
    );
  }
  return (
    <RoutePage routeId="myqna-detail">
      {notice && (
        <p className={formStyles.success} role="status">
          {notice}
        </p>
      )}
      <InquiryDetailView
        inquiry={inquiry}
        actions={
          <>
            <Link className="btn btn--ghost" to="/mypage/myqna">
              목록으로
            </Link>
            {inquiry.status === 'waiting' && (
              <Link className="btn btn--ghost" to={`/mypage/my-qna-form?id=${encodeURIComponent(inquiry.id)}`}>
                수정하기
              </Link>
            )}
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm('이 문의를 삭제할까요? 삭제한 문의와 첨부파일은 되돌릴 수 없어요.')) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={inquiry.id} />
              <button type="submit" className="btn btn--ghost">
                삭제하기
              </button>
            </Form>
          </>
        }
      />
    </RoutePage>
  );
}
