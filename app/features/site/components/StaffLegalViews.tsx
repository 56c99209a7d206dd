import { placeholderNames } from '#app/lib/text-placeholders';
import { Form, Link, useNavigation } from 'react-router';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { PreviewLink, SidePanel } from '#app/staff-kit/components/EditorParts';
import { withBrand } from '#app/config/site-routes';
import { useBrand } from '#app/ui/shell/use-brand';
import { formatSeoulDate, formatSeoulMinute, isoToSeoulLocal } from '#app/lib/seoul-time';
import { ErrorSummary, Field, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { LegalKind } from '../legal-types';
import { DataTable } from '#app/ui/table/DataTable';
import { staffHref } from '#app/config/staff-href';

type RowState = 'draft' | 'current' | 'coming' | 'past';
const ROW_STATE: Record<RowState, { label: string; className: string }> = {
  draft: { label: '초안 (비공개)', className: 'draft' },
  current: { label: '시행 중', className: 'published' },
  coming: { label: '시행 예정', className: 'scheduled' },
  past: { label: '지난 버전', className: 'deleted' },
};

export interface StaffLegalRow {
  id: string;
  number: number | null;
  title: string;
  effectiveAt: string;
  publishedAt: string | null;
  updatedAt: string;
  changeNote: string;
  state: RowState;
}

/** /staff/legal: both documents, each with its drafts and every published version. */
export function StaffLegalList({ kinds }: { kinds: { kind: LegalKind; label: string; rows: StaffLegalRow[] }[] }) {
  const brand = useBrand();
  return (
    <>
      {kinds.map((k) => (
        <section key={k.kind} aria-labelledby={`legal-${k.kind}`}>
          <div className={kit.head}>
            <h2 id={`legal-${k.kind}`}>{k.label}</h2>
            <Link to={staffHref('staff-legal-edit', { kind: k.kind })} className="btn">
              새 버전 쓰기
            </Link>
          </div>
          {k.rows.length === 0 ? (
            <p className={kit.empty}>아직 쓴 {k.label}이 없습니다. 새 버전을 써서 게시해 주세요.</p>
          ) : (
            <DataTable label={`${k.label} 버전 표`} wide>
              <caption className="visually-hidden">{k.label} 버전</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ width: '5em' }}>판</th>
                  <th scope="col">제목</th>
                  <th scope="col">상태</th>
                  <th scope="col">시행일</th>
                  <th scope="col">게시·수정</th>
                </tr>
              </thead>
              <tbody>
                {k.rows.map((r) => (
                  <tr key={r.id}>
                    <td style={{ whiteSpace: 'nowrap' }}>{r.number === null ? '—' : `제${r.number}판`}</td>
                    <td className={kit.titleCell}>
                      <Link to={staffHref('staff-legal-edit', { id: r.id })}>{withBrand(r.title, brand)}</Link>
                      {r.changeNote && <span className={kit.sub}>{r.changeNote}</span>}
                    </td>
                    <td>
                      <span className={`${kit.badge} ${kit[ROW_STATE[r.state].className]}`}>{ROW_STATE[r.state].label}</span>
                    </td>
                    <td>{formatSeoulMinute(r.effectiveAt)}</td>
                    <td>{r.publishedAt ? `게시 ${formatSeoulMinute(r.publishedAt)}` : `수정 ${formatSeoulMinute(r.updatedAt)}`}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </section>
      ))}
    </>
  );
}

export interface StaffLegalItem {
  id: string;
  kind: LegalKind;
  number: number | null;
  title: string;
  body: string;
  changeNote: string;
  effectiveAt: string;
  publishedAt: string | null;
  version: number;
  updatedAt: string;
}

const BODY_HINT =
  `빈 줄로 문단을 나눕니다. "## "로 시작하는 줄은 조항 제목, "- "로 시작하는 줄은 목록이 됩니다. ${placeholderNames()}는 사이트 설정의 사업자 정보로 바뀝니다.`;

/** A draft's form: title, effective time (Seoul), what changed, the text. */
export function LegalDraftForm({
  kind,
  item,
  base,
  errors,
  values,
}: {
  kind: LegalKind;
  item: StaffLegalItem | null;
  base: { title: string; body: string } | null;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <Form method="post" className={`${formStyles.form} ${kit.editorForm}`} noValidate>
      <ErrorSummary errors={errors} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="kind" value={kind} />
      {item && (
        <>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
        </>
      )}
      <Field label="제목" name="title" required maxLength={100} defaultValue={v('title', item?.title ?? base?.title ?? '')} error={errors?.title} />
      <Field
        label="시행 일시 (한국 시간)"
        name="effectiveAt"
        type="datetime-local"
        required
        defaultValue={v('effectiveAt', item ? isoToSeoulLocal(item.effectiveAt) : '')}
        error={errors?.effectiveAt}
        hint="이 시각부터 새로 가입하는 회원이 이 버전에 동의합니다. 회원에게 불리한 변경은 시행 30일 전, 그 밖의 변경은 7일 전까지 공지해 주세요."
      />
      <Field label="변경 요약" name="changeNote" maxLength={500} defaultValue={v('changeNote', item?.changeNote ?? '')} error={errors?.changeNote} hint="버전 기록에 함께 보입니다. 예: 제5조 회원 탈퇴 절차를 구체적으로 적었습니다." />
      <TextareaField label="본문" name="body" required rows={24} defaultValue={v('body', item?.body ?? base?.body ?? '')} error={errors?.body} hint={BODY_HINT} />
      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '저장하는 중…' : '초안 저장하기'}
        </button>
      </div>
    </Form>
  );
}

function ActionButton({ item, intent, label, className }: { item: StaffLegalItem; intent: string; label: string; className?: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="version" value={item.version} />
      <button type="submit" className={`btn ${className ?? ''}`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** The side panel: the state, the preview as guests will see it, publish or discard a draft. */
export function LegalPanel({ item, previewHref, errors }: { item: StaffLegalItem | null; previewHref: string | null; errors?: Record<string, string> | undefined }) {
  return (
    <SidePanel unsaved={item ? null : { title: '새 버전', text: '초안으로 저장한 뒤 미리보기로 확인하고 게시합니다. 게시한 버전은 고칠 수 없고, 고칠 내용은 다음 버전으로 씁니다.' }}>
      {item && (
        <>
          <dl>
            <dt>상태</dt>
            <dd>{item.number === null ? '초안 (비공개)' : `제${item.number}판 게시됨`}</dd>
            <dt>시행일</dt>
            <dd>{formatSeoulMinute(item.effectiveAt)}</dd>
            {item.publishedAt && (
              <>
                <dt>게시</dt>
                <dd>{formatSeoulMinute(item.publishedAt)}</dd>
              </>
            )}
            <dt>버전</dt>
            <dd>{item.version}</dd>
          </dl>
          {previewHref && <PreviewLink href={previewHref}>{item.number === null ? '방문자 화면으로 미리보기' : '공개 페이지 보기'}</PreviewLink>}
          {item.number === null && (
            <div className={kit.panelActions}>
              {errors?.form && <p className={formStyles.error}>{errors.form}</p>}
              <ActionButton item={item} intent="publish" label={`게시하기 (${formatSeoulDate(item.effectiveAt)} 시행)`} />
              <ActionButton item={item} intent="delete" label="초안 지우기" className={kit.danger} />
            </div>
          )}
        </>
      )}
    </SidePanel>
  );
}
