import { href } from '#app/config/href';

/** Health articles as the pages and server methods hand them out (SPEC 3.8 content model). */

type ArticleSpeciesCode = 'Dog' | 'Cat' | 'All';

export interface ArticleTag {
  id: string;
  label: string;
}

/** SPEC 9.10: a top category and its lvl_2 tags. */
export interface ArticleCategory {
  id: string;
  label: string;
  description: string;
  articleCount: number;
  tags: (ArticleTag & { articleCount: number })[];
}

/** SPEC 3.8 content image information: url, isExternal, altText (plus the drawn size). */
export interface ContentImage {
  url: string;
  isExternal: boolean;
  altText: string;
  width: number;
  height: number;
}

/** SPEC 3.8, version-2 content: the media url, the source type "url" and the alt text. */
export interface MediaV2 {
  url: string;
  source: { type: 'url' };
  altText: string;
  width: number;
  height: number;
}

export type ArticleBlock =
  | { type: 'html'; html: string }
  | { type: 'media'; contentKey: string; media: MediaV2; caption?: string }
  | { type: 'video'; videoId: string; title: string; poster: MediaV2 };

export interface ArticleCard {
  Id: string;
  contentKey: string;
  title: string;
  summary: string;
  /** ISO date of publication. */
  publishDate: string;
  species: ArticleSpeciesCode;
  category: ArticleTag;
  tags: ArticleTag[];
  thumbnail: ContentImage;
  readingMinutes: number;
  href: string;
}

export interface ArticleDetail extends ArticleCard {
  /** SPEC 3.8 content item: contentKey and contentNodes (source.url, source.isExternal, altText.value). */
  contentNodes: {
    title: { value: string };
    excerpt: { value: string };
    bannerImage: { source: { url: string; isExternal: boolean }; altText: { value: string } };
  };
  /** Version-2 body: the banner as media, then the blocks in reading order. Editor HTML is sanitised. */
  contentBody: { bannerImage: MediaV2; blocks: ArticleBlock[] };
  author: string;
  reviewer: string | null;
  /** When it was last edited (ISO): the schema.org dateModified. */
  updatedAt: string;
  productCodes: number[];
}

export interface ArticlePage {
  items: ArticleCard[];
  total: number;
  page: number;
  perPage: number;
}

export const ARTICLES_PER_PAGE = 10;

export function articleHref(id: string): string {
  return href('health-article-detail', { id });
}

export function mediaUrl(contentKey: string): string {
  return `/cms/delivery/media/${contentKey}`;
}
