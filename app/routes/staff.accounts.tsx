import { Form } from 'react-router';
import { loadStaffAccounts, staffAccountsAction } from '#app/features/staff/pages/account.server';
import { StaffPage, staffMeta } from '#app/features/staff/components/StaffPage';
import staffStyles from '#app/features/staff/components/Staff.module.css';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { Route } from './+types/staff.accounts';
import { DataTable } from '#app/ui/table/DataTable';
import { withParticle } from '#app/lib/korean-particles';

export const meta: Route.MetaFunction = () => staffMeta('staff-accounts');

export const loader = (args: Route.LoaderArgs) => loadStaffAccounts(args);
export const action = (args: Route.ActionArgs) => staffAccountsAction(args);

/** Staff accounts (admins): invite by e-mail, change a role, disable or enable an account, reset a lost second factor, revoke an open invitation. */
export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, invitations, roles, selfId, notice } = loaderData;
  const invited = actionData && 'invited' in actionData ? actionData.invited : null;
  const errors = actionData?.errors;
  return (
    <StaffPage routeId="staff-accounts" lead="운영자를 초대하고, 역할을 바꾸고, 계정을 사용 중지하거나 잃어버린 2단계 인증을 초기화합니다. 모든 변경은 감사 기록에 남습니다.">
      {notice && (
        <p role="status" className={formStyles.notice}>
          {notice}
        </p>
      )}
      <section aria-labelledby="invite-title">
        <h2 id="invite-title">운영자 초대</h2>
        <ErrorSummary errors={errors} />
        {invited && (
          <div role="status" className={formStyles.notice}>
            <p>
              {invited.email}님을 {withParticle(invited.roleLabel, '으로/로')} 초대했습니다. 링크는 {invited.expiresAt}까지 한 번만 쓸 수 있습니다.
            </p>
            {invited.link ? (
              <label className={staffStyles.copy}>
                아직 메일 발송이 설정되지 않았습니다. 이 링크를 복사해 초대한 분께 직접 전해 주세요.
                <input type="text" readOnly value={invited.link} onFocus={(e) => e.currentTarget.select()} />
              </label>
            ) : (
              <p>초대 메일을 보냈습니다.</p>
            )}
          </div>
        )}
        <Form method="post" className={formStyles.form}>
          <input type="hidden" name="intent" value="invite" />
          <Field label="이메일" name="email" type="email" required autoComplete="off" error={errors?.email} defaultValue={actionData?.values?.email} />
          <label className={staffStyles.selectField}>
            역할
            <select name="role" defaultValue={actionData?.values?.role ?? 'support'}>
              {roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn">
            초대 링크 만들기
          </button>
        </Form>
      </section>

      {invitations.length > 0 && (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title">수락을 기다리는 초대</h2>
          <ul className={staffStyles.plainList}>
            {invitations.map((i) => (
              <li key={i.id}>
                {i.email} · {i.roleLabel} · {i.expiresAt}까지{' '}
                <Form method="post" className={staffStyles.inline}>
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="invitationId" value={i.id} />
                  <button type="submit" className="btn btn--ghost" aria-label={`${i.email} 초대 취소`}>
                    초대 취소
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title">운영자 목록</h2>
        <DataTable label="운영자 표" wide>
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">역할</th>
              <th scope="col">상태</th>
              <th scope="col">2단계 인증</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id}>
                <td>{a.name}</td>
                <td>{a.email}</td>
                <td>
                  {a.id === selfId ? (
                    a.roleLabel
                  ) : (
                    <Form method="post" className={staffStyles.inline}>
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="memberId" value={a.id} />
                      <select name="role" defaultValue={a.role} aria-label={`${a.name}님의 역할`}>
                        {roles.map((r) => (
                          <option key={r.value} value={r.value}>
                            {r.label}
                          </option>
                        ))}
                      </select>{' '}
                      <button type="submit" className="btn btn--ghost" aria-label={`${a.name}님의 역할 바꾸기`}>
                        바꾸기
                      </button>
                    </Form>
                  )}
                </td>
                <td>{a.suspendedAt ? '사용 중지' : '사용 중'}</td>
                <td>
                  {a.secondFactor ? '등록함' : '미등록'}
                  {a.secondFactor && a.id !== selfId && (
                    <Form method="post" className={staffStyles.inline}>
                      <input type="hidden" name="intent" value="reset-second-factor" />
                      <input type="hidden" name="memberId" value={a.id} />{' '}
                      <button type="submit" className="btn btn--ghost" aria-label={`${a.name}님의 2단계 인증 초기화`}>
                        초기화
                      </button>
                    </Form>
                  )}
                </td>
                <td>
                  {a.id === selfId ? (
                    '내 계정'
                  ) : (
                    <Form method="post" className={staffStyles.inline}>
                      <input type="hidden" name="intent" value={a.suspendedAt ? 'enable' : 'disable'} />
                      <input type="hidden" name="memberId" value={a.id} />
                      <button type="submit" className="btn btn--ghost" aria-label={`${a.name}님 계정 ${a.suspendedAt ? '다시 사용' : '사용 중지'}`}>
                        {a.suspendedAt ? '다시 사용' : '사용 중지'}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </section>
    </StaffPage>
  );
}
