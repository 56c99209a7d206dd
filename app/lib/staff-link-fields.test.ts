import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RpcMethod } from '#server/adapters/rpc/define';
import { controllers } from '#server/adapters/rpc/registry';
import { type Access, isStaffAccess } from '#server/platform/operations/credentials';
import { defOf, WRAPPER_KINDS } from '../../tests/fixtures/zod-def';
import { staffLink, staffLinkSchemas } from './staff-link';

/**
 * Issue 24 item 2: and every such field is the link picker (app/staff-kit/components/LinkPicker.tsx),
 * which stores a reference to the item (`ref:<kind>:<id>`) or, as the exception, a typed path: a
 * form that renders an input of its own for a link fails the last block below.
 *
 * Back-office attack, item 4: every link staff can write goes through the one schema
 * (`staffLink`, app/lib/staff-link.ts). This walk reads the input of every staff server method
 * and staff operation, and every schema exported by a feature's schema module, and fails on a
 * field named like a link (href, url, link) that is not that schema, so a new form cannot
 * forget it.
 */

const LINK_NAME = /href|url|link/i;

/** Link-named fields that staff never write, each with the reason it needs no staff-link rule. */
const NOT_STAFF_WRITTEN: Record<string, string> = {
  startURL: 'a return path members and guests bring to login and sign-up; safeReturnPath judges it where it is used',
  CurrentPageUrl__c: "the visitor's own page address, sent by the tracking code; stored through storableUrl, never rendered as a link",
  Referer__c: 'the page that sent the visitor, from the browser; stored through storableUrl, never rendered as a link',
  address: "the browser's page address in a client log entry; stored through storableUrl, never rendered as a link",
};

/**
 * Fields staff write that hold addresses outside the site on purpose, each with the rule that
 * checks them instead (the walk does not look inside them).
 */
const OUTSIDE_ADDRESSES: Record<string, string> = {
  purchaseLinks:
    "a product's shops (issue 25 item 2): checkPurchaseUrl in app/features/catalogue/purchase-links.ts (https, a real host, on the chosen shop's own domains); guests only reach them through the /products/out redirect, by link id",
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(ROOT, 'app/features');

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** The paths of link-named fields of `schema` that are not the shared staff-link schema. */
function strayLinks(schema: z.ZodType, at: string, name: string | null, seen = new Set<z.ZodType>()): string[] {
  if (staffLinkSchemas.has(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: z.ZodType | undefined | null, where: string, field: string | null) => (inner ? strayLinks(inner, where, field, seen) : []);
  if (WRAPPER_KINDS.has(def.type)) return walk(def.innerType, at, name);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {})
        .filter(([key]) => OUTSIDE_ADDRESSES[key] === undefined)
        .flatMap(([key, value]) => walk(value, `${at}.${key}`, key));
    case 'array':
      return walk(def.element, `${at}[]`, name);
    case 'pipe':
      // A transform after the shared schema keeps it the shared schema.
      return def.in && staffLinkSchemas.has(def.in) ? [] : [...walk(def.in, at, name), ...walk(def.out, at, name)];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, at, name));
    case 'intersection':
      return [...walk(def.left, at, name), ...walk(def.right, at, name)];
    case 'record':
      return walk(def.valueType, `${at}{}`, name);
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, i) => walk(item, `${at}[${i}]`, name)), ...walk(def.rest, `${at}[]`, name)];
    case 'lazy':
      return walk(def.getter?.(), at, name);
    case 'transform':
      return [];
    default:
      return name !== null && LINK_NAME.test(name) && NOT_STAFF_WRITTEN[name] === undefined ? [at] : [];
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

interface OperationLike {
  name: string;
  input: z.ZodType;
  access: Access;
  run: unknown;
}
const isOperation = (value: unknown): value is OperationLike =>
  typeof value === 'object' && value !== null && 'run' in value && 'access' in value && 'input' in value && isZod((value as { input: unknown }).input);

/** Every operation the features export, also those grouped in an object (the content kit's state operations). */
async function featureOperations(): Promise<OperationLike[]> {
  const modules = filesUnder(FEATURES).filter((file) => file.endsWith('.server.ts') && /\b(defineOperation|staffOperation|stateOperations)\(/.test(readFileSync(file, 'utf8')));
  const found: OperationLike[] = [];
  for (const file of modules) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (isOperation(value)) found.push(value);
      else if (typeof value === 'object' && value !== null) found.push(...Object.values(value).filter(isOperation));
    }
  }
  return found;
}

/** Every zod schema a feature's schema module exports (schemas parsed inside a transform, like the home layout, are reached here). */
async function exportedSchemas(): Promise<[string, z.ZodType][]> {
  const modules = filesUnder(FEATURES).filter((file) => /(^|[-/])schemas?\.ts$/.test(path.basename(file)) || /-schemas?\.ts$/.test(file));
  const found: [string, z.ZodType][] = [];
  for (const file of modules) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (isZod(value)) found.push([`${path.relative(ROOT, file)}:${name}`, value]);
  }
  return found;
}

describe('every staff-written link uses the one staff-link schema', () => {
  it('finds the link fields it guards (the walk is not empty)', async () => {
    const schemas = Object.fromEntries(await exportedSchemas());
    const ops = await featureOperations();
    expect(ops.find((op) => op.name === 'brand-page.save')?.input).toBeDefined();
    expect(schemas['app/features/home/layout-schema.ts:HomeLayoutSchema']).toBeDefined();
    expect(strayLinks(schemas['app/features/brand/schemas.ts:BrandPageSaveSchema']!, 'brand', null)).toEqual([]);
  });

  it('staff server methods', () => {
    const stray = Object.entries(controllers).flatMap(([className, methods]) =>
      Object.entries(methods as Record<string, RpcMethod>)
        .filter(([, def]) => isStaffAccess(def.access))
        .flatMap(([name, def]) => strayLinks(def.input, `${className}.${name}`, null)),
    );
    expect(stray).toEqual([]);
  });

  it('staff operations', async () => {
    const stray = (await featureOperations()).filter((op) => isStaffAccess(op.access)).flatMap((op) => strayLinks(op.input, op.name, null));
    expect(stray).toEqual([]);
  });

  it("the features' schema modules", async () => {
    const stray = (await exportedSchemas()).flatMap(([name, schema]) => strayLinks(schema, name, null));
    expect(stray).toEqual([]);
  });

  it('would catch a link field that is a plain string, however deep', () => {
    const form = z.object({ title: z.string(), cta: z.object({ href: z.string().optional() }), items: z.array(z.object({ linkUrl: z.string() })), ok: staffLink({ scope: 'site' }).optional() });
    expect(strayLinks(form, 'form', null)).toEqual(['form.cta.href', 'form.items[].linkUrl']);
  });
});

/** The staff forms' own inputs bound to a link (by name, value or label), outside the picker. */
function linkInputs(source: string): string[] {
  const elements = source.match(/<(?:Field|TextField|TextareaField|input|textarea)\b[^>]*?\/?>/gs) ?? [];
  return elements.filter((el) => !/type="hidden"/.test(el) && (/\b(?:name|value|defaultValue)=(?:"[^"]*|\{[^}]*)(?:href|Href|url|Url)/.test(el) || /label=(?:"|\{`)[^"`]*(?:링크|주소) \(\//.test(el)));
}

describe('every staff link field is the link picker (a reference to the item, a typed path only as the exception)', () => {
  const STAFF_UI = [FEATURES, path.join(ROOT, 'app/staff-kit')];

  /** Inputs that name a link but are no staff link field, each with its reason. */
  const NOT_LINK_FIELDS: Record<string, string> = {
    'app/features/catalogue/components/KakaoShareButton.tsx': "a guest's read-only copy of the page address to share, not a field staff fill in",
    'app/staff-kit/components/RichTextEditor.tsx':
      "a link inside an article's text (a toolbar prompt of the rich-text editor); the body's links are judged by staffLinkHref when the HTML is cleaned (server/platform/html/editor-html.ts). Picking items there is still to do",
  };

  it('no staff form renders a link input of its own', () => {
    const files = STAFF_UI.flatMap(filesUnder).filter((file) => file.endsWith('.tsx') && !file.endsWith('LinkPicker.tsx') && NOT_LINK_FIELDS[path.relative(ROOT, file)] === undefined);
    const stray = files.flatMap((file) => linkInputs(readFileSync(file, 'utf8')).map((el) => `${path.relative(ROOT, file)}: ${el.slice(0, 80)}`));
    expect(stray).toEqual([]);
  });

  it('the picker is used by the home editor and the brand page form', () => {
    const users = STAFF_UI.flatMap(filesUnder).filter((file) => file.endsWith('.tsx') && readFileSync(file, 'utf8').includes('<LinkPicker'));
    expect(users.map((file) => path.relative(ROOT, file)).sort()).toEqual(
      expect.arrayContaining(['app/features/brand/components/StaffBrandPageForm.tsx', 'app/features/home/components/editor/BannerFields.tsx', 'app/features/home/components/editor/CtaFields.tsx', 'app/features/home/components/editor/LinkListFields.tsx', 'app/features/home/components/editor/WidgetFields.tsx']),
    );
  });

  it('every staff-link schema takes a picked reference, and refuses a malformed one', () => {
    for (const scope of ['site', 'site-or-https'] as const) {
      expect(staffLink({ scope }).safeParse('ref:trial-campaign:c-1').success).toBe(true);
      expect(staffLink({ scope }).safeParse('ref:nothing:c-1').success).toBe(false);
      expect(staffLink({ scope }).safeParse('ref:product:').success).toBe(false);
    }
  });

  it('would catch a typed link field however it is written', () => {
    expect(linkInputs('<Field label="버튼 링크" name="ctaHref" maxLength={300} />')).toHaveLength(1);
    expect(linkInputs('<TextField label="링크 (/로 시작)" required value={str(widget.href)} onChange={(v) => set(v)} />')).toHaveLength(1);
    expect(linkInputs('<input id={id} value={str(value.linkUrl)} />')).toHaveLength(1);
    expect(linkInputs('<TextField label={`링크 ${i + 1} 주소 (/로 시작)`} value={x} />')).toHaveLength(1);
    expect(linkInputs('<TextField label="버튼 글자" value={str(value.label)} />')).toEqual([]);
    expect(linkInputs('<input type="hidden" name="ctaHref" value={v} />')).toEqual([]);
  });
});
