import { Form, Link, useNavigation } from 'react-router';
import { InquiryDetailView } from '#app/features/qna/components/InquiryDetailView';
import { STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { answerInquiryAction, loadStaffInquiry } from '#app/features/qna/inquiry-actions.server';
import formStyles from '#app/ui/form/Form.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.inquiries.detail';

export const meta: Route.MetaFunction = () => [{ title: '문의 답변하기 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadStaffInquiry(args);
export const action = (args: Route.ActionArgs) => answerInquiryAction(args);

export default function StaffInquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, saved } = loaderData;
  const errors = actionData?.errors;
  const busy = useNavigation().state === 'submitting';
  return (
    <PageFrame title="문의 답변하기" crumbs={[...STAFF_CRUMBS, { label: '1:1 문의 답변', to: '/staff/inquiries' }, { label: '문의 답변하기' }]}>
      {saved && (
        <p className={formStyles.success} role="status">
          답변을 저장했습니다. 회원에게 새 답변 알림이 표시됩니다.
        </p>
      )}
      <InquiryDetailView
        inquiry={inquiry}
        who={
          <>
            <dt>회원</dt>
            <dd>
              {inquiry.memberName} ({inquiry.memberEmail})
            </dd>
          </>
        }
      />
      <Form method="post" className={staffStyles.answerForm} noValidate>
        <ErrorSummary errors={errors} />
        <label htmlFor="answer" className={formStyles.label}>
          {inquiry.answer ? '답변 고치기' : '답변 쓰기'} <span className={formStyles.required}>(필수)</span>
        </label>
        <textarea
          id="answer"
          name="answer"
          className={formStyles.textarea}
          rows={8}
          maxLength={4000}
          required
          defaultValue={actionData?.values?.answer ?? inquiry.answer ?? ''}
          aria-invalid={errors?.answer ? true : undefined}
          aria-describedby={errors?.answer ? 'answer-error' : undefined}
        />
        {errors?.answer && (
          <p id="answer-error" className={formStyles.error}>
            {errors.answer}
          </p>
        )}
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '저장 중…' : '답변 저장'}
          </button>
          <Link className="btn btn--ghost" to="/staff/inquiries?status=waiting">
            목록으로
          </Link>
        </div>
      </Form>
    </PageFrame>
  );
}
