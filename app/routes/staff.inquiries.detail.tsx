import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InquiryDetailView } from '#app/features/qna/components/InquiryDetailView';
import { StaffNav, STAFF_CRUMBS } from '#app/features/staff/components/StaffNav';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { answerInquiry, getInquiryForStaff } from '#app/features/qna/inquiries.server';
import { AnswerSchema } from '#app/features/qna/schemas';
import { requireStaff } from '#app/lib/auth.server';
import { parseForm, readForm } from '#app/lib/forms.server';
import formStyles from '#app/ui/form/Form.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import { PageFrame } from '#app/ui/shell/PageFrame';
import type { Route } from './+types/staff.inquiries.detail';

export const meta: Route.MetaFunction = () => [{ title: '문의 답변하기 | 운영 관리' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const inquiry = await getInquiryForStaff(context.services, url.searchParams.get('id') ?? '');
  if (!inquiry) throw data('문의를 찾을 수 없습니다.', { status: 404 });
  return { inquiry, saved: url.searchParams.has('saved') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const parsed = parseForm(AnswerSchema, await readForm(request));
  if (!parsed.ok) return data({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  if (!(await answerInquiry(context.services, staff.userId, id, parsed.data.answer))) throw data('문의를 찾을 수 없습니다.', { status: 404 });
  return redirect(`/staff/inquiries/detail?id=${encodeURIComponent(id)}&saved=1`);
}

export default function StaffInquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry, saved } = loaderData;
  const errors = actionData?.errors;
  const busy = useNavigation().state === 'submitting';
  return (
    <PageFrame title="문의 답변하기" crumbs={[...STAFF_CRUMBS, { label: '1:1 문의 답변', to: '/staff/inquiries' }, { label: '문의 답변하기' }]}>
      <StaffNav current="/staff/inquiries" />
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
