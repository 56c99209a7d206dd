import type { Generated, Selectable } from 'kysely';

export interface FaqsTable {
  id: string;
  category: string;
  question: string;
  /** Editor HTML, sanitised on write and on read. */
  answer_html: string;
  sort_order: number;
  is_published: number;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** SPEC 3.8 notice/news item: Pin__c = pin, SortOrder__c = sort_order, PublishDate__c = publish_date. */
export interface NewsTable {
  id: string;
  category: string;
  title: string;
  body_html: string;
  pin: number;
  sort_order: number;
  publish_date: string;
  is_published: number;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type FaqRow = Selectable<FaqsTable>;
export type NewsRow = Selectable<NewsTable>;
