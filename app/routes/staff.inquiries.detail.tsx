import { Form, Link, useNavigation } from 'react-router';
import { InquiryDetailView } from '#app/features/qna/components/InquiryDetailView';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { answerInquiryAction, loadStaffInquiry } from '#app/features/qna/inquiry-actions.server';
import formStyles from '#app/ui/form/Form.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import type { Route } from './+types/staff.inquiries.detail';
import { href } from '#app/config/href';

export const meta: Route.MetaFunction = () => staffMeta('staff-inquiry-detail');

export const loader = (args: Route.LoaderArgs) => loadStaffInquiry(args);
export const action = (args: Route.ActionArgs) => answerInquiryAction(args);

export default function StaffInquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, saved } = loaderData;
  const errors = actionData?.errors;
  const busy = useNavigation().state === 'submitting';
  return (
    <StaffPage routeId="staff-inquiry-detail">
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
          <Link className="btn btn--ghost" to={href('staff-inquiries', { status: 'waiting' })}>
            목록으로
          </Link>
        </div>
      </Form>
    </StaffPage>
  );
}
