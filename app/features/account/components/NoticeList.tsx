import { Form } from 'react-router';
import { formatSeoulDateTime } from '#app/lib/seoul-time';
import { CheckboxField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { Paginator } from '#app/ui/paginator/Paginator';
import { NOTICES_PER_PAGE } from '../notice-list-size';
import styles from './Notices.module.css';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

export interface NoticeView {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

/** The member's notices (newest first, unread marked) and how they want to be told. */
export function NoticeList({
  notices,
  total,
  page,
  settings,
  result,
}: {
  notices: NoticeView[];
  total: number;
  page: number;
  settings: { email: boolean; trialOpenings: boolean };
  result?: { intent?: string; saved?: boolean; errors?: Record<string, string> } | undefined;
}) {
  const unread = notices.filter((n) => !n.read).length;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.meta}>
          알림 {formatNumber(total)}건{unread > 0 ? ` · 이 페이지에 안 읽은 알림 ${unread}건` : ''}
        </p>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="btn btn--ghost">
              모두 읽음으로 표시
            </button>
          </Form>
        )}
      </div>
      {result?.intent === 'read-all' && result.saved && (
        <p className={formStyles.success} role="status">
          모든 알림을 읽음으로 표시했어요.
        </p>
      )}
      {result?.errors?.form && (
        <p className={formStyles.error} role="alert">
          {result.errors.form}
        </p>
      )}
      {notices.length === 0 ? (
        <p className={formStyles.notice}>아직 받은 알림이 없어요. 무료 체험 신청, 당첨 발표, 배송, 1:1 문의 답변 소식이 여기에 모여요.</p>
      ) : (
        <ul className={styles.list} aria-label="알림 목록">
          {notices.map((n) => (
            <li key={n.id} className={`${styles.item} ${n.read ? '' : styles.unread}`}>
              <Form method="post">
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="id" value={n.id} />
                <button type="submit" className={styles.open}>
                  <span className={styles.title}>
                    {!n.read && <span className={styles.badge}>안 읽음</span>}
                    {n.title}
                  </span>
                  <span className={styles.body}>{n.body}</span>
                  <span className={styles.meta}>{formatSeoulDateTime(n.createdAt)}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {total > NOTICES_PER_PAGE && <Paginator totalEntries={total} perPage={NOTICES_PER_PAGE} page={page} hrefForPage={(p) => href('notifications', { page: p })} label="알림 페이지" />}

      <section className={styles.settings} aria-labelledby="notice-settings">
        <h2 id="notice-settings">알림 받는 방법</h2>
        <p>체험 신청·당첨 발표·배송, 반품·환불 진행, 1:1 문의 답변은 언제나 이 알림함과 화면 위의 종 모양 배지로 알려 드려요. 문자(SMS)와 카카오톡으로는 보내지 않아요.</p>
        <Form method="post" className={formStyles.form}>
          {result?.intent === 'settings' && result.saved && (
            <p className={formStyles.success} role="status">
              알림 받는 방법을 저장했어요.
            </p>
          )}
          <input type="hidden" name="intent" value="settings" />
          <CheckboxField name="email" defaultChecked={settings.email} label="같은 알림을 가입한 이메일로도 받을게요 (서비스 알림, 광고 아님)" />
          <CheckboxField name="trialOpenings" defaultChecked={settings.trialOpenings} label="새 무료 체험이 열리면 알려 주세요" />
          <button type="submit" className="btn">
            저장하기
          </button>
        </Form>
        <p className={styles.meta}>광고·혜택 소식은 따로 ‘마케팅 정보 수신 동의’에서 정해요.</p>
      </section>
    </>
  );
}
