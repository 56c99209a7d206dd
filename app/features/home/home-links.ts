import { parseLinkRef } from '#app/lib/link-ref';

/**
 * The links of a home layout's widgets (buttons, banners, cards, link lists), read and replaced
 * in one walk: the loader collects the picked items (`ref:<kind>:<id>`), resolves them to today's
 * addresses, and renders what guests may follow (docs/decisions/049-home-editor-and-link-picker.md).
 * Pure: the staff editor's live preview uses it with the addresses it knows.
 */

type Widget = Readonly<Record<string, unknown>>;
interface Sections<W> {
  columns: readonly { seedComponents: readonly W[] }[];
}

const hrefOf = (v: unknown): string | null => (typeof v === 'object' && v !== null && typeof (v as { href?: unknown }).href === 'string' ? (v as { href: string }).href : null);

/** Every link value the widgets hold, typed paths and picked items alike. */
export function widgetLinkValues(sections: readonly Sections<Widget>[]): string[] {
  const out: string[] = [];
  for (const s of sections)
    for (const c of s.columns)
      for (const w of c.seedComponents) {
        if (typeof w.href === 'string') out.push(w.href);
        for (const key of ['cta', 'secondary']) {
          const h = hrefOf(w[key]);
          if (h !== null) out.push(h);
        }
        if (Array.isArray(w.links)) for (const l of w.links) if (hrefOf(l) !== null) out.push(hrefOf(l)!);
      }
  return out;
}

/**
 * The address to render for a stored value: a typed path as it is, a picked item's address from
 * `resolved`, or null when the item is gone or not public (no link is shown).
 */
export function renderedHref(value: string, resolved: ReadonlyMap<string, string | null>): string | null {
  if (parseLinkRef(value) === null) return value;
  return resolved.get(value) ?? null;
}

/**
 * The sections with picked items turned into addresses. A button or a list link whose item is
 * gone is left out; a banner or card keeps its picture and text, unlinked (`href: ''`).
 */
export function withRenderedLinks<W extends Widget, S extends Sections<W>>(sections: readonly S[], resolved: ReadonlyMap<string, string | null>): S[] {
  const button = (v: unknown) => {
    const h = hrefOf(v);
    if (h === null) return v;
    const to = renderedHref(h, resolved);
    return to === null ? undefined : { ...(v as object), href: to };
  };
  return sections.map((s) => ({
    ...s,
    columns: s.columns.map((c) => ({
      ...c,
      seedComponents: c.seedComponents.map((w) => {
        const next: Record<string, unknown> = { ...w };
        if (typeof w.href === 'string') next.href = renderedHref(w.href, resolved) ?? '';
        for (const key of ['cta', 'secondary']) {
          if (w[key] === undefined) continue;
          const b = button(w[key]);
          if (b === undefined) delete next[key];
          else next[key] = b;
        }
        if (Array.isArray(w.links)) next.links = w.links.map(button).filter((l) => l !== undefined);
        return next as W;
      }),
    })),
  }));
}
