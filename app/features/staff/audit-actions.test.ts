import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProductSaveSchema } from '#app/features/catalogue/schemas';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS, AUDIT_OBJECT_LABELS } from './audit-labels';

/**
 * Issue 24, item 3: no entry of the audit trail reads in English. This walks the source for every
 * place an action can be recorded — staff operations (`defineOperation` with a staff access,
 * `staffOperation`, the home editor's and the media upload's factories, the content kit's
 * `${kind.type}.verb` names for every content kind), the account changes (`action: '…'` given to
 * `recordAccountChange` and friends), direct `insertAuditEntry` calls and the personal-data
 * declarations — and fails when one has no Korean label, so a new action cannot appear untranslated.
 */

const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('+') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = [...sourceFiles(join(ROOT, 'app')), ...sourceFiles(join(ROOT, 'server'))].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** The text of a call's argument list from `start` (an index just after its opening parenthesis) to its closing one. */
function callText(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[') depth += 1;
    else if (c === ')' || c === '}' || c === ']') depth -= 1;
    if (depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

/** The content kinds' type names (`{ type: 'product', table: …, capability: … }`). */
const contentKindTypes = [...new Set(sources.flatMap((s) => [...s.text.matchAll(/\{\s*type:\s*'([\w-]+)',\s*table:\s*'\w+',\s*flag:/g)].map((m) => m[1]!)))];

/** Every action name a staff change can be recorded under, with the file it is written in. */
function recordedActions(): { action: string; path: string }[] {
  const found: { action: string; path: string }[] = [];
  for (const { path, text } of sources) {
    for (const m of text.matchAll(/\b(defineOperation|staffOperation|homeOperation|mediaUploadOperation)(?:<[^(]*>)?\(/g)) {
      if (/function\s*$/.test(text.slice(0, m.index))) continue; // the declaration itself
      const args = callText(text, m.index + m[0].length);
      const staff = m[1] !== 'defineOperation' || /access:\s*'staff:/.test(args);
      if (!staff) continue;
      const literal = /\bname:\s*'([\w.-]+)'/.exec(args) ?? (m[1] === 'homeOperation' || m[1] === 'mediaUploadOperation' ? /^\s*'([\w.-]+)'/.exec(args) : null);
      const template = /\bname:\s*`\$\{kind\.type\}\.([\w-]+)`/.exec(args);
      if (literal) found.push({ action: literal[1]!, path });
      else if (template) for (const type of contentKindTypes) found.push({ action: `${type}.${template[1]}`, path });
      else if (!/^\s*(?:'[\w:-]+',\s*)?\{?\s*(name\b|\.\.\.def)/.test(args)) throw new Error(`${path}: an operation whose name this walk cannot read: ${args.slice(0, 80)}`);
    }
    for (const m of text.matchAll(/\baction:\s*'([a-z][\w-]*\.[\w-]+)'/g)) found.push({ action: m[1]!, path });
  }
  return found;
}

describe('every recorded audit action has a Korean label', () => {
  const actions = recordedActions();

  it('finds the actions of every kind of door (operations, the content kit, account changes, views)', () => {
    const names = new Set(actions.map((a) => a.action));
    for (const known of ['recruitment.moveOrder', 'product.publish', 'home.saveDraft', 'article.uploadImage', 'staff.changePassword', 'staff.acceptInvitation', 'members.view', 'files.deletePublicFile']) {
      expect(names, known).toContain(known);
    }
    expect(contentKindTypes.length).toBeGreaterThanOrEqual(8);
  });

  it('no action lacks its label', () => {
    const missing = [...new Set(actions.filter((a) => AUDIT_ACTION_LABELS[a.action] === undefined).map((a) => `${a.action} (${a.path})`))];
    expect(missing).toEqual([]);
  });

  it('no object type written by an operation lacks its label', () => {
    const types = new Set<string>();
    for (const { text } of sources) for (const m of text.matchAll(/audit\(\{\s*type:\s*'([\w-]+)'/g)) types.add(m[1]!);
    for (const { text } of sources) for (const m of text.matchAll(/subjectOf[^{]*\{\s*type:\s*'([\w-]+)'/g)) types.add(m[1]!);
    for (const type of contentKindTypes) types.add(type);
    expect([...types].filter((t) => AUDIT_OBJECT_LABELS[t] === undefined)).toEqual([]);
  });

  it('no field an audit call names lacks its label', () => {
    const fields = new Set<string>();
    for (const { text } of sources) {
      for (const m of text.matchAll(/\b(audit|recordAccountChange|changedFields)\(/g)) {
        if (/function\s*$/.test(text.slice(0, m.index))) continue;
        const args = callText(text, m.index + m[0].length).replace(/\{\s*(type|by):[^}]*\}/g, '');
        for (const literal of args.matchAll(/\{[^{}]*\}/g)) for (const k of literal[0].matchAll(/[{,]\s*(\w+)\s*(?=[:,}])/g)) fields.add(k[1]!);
      }
    }
    expect(fields.size).toBeGreaterThan(10);
    expect([...fields].filter((f) => AUDIT_FIELD_LABELS[f] === undefined)).toEqual([]);
  });

  it('every field of the product save (recorded whole as its entry) has its label, purchase links included', () => {
    const fields = Object.keys(ProductSaveSchema.shape);
    expect(fields).toContain('purchaseLinks');
    expect(fields.filter((f) => AUDIT_FIELD_LABELS[f] === undefined)).toEqual([]);
  });
});
