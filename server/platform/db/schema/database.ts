import type { CmsMediaTable } from './cms-media';
import type { MarketingConsentLogTable } from './marketing-consent-log';
import type { MembersTable } from './members';
import type { PageLayoutTable } from './page-layout';
import type { PetsTable } from './pets';
import type { ProductCodesTable, ProductsTable } from './products';
import type { SessionsTable } from './sessions';
import type { SiteConfigTable } from './site-config';
import type { WithdrawalReasonsTable } from './withdrawal-reasons';
import type { BcsResultsTable } from './bcs-results';
import type { HealthLogsTable } from './health-logs';
import type { ProductFinderRunsTable } from './product-finder-runs';
import type { ArticleCategoriesTable, ArticlesTable, ArticleTagsTable } from './articles';
import type { FaqsTable, NewsTable } from './customer-center';
import type { MemberSearchesTable, SearchIndexTable } from './search';
import type { CouponRedemptionsTable, CouponsTable, StoreCampaignProductsTable, StoreCampaignsTable, StoreProductsTable, StoresTable } from './offline-store';
import type {
  ProductReviewsTable,
  RecruitmentPhotosTable,
  RecruitmentStatusLogTable,
  TrialCampaignsTable,
  TrialClaimsTable,
  TrialDrawsTable,
  TrialOrdersTable,
} from './recruitment';
import type { ComponentLogsTable } from './component-logs';
import type { WebVitalsTable } from './web-vitals';
import type { InquiriesTable, InquiryAttachmentsTable, InquiryNotesTable, ReplyTemplatesTable } from './inquiries';
import type { RefererLogsTable, TrackingModuleLogsTable, TrackingVisitorCountsTable, TrackingVisitorDaysTable } from './tracking-logs';
import type { UploadedFilesTable } from './uploaded-files';
import type { BookmarksTable } from './bookmarks';
import type { ProductFeedingRowsTable } from './feeding-guides';
import type { LoginDevicesTable } from './login-devices';
import type { AuditLogTable } from './audit-log';
import type { StaffInvitationsTable, StaffStoresTable } from './staff-invitations';
import type { StaffRecoveryCodesTable, StaffSecondFactorsTable, StaffSignInChallengesTable } from './staff-security';
import type { MailOutboxTable } from './mail-outbox';
import type { PasswordResetsTable } from './password-resets';
import type { EmailChangesTable } from './email-changes';
import type { NotificationSettingsTable, NotificationsTable } from './notifications';
import type { SeedKeysTable } from './seed-keys';
import type { ProductImagesTable } from './product-images';
import type { OutboundClicksTable, ProductPurchaseLinksTable } from './purchase-links';
import type { BrandPagesTable, LegalDocumentsTable, MemberLegalAgreementsTable } from './legal-and-brand';

/** Every table, by name. Columns are snake_case; repositories map them to the spec's field names. */
export interface Database {
  site_config: SiteConfigTable;
  legal_documents: LegalDocumentsTable;
  member_legal_agreements: MemberLegalAgreementsTable;
  brand_pages: BrandPagesTable;
  page_layout: PageLayoutTable;
  members: MembersTable;
  sessions: SessionsTable;
  cms_media: CmsMediaTable;
  marketing_consent_log: MarketingConsentLogTable;
  pets: PetsTable;
  withdrawal_reasons: WithdrawalReasonsTable;
  products: ProductsTable;
  product_codes: ProductCodesTable;
  health_logs: HealthLogsTable;
  bcs_results: BcsResultsTable;
  product_finder_runs: ProductFinderRunsTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  faqs: FaqsTable;
  news: NewsTable;
  search_index: SearchIndexTable;
  member_searches: MemberSearchesTable;
  trial_campaigns: TrialCampaignsTable;
  trial_orders: TrialOrdersTable;
  trial_claims: TrialClaimsTable;
  trial_draws: TrialDrawsTable;
  recruitment_status_log: RecruitmentStatusLogTable;
  product_reviews: ProductReviewsTable;
  recruitment_photos: RecruitmentPhotosTable;
  stores: StoresTable;
  store_products: StoreProductsTable;
  store_campaigns: StoreCampaignsTable;
  store_campaign_products: StoreCampaignProductsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  inquiries: InquiriesTable;
  inquiry_attachments: InquiryAttachmentsTable;
  reply_templates: ReplyTemplatesTable;
  inquiry_notes: InquiryNotesTable;
  uploaded_files: UploadedFilesTable;
  tracking_module_logs: TrackingModuleLogsTable;
  tracking_visitor_days: TrackingVisitorDaysTable;
  tracking_visitor_counts: TrackingVisitorCountsTable;
  referer_logs: RefererLogsTable;
  component_logs: ComponentLogsTable;
  web_vitals: WebVitalsTable;
  bookmarks: BookmarksTable;
  product_feeding_rows: ProductFeedingRowsTable;
  login_devices: LoginDevicesTable;
  audit_log: AuditLogTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  staff_invitations: StaffInvitationsTable;
  staff_stores: StaffStoresTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  seed_keys: SeedKeysTable;
  product_images: ProductImagesTable;
  product_purchase_links: ProductPurchaseLinksTable;
  outbound_clicks: OutboundClicksTable;
}
