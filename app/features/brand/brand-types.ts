/**
 * A brand page as stored in brand_pages and shown by BrandContent (issue 15 item 7): /about-us
 * and its four sub-pages, /vdiet and the words of the cat-ageing event page. `{brand}` in any
 * text is replaced with the configured brand name. Browser-safe.
 */
export interface BrandSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Figures shown as a row of big numbers. */
  facts?: { value: string; label: string }[];
  /** A dated list (brand history). */
  timeline?: { year: string; text: string }[];
}

export interface BrandPage {
  routeId: string;
  image: { key: string; alt: string };
  lead: string;
  sections: BrandSection[];
  cta?: { label: string; href: string };
}

/** The pages of /about-us's menu, in order (their routes are in app/config/site-routes.ts). */
export const ABOUT_US_PAGES = ['about-us', 'about-us-our-value', 'about-us-quality', 'about-us-nutrition', 'about-us-sustainability'] as const;

/** Every brand page staff edit: the site route that shows it. */
export const BRAND_PAGE_IDS = [...ABOUT_US_PAGES, 'vdiet', 'cat-ageing-event'] as const;

/** The event page: no picture of its own (the page draws it), no button under it (its buttons are code). */
export const EVENT_PAGE_ID = 'cat-ageing-event';
export type BrandPageId = (typeof BRAND_PAGE_IDS)[number];

export function isBrandPageId(id: string): id is BrandPageId {
  return (BRAND_PAGE_IDS as readonly string[]).includes(id);
}

/** The sections as the editor types them (one text per field); the form sends them as one JSON field, `sectionsJson`. */
export interface SectionDraft {
  heading: string;
  paragraphs: string;
  list: string;
  facts: string;
  timeline: string;
}

/** A stored section as the editor shows it. */
export function sectionDraftOf(s: BrandSection): SectionDraft {
  return {
    heading: s.heading,
    paragraphs: s.paragraphs.join('\n\n'),
    list: (s.list ?? []).join('\n'),
    facts: (s.facts ?? []).map((f) => `${f.value} | ${f.label}`).join('\n'),
    timeline: (s.timeline ?? []).map((t) => `${t.year} | ${t.text}`).join('\n'),
  };
}
