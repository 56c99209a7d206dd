import { Form, useNavigation } from 'react-router';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { ErrorSummary } from '#app/ui/form/Field';
import { Stars } from './Stars';

export interface StaffReviewRow {
  id: string;
  rating: number;
  body: string;
  createdAt: string;
  productName: string;
  memberName: string;
  hidden: { at: string; reason: string } | null;
}

/** Reviews with their state; a hidden one can be shown again, a visible one hidden with a reason the member will read. */
export function ReviewModeration({ rows, errors }: { rows: StaffReviewRow[]; errors?: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <ErrorSummary errors={errors} title="처리하지 못했습니다." />
      {rows.length === 0 ? (
        <p className={kit.empty}>조건에 맞는 리뷰가 없습니다.</p>
      ) : (
        <ul className={kit.rows} style={{ listStyle: 'none', padding: 0 }}>
          {rows.map((r) => (
            <li key={r.id} className={kit.panel}>
              <h2>
                {r.productName} · {r.memberName}
              </h2>
              <p>
                <Stars rating={r.rating} /> · {formatSeoulMinute(r.createdAt)} · {r.hidden ? <span className={`${kit.badge} ${kit.deleted}`}>숨김</span> : <span className={`${kit.badge} ${kit.published}`}>공개</span>}
              </p>
              <p>{r.body}</p>
              {r.hidden ? (
                <Form method="post">
                  <p>숨긴 이유: {r.hidden.reason}</p>
                  <input type="hidden" name="reviewId" value={r.id} />
                  <input type="hidden" name="action" value="show" />
                  <button type="submit" className={`btn ${kit.secondary}`} disabled={busy}>
                    다시 보이기
                  </button>
                </Form>
              ) : (
                <Form method="post" className={kit.row}>
                  <input type="hidden" name="reviewId" value={r.id} />
                  <input type="hidden" name="action" value="hide" />
                  <label className={kit.inline}>
                    숨기는 이유 (회원에게 보임)
                    <input name="reason" maxLength={200} required minLength={5} />
                  </label>
                  <button type="submit" className={`btn ${kit.danger}`} disabled={busy}>
                    숨기기
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
