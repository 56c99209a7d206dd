import { defineAttemptLimit } from '#server/platform/auth/limits';

/** Sign-up attempts per address. */
export const signUpAttempts = defineAttemptLimit('signup_ip', (env) => ({ points: env.SIGNUP_MAX_PER_IP, windowSeconds: env.SIGNUP_WINDOW_MINUTES * 60 }));

/** Wrong second-factor codes per staff account (STAFF_TOTP_MAX_FAILURES per STAFF_TOTP_WINDOW_MINUTES). */
export const secondFactorFailures = defineAttemptLimit('staff_totp', (env) => ({ points: env.STAFF_TOTP_MAX_FAILURES, windowSeconds: env.STAFF_TOTP_WINDOW_MINUTES * 60 }));

/** Password reset requests per address and per e-mail address. */
export const passwordResetsPerIp = defineAttemptLimit('pwreset_ip', (env) => ({ points: env.PASSWORD_RESET_MAX_PER_IP, windowSeconds: env.PASSWORD_RESET_WINDOW_MINUTES * 60 }));
export const passwordResetsPerEmail = defineAttemptLimit('pwreset_email', (env) => ({ points: env.PASSWORD_RESET_MAX_PER_EMAIL, windowSeconds: env.PASSWORD_RESET_WINDOW_MINUTES * 60 }));

/** E-mail change requests per member. */
export const emailChangeRequests = defineAttemptLimit('email_change', (env) => ({ points: env.EMAIL_CHANGE_MAX_PER_HOUR, windowSeconds: 3600 }));
