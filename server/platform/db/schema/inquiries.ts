import type { Generated, Selectable } from 'kysely';

type InquiryStatus = 'waiting' | 'answered';

/** A member's 1:1 inquiry and the staff answer to it. */
export interface InquiriesTable {
  id: string;
  member_id: string;
  /** One of INQUIRY_CATEGORIES (app/features/qna/categories.ts). */
  category: string;
  title: string;
  body: string;
  product_id: string | null;
  /** The member's trial order number, as they typed it. */
  order_no: string | null;
  status: Generated<InquiryStatus>;
  answer: string | null;
  /** The staff member who answered. */
  answered_by: string | null;
  answered_at: string | null;
  /** When the member opened the answer; null while the answer is new to them. */
  answer_read_at: string | null;
  created_at: string;
  updated_at: string;
}

export type InquiryRow = Selectable<InquiriesTable>;

/** A file attached to an inquiry: private, served to its owner and to staff only. */
export interface InquiryAttachmentsTable {
  id: string;
  inquiry_id: string;
  member_id: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  position: number;
  created_at: string;
}

export type InquiryAttachmentRow = Selectable<InquiryAttachmentsTable>;

/** A saved reply support inserts into an answer (자주 쓰는 답변). */
export interface ReplyTemplatesTable {
  id: string;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
  /** The staff member who last saved it. */
  updated_by: string;
}

/** A staff-only note on an inquiry: never shown to the member. */
export interface InquiryNotesTable {
  id: string;
  inquiry_id: string;
  staff_id: string;
  staff_name: string;
  body: string;
  created_at: string;
}
