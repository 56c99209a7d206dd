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
};
