import { fillPlaceholders, type PlaceholderKey } from '#app/lib/text-placeholders';
import type { ServicePromises } from '#app/lib/service-promises';
import { href } from '#app/config/href';

/**
 * The terms of use and the privacy policy as versioned pages (issue 15 item 7;
 * docs/decisions/044-legal-and-brand-pages.md). Browser-safe: the public pages, the sign-up form and
 * the staff editor's preview share these.
 */
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_LABEL: Record<LegalKind, string> = { terms: '이용약관', privacy: '개인정보처리방침' };
export const LEGAL_PATH: Record<LegalKind, string> = { terms: href('terms'), privacy: href('privacy') };

/** A version as guests and members see it. */
export interface LegalVersionSummary {
  id: string;
  kind: LegalKind;
  number: number;
  title: string;
  effectiveAt: string;
  changeNote: string;
}

export interface LegalDocumentView extends LegalVersionSummary {
  body: string;
}

export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * The body's plain text as blocks: a line starting "## " is a heading, lines starting "- " make a
 * list, other lines a paragraph (a blank line ends one). No HTML is ever read from it.
 */
export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
    if (list.length > 0) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) {
        blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
        paragraph = [];
      }
      list.push(line.slice(2).trim());
    } else {
      if (list.length > 0) {
        blocks.push({ type: 'list', items: list });
        list = [];
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * The names a legal text may quote from the site settings, so the business details are written
 * once (/staff/site): app/lib/text-placeholders.ts, by key or Korean name.
 */
export function fillLegal(text: string, brand: string, promises: ServicePromises | null): string {
  const values: Record<PlaceholderKey, string> = {
    brand,
    company: promises?.companyName ?? brand,
    ceo: promises?.companyCeo ?? '',
    address: promises?.companyAddress ?? '',
    csPhone: promises?.csPhone ?? '',
    csEmail: promises?.csEmail ?? '',
    csHours: promises?.csHours ?? '',
  };
  return fillPlaceholders(text, values);
}

/** The Korean message of a sign-up made on a version that is no longer the one in force. */
export const LEGAL_STALE_MESSAGE: Record<LegalKind, string> = {
  terms: '이용약관이 새 버전으로 바뀌었습니다. 바뀐 약관을 확인하고 다시 동의해 주세요.',
  privacy: '개인정보처리방침이 새 버전으로 바뀌었습니다. 바뀐 내용을 확인하고 다시 동의해 주세요.',
};

export const LEGAL_MISSING_MESSAGE = '이용약관 또는 개인정보처리방침이 아직 게시되지 않아 지금은 가입할 수 없습니다. 고객센터로 문의해 주세요.';
