import type { ClaimKind, ClaimStatus, CampaignSpecies, OrderStatus } from '#server/platform/db/schema/recruitment';
import type { CampaignPhase } from './statuses';

/** What pages and server methods of the trial area return (no database names leak out). */

export interface CampaignProduct {
  Id: string;
  Name: string;
  ThumbnailImageUrl__c: string;
  Species__c: string;
}

export interface Campaign {
  id: string;
  title: string;
  summary: string;
  description: string;
  species: CampaignSpecies;
  capacity: number;
  remaining: number;
  startsAt: string;
  endsAt: string;
  announceAt: string;
  phase: CampaignPhase;
  product: CampaignProduct;
}

export interface StatusEvent {
  status: string;
  label: string;
  note: string;
  at: string;
  /** Staff pages only: the staff member who made the move. */
  by?: string | undefined;
}

/** A trial order as the member's pages and the staff's both show it: the application and its delivery. */
export interface TrialOrderBase {
  id: string;
  campaignId: string;
  campaignTitle: string;
  petName: string;
  petSpecies: 'dog' | 'cat';
  recipientName: string;
  mobile: string;
  postcode: string;
  roadAddress: string;
  extraAddress: string;
  addressDetail: string;
  deliveryRequest: string;
  status: OrderStatus;
  statusLabel: string;
  courier: string | null;
  trackingNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TrialOrder extends TrialOrderBase {
  product: CampaignProduct;
  announceAt: string;
}

export interface TrialOrderDetail extends TrialOrder {
  history: StatusEvent[];
  openClaims: { kind: ClaimKind; id: string }[];
  reviewId: string | null;
  cancellable: boolean;
}

export interface Claim {
  id: string;
  kind: ClaimKind;
  orderId: string;
  campaignTitle: string;
  productName: string;
  reason: string;
  reasonLabel: string;
  detail: string;
  amount: number | null;
  bankName: string | null;
  /** Only the last 4 digits are ever sent back. */
  accountMasked: string | null;
  accountHolder: string | null;
  status: ClaimStatus;
  statusLabel: string;
  cancellable: boolean;
  photoIds: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ClaimDetail extends Claim {
  history: StatusEvent[];
}

export interface Review {
  id: string;
  orderId: string;
  productId: string;
  productName: string;
  productThumbnail: string;
  rating: number;
  body: string;
  petName: string;
  petSpecies: 'dog' | 'cat';
  photoIds: string[];
  createdAt: string;
  updatedAt: string;
  /** Hidden by staff (issue 15 item 8): the product page does not show it; the member sees why. */
  hidden: { at: string; reason: string } | null;
}

/** A review as the product page shows it to everyone: no member id, a masked name. */
export interface PublicReview {
  id: string;
  rating: number;
  body: string;
  author: string;
  petLabel: string;
  photoIds: string[];
  createdAt: string;
}
