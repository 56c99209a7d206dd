import { Form, useNavigation } from 'react-router';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { ErrorSummary } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';

interface Node {
  id: string;
  label: string;
  sortOrder: number;
  version: number;
  description?: string;
}

function NodeForm({ node, parentId, count }: { node: Node | null; parentId: string; count: number }) {
  const busy = useNavigation().state === 'submitting';
  const what = parentId ? '태그' : '카테고리';
  return (
    <div className={kit.row}>
      <Form method="post" className={kit.row} aria-label={node ? `${node.label} 고치기` : `새 ${what}`}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="parentId" value={parentId} />
        {node && <input type="hidden" name="id" value={node.id} />}
        {node && <input type="hidden" name="version" value={node.version} />}
        <label className={kit.inline}>
          {node ? `${what} 이름` : `새 ${what} 이름`}
          <input name="label" defaultValue={node?.label ?? ''} maxLength={40} required />
        </label>
        {!parentId && (
          <label className={kit.inline}>
            설명
            <input name="description" defaultValue={node?.description ?? ''} maxLength={300} />
          </label>
        )}
        <label className={kit.inline}>
          순서
          <input name="sortOrder" type="number" defaultValue={node?.sortOrder ?? 0} />
        </label>
        <button type="submit" className="btn" disabled={busy}>
          {node ? '저장' : '추가'}
        </button>
      </Form>
      {node && (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={node.id} />
          <input type="hidden" name="version" value={node.version} />
          <button type="submit" className={`btn ${kit.danger}`} disabled={busy || count > 0} aria-label={`${node.label} 지우기`} title={count > 0 ? '글이 있어 지울 수 없습니다' : undefined}>
            지우기{count > 0 ? ` (글 ${count}개)` : ''}
          </button>
        </Form>
      )}
    </div>
  );
}

/** The SPEC 9.10 tree: top categories with their tags, each edited in place; a new one at the end of each list. */
export function CategoryTree({
  tree,
  counts,
  errors,
}: {
  tree: (Node & { description: string; tags: Node[] })[];
  counts: Record<string, number>;
  errors?: Record<string, string> | undefined;
}) {
  return (
    <div className={formStyles.form} style={{ maxWidth: 'none' }}>
      <ErrorSummary errors={errors} title="저장하지 못했습니다." />
      {tree.map((c) => (
        <section key={c.id} className={formStyles.fieldset} aria-label={c.label}>
          <h2>{c.label}</h2>
          <NodeForm node={c} parentId="" count={counts[c.id] ?? 0} />
          <h3>태그</h3>
          {c.tags.map((t) => (
            <NodeForm key={`${t.id}:${t.version}`} node={t} parentId={c.id} count={counts[t.id] ?? 0} />
          ))}
          <NodeForm node={null} parentId={c.id} count={0} />
        </section>
      ))}
      <section className={formStyles.fieldset} aria-label="새 카테고리">
        <h2>새 카테고리</h2>
        <NodeForm node={null} parentId="" count={0} />
      </section>
    </div>
  );
}
