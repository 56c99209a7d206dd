import { Form, Link, useNavigation } from 'react-router';
import type { OrderStatus } from '#server/platform/db/schema/recruitment';
import { staffHref } from '#app/config/staff-href';
import { formatNumber } from '#app/lib/format';
import { formatSeoulMinute } from '#app/lib/seoul-time';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { campaignWorkflow, DrawRecord } from '../data/trial-workflow.server';
import type { TrackingImportResult } from '../pages/trial-workflow.server';
import { ORDER_STATUS_LABEL, ORDER_STEPS } from '../statuses';
import styles from './StaffRecruitment.module.css';
import flow from './TrialWorkflow.module.css';

/** The campaign's draw and shipping page (/staff/trials/campaign): 모집 마감, 추첨, its record, the courier's files. */

type Workflow = NonNullable<Awaited<ReturnType<typeof campaignWorkflow>>>;
type Errors = Record<string, string> | undefined;

const COUNTED: readonly OrderStatus[] = [...ORDER_STEPS.slice(0, 2), 'not_selected', ...ORDER_STEPS.slice(2), 'cancelled'];

export function CampaignFacts({ campaign }: { campaign: Workflow }) {
  return (
    <section className={styles.panel} aria-labelledby="campaign-facts">
      <h2 id="campaign-facts">{campaign.title}</h2>
      <dl className={styles.meta}>
        <dt>체험 제품</dt>
        <dd>{campaign.productName}</dd>
        <dt>신청 기간</dt>
        <dd>
          {formatSeoulMinute(campaign.startsAt)} ~ {formatSeoulMinute(campaign.endsAt)}
        </dd>
        <dt>모집</dt>
        <dd>{campaign.closed ? '모집 마감' : campaign.started ? '모집 중' : '모집 전'}</dd>
        <dt>당첨 발표</dt>
        <dd>{formatSeoulMinute(campaign.announceAt)}</dd>
        <dt>신청 현황</dt>
        <dd>
          {COUNTED.map((s) => `${ORDER_STATUS_LABEL[s]} ${formatNumber(campaign.counts[s])}`).join(' · ')}
        </dd>
      </dl>
      <p>
        <Link to={staffHref('staff-trials', { campaign: campaign.id })}>이 캠페인의 신청 목록 보기</Link>
      </p>
    </section>
  );
}

export function ClosePanel({ campaign }: { campaign: Workflow }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className={styles.panel} aria-labelledby="close-heading">
      <h2 id="close-heading">1. 모집 마감</h2>
      {campaign.closed ? (
        <p>모집이 마감되었습니다 ({formatSeoulMinute(campaign.endsAt)}).</p>
      ) : (
        <Form method="post" aria-label="모집 마감">
          <input type="hidden" name="intent" value="close" />
          <p>
            {campaign.started ? `신청을 받고 있습니다. 마감 예정: ${formatSeoulMinute(campaign.endsAt)}.` : '아직 신청 기간이 시작되지 않았습니다.'} 추첨은 모집이 끝난 뒤에 할 수 있습니다. 지금
            마감하면 더는 신청을 받지 않습니다.
          </p>
          <div className={flow.actions}>
            <button type="submit" className="btn" disabled={busy || !campaign.started}>
              모집 마감
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

export function DrawRecordFacts({ draw }: { draw: DrawRecord }) {
  return (
    <dl className={styles.meta} data-testid="draw-record">
      <dt>추첨한 사람</dt>
      <dd>{draw.drawnBy}</dd>
      <dt>추첨 시각</dt>
      <dd>{formatSeoulMinute(draw.drawnAt)}</dd>
      <dt>추첨 대상</dt>
      <dd>{formatNumber(draw.eligibleCount)}건</dd>
      <dt>중복 신청</dt>
      <dd>{draw.duplicates === 'exclude' ? `먼저 한 신청만 추첨 (${formatNumber(draw.excludedCount)}건 제외)` : '모두 추첨에 포함'}</dd>
      <dt>당첨</dt>
      <dd>
        {formatNumber(draw.winnerCount)}명 (정한 인원 {formatNumber(draw.winnersWanted)}명)
      </dd>
      <dt>난수 시드</dt>
      <dd>
        <code>{draw.seed}</code>
      </dd>
    </dl>
  );
}

export function DrawPanel({ campaign, errors, values }: { campaign: Workflow; errors: Errors; values: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const { draw } = campaign;
  return (
    <section className={styles.panel} aria-labelledby="draw-heading">
      <h2 id="draw-heading">2. 당첨자 추첨</h2>
      {draw ? (
        <>
          <p>추첨을 마쳤습니다. 같은 시드와 같은 추첨 대상으로 다시 추첨하면 같은 당첨자가 나옵니다.</p>
          <DrawRecordFacts draw={draw} />
          <p className={formStyles.hint}>회원은 당첨 발표({formatSeoulMinute(campaign.announceAt)})부터 결과를 보고, 그때 알림을 받습니다.</p>
        </>
      ) : !campaign.closed ? (
        <p>모집이 끝난 뒤에 추첨할 수 있습니다.</p>
      ) : campaign.waiting === 0 ? (
        <p>추첨을 기다리는 신청이 없습니다.</p>
      ) : (
        <>
          <p>
            추첨 대상: 신청완료 {formatNumber(campaign.waiting)}건 (회원 한 명당 신청 한 건). 컴퓨터가 공정하게 무작위로 뽑고, 누가·언제·몇 명을·어떤 시드로 뽑았는지 기록합니다. 추첨은 한
            번만 할 수 있습니다.
          </p>
          <DuplicateGroups groups={campaign.duplicates} />
          <Form method="post" aria-label="당첨자 추첨" className={formStyles.form} noValidate>
            <ErrorSummary errors={errors} />
            <input type="hidden" name="intent" value="draw" />
            <Field label="당첨 인원" name="winners" inputMode="numeric" required defaultValue={values?.winners ?? String(Math.min(campaign.capacity, campaign.waiting))} error={errors?.winners} hint="신청이 이보다 적으면 모두 당첨됩니다." />
            {campaign.duplicates.length > 0 && (
              <fieldset className={flow.radios}>
                <legend>같은 전화번호·주소로 들어온 신청</legend>
                <label>
                  <input type="radio" name="duplicates" value="exclude" defaultChecked={(values?.duplicates ?? 'exclude') === 'exclude'} />
                  가장 먼저 한 신청만 추첨하고 나머지는 제외 (권장: 한 가정에 한 번의 기회)
                </label>
                <label>
                  <input type="radio" name="duplicates" value="include" defaultChecked={values?.duplicates === 'include'} />
                  모두 추첨에 포함
                </label>
              </fieldset>
            )}
            {campaign.duplicates.length === 0 && <input type="hidden" name="duplicates" value="exclude" />}
            <div className={formStyles.actions}>
              <button type="submit" className="btn" disabled={busy}>
                {busy ? '추첨하는 중…' : '추첨하기'}
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

function DuplicateGroups({ groups }: { groups: Workflow['duplicates'] }) {
  if (groups.length === 0) return <p>같은 전화번호나 주소로 들어온 신청은 없습니다.</p>;
  return (
    <table className={flow.cards} data-testid="duplicates">
      <caption>중복 의심 신청 {formatNumber(groups.length)}묶음 (굵은 글씨: 가장 먼저 한 신청)</caption>
      <thead>
        <tr>
          <th scope="col">묶음</th>
          <th scope="col">회원</th>
          <th scope="col">휴대폰</th>
          <th scope="col">주소</th>
          <th scope="col">신청 시각</th>
        </tr>
      </thead>
      <tbody>
        {groups.flatMap((g, i) =>
          g.applications.map((a) => (
            <tr key={a.id} className={a.first ? flow.kept : undefined}>
              <td data-label="묶음">
                {i + 1}. {g.reason}
              </td>
              <td data-label="회원">
                <Link to={staffHref('staff-trial-detail', { id: a.id })}>{a.memberName}</Link>
                {a.recipientName !== a.memberName && ` (받는 분 ${a.recipientName})`}
              </td>
              <td data-label="휴대폰">{a.mobileMasked}</td>
              <td data-label="주소">{a.address}</td>
              <td data-label="신청 시각">{formatSeoulMinute(a.createdAt)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

export function ShippingPanel({ campaign, couriers, maxRows, result, errors }: { campaign: Workflow; couriers: string[]; maxRows: number; result: TrackingImportResult | null; errors: Errors }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className={styles.panel} aria-labelledby="shipping-heading">
      <h2 id="shipping-heading">3. 배송</h2>
      <p>
        보낼 당첨 신청: {formatNumber(campaign.toShip)}건 (당첨 {formatNumber(campaign.counts.selected)}, 배송준비 {formatNumber(campaign.counts.preparing)}). 배송 목록을 내려받아 택배사에
        올리고, 택배사가 준 운송장 번호 파일을 아래에 올리면 배송중으로 바뀌고 회원에게 한 번 알림이 갑니다.
      </p>
      <div className={flow.actions}>
        <a className="btn" href={staffHref('staff-trial-shipping-list', { id: campaign.id, format: 'xlsx' })} download>
          배송 목록 Excel 내려받기
        </a>
        <a className="btn btn--ghost" href={staffHref('staff-trial-shipping-list', { id: campaign.id, format: 'csv' })} download>
          배송 목록 CSV 내려받기
        </a>
      </div>
      <Form method="post" encType="multipart/form-data" className={formStyles.form} aria-label="운송장 번호 올리기">
        <ErrorSummary errors={errors} />
        <input type="hidden" name="intent" value="tracking" />
        <div className={formStyles.field}>
          <label htmlFor="tracking-file" className={formStyles.label}>
            운송장 번호 파일 (.xlsx, .csv) <span className={formStyles.required}>(필수)</span>
          </label>
          <input id="tracking-file" type="file" name="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" required aria-invalid={errors?.file ? true : undefined} aria-describedby="tracking-file-hint" />
          <p id="tracking-file-hint" className={formStyles.hint}>
            첫 줄에 주문번호, 운송장번호 열이 있어야 합니다 (택배사 열은 선택). 한 번에 {formatNumber(maxRows)}줄까지. 문제가 한 줄이라도 있으면 아무것도 반영하지 않고 문제가 있는 줄을
            모두 알려 드립니다.
          </p>
          {errors?.file && <p className={formStyles.error}>{errors.file}</p>}
        </div>
        <div className={formStyles.field}>
          <label htmlFor="tracking-courier" className={formStyles.label}>
            택배사 (파일에 택배사 열이 없을 때)
          </label>
          <select id="tracking-courier" name="courier" defaultValue="">
            <option value="">파일의 택배사 열을 따름</option>
            {couriers.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '확인하는 중…' : '확인하고 반영하기'}
          </button>
        </div>
      </Form>
      {result && <TrackingReport result={result} />}
    </section>
  );
}

function TrackingReport({ result }: { result: TrackingImportResult }) {
  if (result.problems.length === 0)
    return (
      <p className={formStyles.success} role="status" data-testid="tracking-result">
        {result.fileName}: {formatNumber(result.shipped)}건을 배송중으로 바꿨습니다. 회원에게 택배사와 운송장 번호를 알렸습니다.
      </p>
    );
  return (
    <div role="alert" data-testid="tracking-result">
      <p className={formStyles.summaryTitle}>
        {result.fileName}: 문제 {formatNumber(result.problems.length)}건, 아무것도 반영하지 않았습니다. 파일을 고친 뒤 다시 올려 주세요.
      </p>
      <table className={flow.cards}>
        <caption className="visually-hidden">문제가 있는 줄</caption>
        <thead>
          <tr>
            <th scope="col">줄</th>
            <th scope="col">문제</th>
          </tr>
        </thead>
        <tbody>
          {result.problems.map((p, i) => (
            <tr key={i}>
              <td data-label="줄">{p.line === 0 ? '파일' : `${p.line}행`}</td>
              <td data-label="문제">{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
