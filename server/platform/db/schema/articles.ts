import type { Generated } from 'kysely';

/** SPEC 9.10: level-1 rows (parent_id null) are the top categories, level-2 rows their tags. */
export interface ArticleCategoriesTable {
  id: string;
  parent_id: string | null;
  label: string;
  description: string;
  sort_order: number;
  version: Generated<number>;
}

export type ArticleSpecies = 'Dog' | 'Cat' | 'All';

/** Health articles as CMS content items (SPEC 3.8): content key, blocks of body content. */
export interface ArticlesTable {
  id: string;
  content_key: string;
  category_id: string;
  species: ArticleSpecies;
  title: string;
  summary: string;
  /** cms_media content key of the banner image. */
  thumbnail_key: string;
  /** JSON ArticleBlock[] (html | media | video). */
  body_json: string;
  /** Internal product codes (SPEC 9.8), comma-separated: the related products. */
  product_codes: string;
  author: string;
  reviewer: string | null;
  reading_minutes: number;
  is_published: number;
  publish_date: string;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ArticleTagsTable {
  article_id: string;
  tag_id: string;
}
