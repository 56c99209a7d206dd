/**
 * Links that leave the site through a counting redirect (issue 25 item 2, the purchase links):
 * the page marks them with OUTBOUND_LINK_ATTRIBUTE, and the tracking script, when it is on the
 * page, adds the browser's visitor UUID (SPEC 4.8) to the address as it is followed, so the
 * server can attribute the click. Without the script the link works the same, unattributed by
 * UUID.
 */
export const OUTBOUND_LINK_ATTRIBUTE = 'data-outbound';

/** The query parameter that carries the visitor's UUID. */
export const VISITOR_PARAM = 'uuid';
