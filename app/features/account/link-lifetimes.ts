/**
 * How long the links the account e-mails carry stay usable: the server enforces them, and the
 * pages and the e-mails say them from here, so the promise and the rule cannot drift apart.
 * Browser-safe (the pages import it).
 */
export const RESET_LINK_MINUTES = 30;
export const EMAIL_CHANGE_HOURS = 24;
