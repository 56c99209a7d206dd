import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The media module owns `cms_media` (docs/architecture.md, "Data"): only
 * server/platform/media/data.ts queries it; features, the seed and the media route call its
 * functions. This walk fails on any other file of app/ and server/ (migrations and tests aside)
 * that names the table in a query: a Kysely builder call (`selectFrom`, `insertInto`,
 * `updateTable`, `deleteFrom`, a join, …, aliases and lists included) or raw SQL (an `sql`
 * template, `sql.table()`/`sql.raw()`/…). Found with the compiler's parser, so comments and
 * other strings do not count.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OWNER = 'server/platform/media/data.ts';
const TABLE = /\bcms_media\b/;

/** Builder methods whose first argument names a table. */
const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'createTable',
  'alterTable',
  'dropTable',
  'table',
  'on',
]);

/** `sql` helpers that put a name or raw text into a statement. */
const SQL_HELPERS = new Set(['table', 'id', 'ref', 'raw', 'lit', 'val']);

const textOf = (node: ts.Node): string | null => (ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? node.getText() : null);

const isSqlTag = (tag: ts.Expression): boolean => ts.isIdentifier(tag) && tag.text === 'sql';

/** The lines of `source` where it names cms_media in a query. */
export function cmsMediaQueries(fileName: string, source: string): number[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: number[] = [];
  const hit = (node: ts.Node) => lines.push(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag) && TABLE.test(node.template.getText(file))) hit(node);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const first = node.arguments[0];
      const named = (arg: ts.Node | undefined): boolean => {
        if (!arg) return false;
        if (ts.isArrayLiteralExpression(arg)) return arg.elements.some(named);
        const text = textOf(arg);
        return text !== null && TABLE.test(text);
      };
      const onSql = ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'sql';
      if ((TABLE_METHODS.has(name) && named(first)) || (onSql && SQL_HELPERS.has(name) && node.arguments.some(named))) hit(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.(ts|tsx|mts|cts)$/.test(entry.name) || entry.name.endsWith('.d.ts') || /\.test\.tsx?$/.test(entry.name)) return [];
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    return file.startsWith('server/platform/db/migrations/') ? [] : [file];
  });
}

describe('cms_media has one owner: the media module', () => {
  // Reads and parses every module of app/ and server/: 4–7 s on a busy 2-core host.
  it('is queried only in server/platform/media/data.ts', { timeout: 30_000 }, () => {
    const stray = ['app', 'server']
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => file !== OWNER)
      .flatMap((file) => cmsMediaQueries(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(stray, 'call the functions of server/platform/media/data.ts instead').toEqual([]);
  });

  it('finds builder calls, joins, lists and raw SQL; not comments, types or other strings', () => {
    const found = (code: string) => cmsMediaQueries('probe.ts', code);
    expect(found(`await db.selectFrom('cms_media').selectAll().execute();`)).toEqual([1]);
    expect(found(`db.insertInto("cms_media").values(row)`)).toEqual([1]);
    expect(found('db.updateTable(`cms_media`).set({ alt_text: "" })')).toEqual([1]);
    expect(found(`trx.deleteFrom('cms_media as m').where('m.content_key', '=', k)`)).toEqual([1]);
    expect(found(`db.selectFrom('articles').leftJoin('cms_media as media', 'media.content_key', 'articles.thumbnail_key')`)).toEqual([1]);
    expect(found(`db.selectFrom(['cms_media', 'articles'])`)).toEqual([1]);
    expect(found('const rows = await sql`select * from cms_media where content_key = ${key}`.execute(db);')).toEqual([1]);
    expect(found(`sql\`delete from \${sql.table('cms_media')}\``)).toEqual([1, 1]);
    expect(found(`db.selectFrom('cms_media_archive')`)).toEqual([]);
    expect(found(`// db.selectFrom('cms_media')\n/** cms_media content key */\nconst subject = { type: 'cms_media', id };\ntype T = { cms_media: Row };`)).toEqual([]);
  });
});
