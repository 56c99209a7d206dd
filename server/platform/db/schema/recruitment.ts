import type { Generated, Selectable } from 'kysely';

/** Free-trial tables (docs/decisions/025-recruitment-statuses.md). */

export type CampaignSpecies = 'dog' | 'cat' | 'all';
export type OrderStatus = 'applied' | 'selected' | 'not_selected' | 'preparing' | 'shipping' | 'delivered' | 'cancelled';
export type ClaimKind = 'return' | 'refund';
export type ClaimStatus = 'requested' | 'in_progress' | 'completed' | 'rejected' | 'cancelled';

export interface TrialCampaignsTable {
  id: string;
  title: string;
  summary: string;
  description: string;
  product_id: string;
  species: CampaignSpecies;
  capacity: number;
  applied_count: number;
  starts_at: string;
  ends_at: string;
  announce_at: string;
  sort_order: number;
  created_at: string;
  /** When members who asked were told the campaign opened (null: not yet). */
  opening_notified_at: string | null;
  is_published: Generated<number>;
  updated_at: string | null;
  /** Back-office content kit: when it goes live (null: since it was created), soft delete, optimistic version. */
  publish_at: string | null;
  deleted_at: string | null;
  version: Generated<number>;
}

export interface TrialOrdersTable {
  id: string;
  campaign_id: string;
  member_id: string;
  pet_id: string | null;
  pet_name: string;
  pet_species: 'dog' | 'cat';
  recipient_name: string;
  mobile: string;
  postcode: string;
  road_address: string;
  jibun_address: string;
  extra_address: string;
  address_detail: string;
  delivery_request: string;
  status: OrderStatus;
  courier: string | null;
  tracking_number: string | null;
  agreed_at: string;
  created_at: string;
  updated_at: string;
  /** When the member was told the draw result (on the announce date; null: not yet). */
  result_notified_at: string | null;
}
export type TrialOrderRow = Selectable<TrialOrdersTable>;

export interface TrialClaimsTable {
  id: string;
  kind: ClaimKind;
  order_id: string;
  member_id: string;
  reason: string;
  detail: string;
  amount: number | null;
  bank_name: string | null;
  account_number: string | null;
  account_holder: string | null;
  status: ClaimStatus;
  /** `{kind}:{order id}` while the claim is live, null once cancelled (unique). */
  open_key: string | null;
  created_at: string;
  updated_at: string;
}
export type TrialClaimRow = Selectable<TrialClaimsTable>;

export interface RecruitmentStatusLogTable {
  id: string;
  subject: 'order' | 'claim';
  subject_id: string;
  status: string;
  note: string;
  created_at: string;
  /** The staff member who made the move; null for the member's own steps. */
  actor_id: string | null;
}

/** A campaign's draw (one per campaign): who, when, how many, the seed and the ids, to run it again. */
export interface TrialDrawsTable {
  campaign_id: string;
  seed: string;
  winners_wanted: number;
  eligible_count: number;
  excluded_count: number;
  /** 'exclude' or 'include': what the staff chose for applications sharing a phone or address. */
  duplicates: string;
  /** JSON array of the application ids in the draw. */
  eligible_ids: string;
  /** JSON array of the winning application ids, in the order they were drawn. */
  winner_ids: string;
  actor_id: string | null;
  drawn_at: string;
}

export interface ProductReviewsTable {
  id: string;
  member_id: string;
  order_id: string;
  product_id: string;
  rating: number;
  body: string;
  pet_name: string;
  pet_species: 'dog' | 'cat';
  created_at: string;
  updated_at: string;
  /** Review moderation (issue 15 item 8): hidden from the product page while set. */
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
}

export type PhotoSubject = 'return' | 'refund' | 'review';

export interface RecruitmentPhotosTable {
  id: string;
  member_id: string;
  subject: PhotoSubject;
  subject_id: string;
  storage_key: string;
  content_type: string;
  sort_order: number;
  created_at: string;
}
