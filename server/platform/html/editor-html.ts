import sanitizeHtml from 'sanitize-html';
import { staffLinkHref } from '#app/lib/site-link';

/**
 * Editor HTML (articles, FAQ answers, notices) through an allow-list, on the server (DESIGN 8):
 * text structure, links, tables and images from our own CMS media. No scripts, styles, classes,
 * event handlers, frames or foreign images (the CSP would refuse them anyway). Headings start
 * at h2: the page's own title is its only h1.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup',
    'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'figure', 'figcaption', 'img',
    'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnMedia(frame.attribs.src ?? ''),
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      // A link staff wrote follows the rule of every staff link (site-link.ts); one that would
      // leave the site some other way keeps its text and loses its target.
      if (href === undefined || !isAllowedEditorHref(href)) return { tagName, attribs: rest };
      const external = /^https:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...rest, href, rel: 'noopener noreferrer', target: '_blank' } : { ...rest, href },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
};
// Attributes added by the transforms must survive the filter that runs after them.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'] };

/** A page of this site, an https page of another, the page's own anchor, or mail and telephone. */
function isAllowedEditorHref(href: string): boolean {
  return staffLinkHref(href, 'site-or-https') !== null || /^#[\w-]*$/.test(href) || /^(mailto|tel):[^\s\\]+$/i.test(href);
}

/** Only images of our own content store: /cms/delivery/media/{contentKey} (SPEC 2.1), or /img/. */
function isOwnMedia(src: string): boolean {
  return /^\/cms\/delivery\/media\/[A-Za-z0-9_-]{1,64}$/.test(src) || /^\/img\/[A-Za-z0-9/_.-]+$/.test(src);
}

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of editor HTML, for search and summaries (block ends become spaces). */
export function editorHtmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|dt|dd|figcaption|blockquote|tr)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
