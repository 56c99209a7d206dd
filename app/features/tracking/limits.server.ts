import { defineVisitorLimit } from '#server/platform/auth/limits';

/** Client log entries per visitor and per IP (SPEC 3.11; DESIGN 8). */
export const clientLogEntries = defineVisitorLimit('clog', (env) => ({ perVisitor: env.CLIENT_LOG_PER_VISITOR_PER_MINUTE, perIp: env.CLIENT_LOG_PER_IP_PER_MINUTE, windowS: 60 }));

/** Tracking and referer logs (and claiming them) per visitor and per IP (DESIGN 8). */
export const trackingEntries = defineVisitorLimit('track', (env) => ({ perVisitor: env.TRACKING_PER_VISITOR_PER_MINUTE, perIp: env.TRACKING_PER_IP_PER_MINUTE, windowS: 60 }));

/** Purchase-link clicks counted per visitor and per IP (issue 25 item 2): over the limit the shopper still goes to the shop, the click is not counted. */
export const purchaseClicks = defineVisitorLimit('buyclick', (env) => ({ perVisitor: env.PURCHASE_CLICKS_PER_VISITOR_PER_MINUTE, perIp: env.PURCHASE_CLICKS_PER_IP_PER_MINUTE, windowS: 60 }));
