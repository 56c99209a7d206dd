import { useEffect } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { InquiryDetailView } from '#app/features/qna/components/InquiryDetailView';
import { deleteInquiryAction } from '#app/features/qna/inquiry-actions.server';
import { loadMyInquiry } from '#app/features/qna/pages/list.server';
import formStyles from '#app/ui/form/Form.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/mypage.myqna.detail';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => loadMyInquiry(args);
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
          <Link className="btn" to={href('myqna')}>
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
            <Link className="btn btn--ghost" to={href('myqna')}>
              목록으로
            </Link>
            {inquiry.status === 'waiting' && (
              <Link className="btn btn--ghost" to={href('my-qna-form', { id: inquiry.id })}>
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
