import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { CopyLink, StoreChecks } from '#app/features/staff/components/CopyLink';
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

type Issued = NonNullable<Extract<Route.ComponentProps['actionData'], { issued: unknown }>['issued']>;

const ISSUED_TEXT: Record<Issued['what'], string> = {
  invite: '초대했습니다.',
  renew: '새 초대 링크를 만들었습니다. 전에 보낸 링크는 더 쓸 수 없습니다.',
  resend: '새 링크로 초대 메일을 다시 보냈습니다. 전에 보낸 링크는 더 쓸 수 없습니다.',
};

/**
 * Staff accounts (admins): invite by e-mail (a store clerk with their stores), change a role,
 * disable or enable an account, reset a lost second factor; pending invitations show their role,
 * stores, inviter and expiry, and can be renewed to copy, mailed again or revoked.
 */
export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, invitations, roles, stores, selfId, notice } = loaderData;
  const latest = actionData && 'issued' in actionData ? actionData.issued : null;
  // Every link made on this visit stays on screen (several invitations at once), newest first;
  // only the token's hash is stored, so a link is shown when it is made (docs/decisions/048-store-clerks-and-invitation-links.md).
  const [kept, setKept] = useState<Issued[]>([]);
  useEffect(() => {
    if (latest) setKept((prev) => [latest, ...prev.filter((p) => p.id !== latest.id)]);
  }, [latest]);
  const pendingIds = new Set(invitations.map((i) => i.id));
  const issued = (latest ? [latest, ...kept.filter((k) => k.id !== latest.id)] : kept).filter((k) => pendingIds.has(k.id));
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
        {issued.length > 0 && (
          <div role="status" className={formStyles.notice} data-testid="issued-links">
            {issued.map((i) => (
              <div key={i.id} className={staffStyles.invitation}>
                <p>
                  {i.what === 'invite' && i.roleLabel ? `${i.email}님을 ${withParticle(i.roleLabel, '으로/로')} ${ISSUED_TEXT.invite}` : `${i.email}: ${ISSUED_TEXT[i.what]}`} 링크는 {i.expiresAt}까지 한 번만 쓸 수
                  있습니다.
                </p>
                <p>{i.mailed ? '초대 메일을 보냈습니다. 필요하면 아래 링크를 복사해 직접 전해도 됩니다.' : '메일 발송이 설정되지 않았습니다. 아래 링크를 복사해 초대한 분께 직접 전해 주세요.'}</p>
                <CopyLink label={`${i.email} 초대 링크`} link={i.link} />
              </div>
            ))}
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
          <StoreChecks stores={stores} label="매장 직원이면 일할 매장 고르기" />
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
              <li key={i.id} className={staffStyles.invitation} data-testid="pending-invitation">
                <p>
                  <strong>{i.email}</strong> · {i.roleLabel}
                  {i.storeNames.length > 0 && ` (${i.storeNames.join(', ')})`}
                </p>
                <p>
                  초대한 사람 {i.invitedByName || '알 수 없음'} · {i.expiresAt}까지 (한국 시간)
                </p>
                <div className={staffStyles.inline}>
                  <Form method="post" className={staffStyles.inline}>
                    <input type="hidden" name="invitationId" value={i.id} />
                    <button type="submit" name="intent" value="renew" className="btn btn--ghost" aria-label={`${i.email} 새 링크 복사`}>
                      새 링크 복사
                    </button>
                    <button type="submit" name="intent" value="resend" className="btn btn--ghost" aria-label={`${i.email} 초대 메일 다시 보내기`}>
                      메일 다시 보내기
                    </button>
                    <button type="submit" name="intent" value="revoke" className="btn btn--ghost" aria-label={`${i.email} 초대 취소`}>
                      초대 취소
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <p className={formStyles.hint}>링크는 보안을 위해 다시 보여 줄 수 없습니다. ‘새 링크 복사’나 ‘메일 다시 보내기’를 누르면 새 링크와 새 만료 시각이 생기고, 전에 보낸 링크는 바로 못 쓰게 됩니다.</p>
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
                      {a.stores.length > 0 && <span>매장: {a.stores.map((st) => st.name).join(', ')}</span>}
                      <StoreChecks stores={stores} chosen={a.stores.map((st) => st.id)} label={`${a.name}님의 매장(매장 직원)`} />
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
