import type { Migration } from 'kysely';
import * as foundation from './20261121T0001-foundation';
import * as accounts from './20261121T0002-accounts';
import * as catalogue from './20261121T0003-catalogue';
import * as health from './20261121T0004-health';
import * as catalogueBookmarks from './20261121T0005-catalogue-bookmarks';
import * as content from './20261121T0006-content';
import * as recruitment from './20261121T0007-recruitment';
import * as qnaTracking from './20261121T0008-qna-tracking';
import * as dropHealthFeedingRows from './20261121T0009-drop-health-feeding-rows';
import * as statusLogActor from './20261121T0010-status-log-actor';
import * as loginDevices from './20261123T0101-login-devices';
import * as bcsUnderweight from './20261123T0501-bcs-underweight';
import * as storeProducts from './20261123T0502-store-products';
import * as trackingRollups from './20261124T0401-tracking-rollups';
import * as searchFulltext from './20261124T0402-search-fulltext';
import * as searchGramsCost from './20261124T0403-search-grams-cost';
import * as mailOutbox from './20261124T0601-mail-outbox';
import * as passwordResets from './20261124T0602-password-resets';
import * as emailChanges from './20261124T0603-email-changes';
import * as notifications from './20261124T0604-notifications';
import * as onlineCoupons from './20261124T0605-online-coupons';
import * as servicePromises from './20261124T0606-service-promises';
import * as staffRoles from './20261124T0701-staff-roles';
import * as auditTrail from './20261124T0702-audit-trail';
import * as staffSecondFactor from './20261124T0703-staff-second-factor';
import * as staffAccounts from './20261124T0704-staff-accounts';
import * as webVitals from './20261124T0801-web-vitals';
import * as contentVersions from './20261124T0901-content-versions';
import * as storeAddress from './20261124T0902-store-address';
import * as productImages from './20261124T0903-product-images';
import * as reviewModeration from './20261124T0904-review-moderation';
import * as homeDraft from './20261125T0101-home-draft';
import * as legalAndBrandPages from './20261125T0201-legal-and-brand-pages';
import * as memberNameInitials from './20261125T0401-member-name-initials';
import * as trialDraws from './20261128T0401-trial-draws';
import * as storeClerks from './20261128T0402-store-clerks';
import * as inquiryRepliesAndNotes from './20261128T0411-inquiry-replies-and-notes';
import * as productPurchaseLinks from './20261128T0701-product-purchase-links';
import * as storeCoordinates from './20261128T0702-store-coordinates';
import * as searchVerification from './20261128T0721-search-verification';

/** Every migration, in order. Add new ones at the end; never rename or edit a released one. */
export const migrations: Record<string, Migration> = {
  '20261121T0001-foundation': foundation,
  '20261121T0002-accounts': accounts,
  '20261121T0003-catalogue': catalogue,
  '20261121T0004-health': health,
  '20261121T0005-catalogue-bookmarks': catalogueBookmarks,
  '20261121T0006-content': content,
  '20261121T0007-recruitment': recruitment,
  '20261121T0008-qna-tracking': qnaTracking,
  '20261121T0009-drop-health-feeding-rows': dropHealthFeedingRows,
  '20261121T0010-status-log-actor': statusLogActor,
  '20261123T0101-login-devices': loginDevices,
  '20261123T0501-bcs-underweight': bcsUnderweight,
  '20261123T0502-store-products': storeProducts,
  '20261124T0401-tracking-rollups': trackingRollups,
  '20261124T0402-search-fulltext': searchFulltext,
  '20261124T0403-search-grams-cost': searchGramsCost,
  '20261124T0601-mail-outbox': mailOutbox,
  '20261124T0602-password-resets': passwordResets,
  '20261124T0603-email-changes': emailChanges,
  '20261124T0604-notifications': notifications,
  '20261124T0605-online-coupons': onlineCoupons,
  '20261124T0606-service-promises': servicePromises,
  '20261124T0701-staff-roles': staffRoles,
  '20261124T0702-audit-trail': auditTrail,
  '20261124T0703-staff-second-factor': staffSecondFactor,
  '20261124T0704-staff-accounts': staffAccounts,
  '20261124T0801-web-vitals': webVitals,
  '20261124T0901-content-versions': contentVersions,
  '20261124T0902-store-address': storeAddress,
  '20261124T0903-product-images': productImages,
  '20261124T0904-review-moderation': reviewModeration,
  '20261125T0101-home-draft': homeDraft,
  '20261125T0201-legal-and-brand-pages': legalAndBrandPages,
  '20261125T0401-member-name-initials': memberNameInitials,
  '20261128T0401-trial-draws': trialDraws,
  '20261128T0402-store-clerks': storeClerks,
  '20261128T0411-inquiry-replies-and-notes': inquiryRepliesAndNotes,
  '20261128T0701-product-purchase-links': productPurchaseLinks,
  '20261128T0702-store-coordinates': storeCoordinates,
  '20261128T0721-search-verification': searchVerification,
};
