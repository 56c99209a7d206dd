import { href } from '#app/config/href';

/** Customer centre data as pages and server methods hand it out. */

export const FAQ_CATEGORIES = [
  { id: 'member', label: '회원/로그인' },
  { id: 'trial', label: '무료 체험/쿠폰' },
  { id: 'product', label: '제품/급여' },
  { id: 'health', label: '건강 체크' },
  { id: 'order', label: '구매/매장' },
  { id: 'etc', label: '기타' },
] as const;

export function faqCategoryLabel(id: string): string {
  return FAQ_CATEGORIES.find((c) => c.id === id)?.label ?? '기타';
}

export interface Faq {
  Id: string;
  Category: string;
  CategoryLabel: string;
  Question: string;
  /** Sanitised editor HTML. */
  AnswerHtml: string;
}

export const NEWS_CATEGORIES = ['공지', '이벤트', '안내'] as const;

/** SPEC 3.8 notice/news item. */
export interface NewsSummary {
  Id: string;
  Category: string;
  Title: string;
  Pin__c: number;
  SortOrder__c: number;
  PublishDate__c: string;
}

export interface NewsDetail extends NewsSummary {
  /** Sanitised editor HTML. */
  BodyHtml: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

export const FAQS_PER_PAGE = 10;
export const NEWS_PER_PAGE = 10;

export function newsHref(id: string): string {
  return href('news-details', { id });
}
