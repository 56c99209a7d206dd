import { z } from 'zod';

/**
 * The whole configuration, read from the environment once at start-up and validated, so a bad
 * value stops the server with a clear message instead of failing later on a request.
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Metrics (Prometheus text) on a port of their own, never the public one: e.g. 9464; unset = none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address that port listens on: keep it private (127.0.0.1, or the pod's address for a scraper). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Or: /metrics on the public port, only with `Authorization: Bearer <this>` (at least 32 characters). */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, { message: 'must be at least 32 characters' })
    .transform((v) => (v === '' ? undefined : v)),
  /** false: nothing is recorded (every metric stays at zero): for measuring what recording costs. */
  METRICS_RECORDING: bool.default(true),
  /** Public origin behind a proxy (https://… turns on Secure cookies and HSTS). */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Behind a proxy: believe the X-Forwarded-* values it appends (docs/security.md). */
  TRUST_PROXY: bool,
  /** How many proxies in front of the app append to X-Forwarded-For (the client is that many from the right). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  DATABASE_URL: z
    .string()
    .default('file:./data/site.db')
    .refine((v) => v.startsWith('file:') || v.startsWith('postgres://') || v.startsWith('postgresql://'), {
      message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    }),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: the longest a statement may run (the client gives up 300 ms later, e.g. on a network hang). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(1500),
  /** PostgreSQL: the longest wait for a pooled connection, connecting included. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(1500),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.startsWith('redis://') || v.startsWith('rediss://'), {
      message: 'must start with redis:// or rediss://',
    })
    .transform((v) => (v === '' ? undefined : v)),
  /** Prefix of every Redis key (several sites, or test runs, can share one Redis). */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]*$/).default(''),
  /** The longest wait for any Redis command (connecting: twice this, at least 1 s). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).default(500),
  /** On SIGTERM: how long in-flight requests may take to finish before connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Comma-separated hosts of the site itself: referrers from them are not logged (SPEC 5.2), and
   * without PUBLIC_ORIGIN they are the only hosts absolute URLs and cached pages are built for.
   */
  SITE_HOSTS: z
    .string()
    .default('localhost,127.0.0.1')
    .refine((v) => v.split(/[\s,]+/).some((h) => h.trim() !== ''), { message: 'must name at least one host' }),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Rendered HTML of public pages is kept this long for guests (0 turns it off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /** Staff sessions end sooner than members' (issue 14): inactivity and absolute limits. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(8),
  /**
   * Staff roles that must sign in with a second factor (TOTP). admin always must; the default
   * asks it of every role. Comma-separated role names.
   */
  STAFF_TOTP_ROLES: z
    .string()
    .default('admin,editor,support,clerk')
    .transform((v) => [...new Set(['admin', ...v.split(/[\s,]+/).filter((r) => r !== '')])])
    .refine((roles) => roles.every((r) => ['admin', 'editor', 'support', 'clerk'].includes(r)), { message: 'must list only admin, editor, support, clerk' }),
  /** Wrong second-factor codes per staff account per STAFF_TOTP_WINDOW_MINUTES (and per sign-in attempt). */
  STAFF_TOTP_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  STAFF_TOTP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** How long an invitation link to the staff area stays usable. */
  STAFF_INVITATION_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(72),
  /** Kakao sign-in (OAuth 2.0): the button shows only when the REST API key is set. */
  KAKAO_CLIENT_ID: z.string().optional().transform((v) => (v === '' ? undefined : v)),
  KAKAO_CLIENT_SECRET: z.string().optional().transform((v) => (v === '' ? undefined : v)),
  KAKAO_AUTH_URL: z.url().default('https://kauth.kakao.com'),
  KAKAO_API_URL: z.url().default('https://kapi.kakao.com'),
  /** The Daum/Kakao postcode script; replaced by a local stand-in in tests. */
  POSTCODE_SCRIPT_URL: z.url().default('https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js'),
  /** The ad pixel (SPEC 7.4): nothing is loaded unless a pixel track id is set. */
  AD_PIXEL_ID: z.string().optional().transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
  AD_PIXEL_SCRIPT_URL: z.url().default('https://t1.daumcdn.net/kas/static/kp.js'),
  /** Kakao JavaScript key: the share SDK is loaded (and allowed by the CSP) only when it is set. */
  KAKAO_JS_KEY: z.string().optional().transform((v) => (v === '' ? undefined : v)),
  /**
   * Stores near me (issue 25): the Kakao REST API key of the Local API's address search, which
   * finds a store's position when staff save or import it (unset: staff type positions by hand),
   * and the API's address (a local stand-in in tests).
   */
  KAKAO_REST_API_KEY: z.string().optional().transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
  KAKAO_LOCAL_URL: z.url().default('https://dapi.kakao.com'),
  /**
   * The Kakao Maps JavaScript key: the store finder's "지도 보기" shows only when it is set, and
   * the SDK's hosts are allowed by the CSP of the finder's pages only then. The SDK's address is
   * replaced by a local stand-in in tests.
   */
  KAKAO_MAP_JS_KEY: z.string().optional().transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
  KAKAO_MAP_SDK_URL: z.url().default('https://dapi.kakao.com/v2/maps/sdk.js'),
  /** Password guesses per account, counted across all addresses, per LOGIN_ACCOUNT_WINDOW_MINUTES. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** Failed password checks per client address, per LOGIN_IP_WINDOW_MINUTES. */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_IP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  /** Sign-up attempts (valid forms) per client address, per SIGNUP_WINDOW_MINUTES. */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(3),
  SIGNUP_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  /** Password reset requests per client address and per e-mail address, per PASSWORD_RESET_WINDOW_MINUTES. */
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  /** E-mail change requests per member per hour (each sends a confirmation to the new address). */
  EMAIL_CHANGE_MAX_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** The online mall's key for OnlineMallController (coupon check and use); unset, those methods answer 404. */
  ONLINE_MALL_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /** Wrong online-mall keys per client address per minute before 429. */
  ONLINE_MALL_MAX_KEY_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Staff coupon look-ups (find or redeem) per staff account per minute, and misses per hour. */
  COUPON_LOOKUPS_PER_STAFF_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  COUPON_MISSES_PER_STAFF_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Object storage: S3 (or an S3-compatible server) when S3_BUCKET is set, else the local disk (UPLOAD_DIR). */
  S3_BUCKET: z.string().optional().transform((v) => (v === '' ? undefined : v)),
  S3_REGION: z.string().default('ap-northeast-2'),
  /** An S3-compatible endpoint (MinIO, s3rver in tests); unset for AWS itself. */
  S3_ENDPOINT: z.url().optional().or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional().transform((v) => (v === '' ? undefined : v)),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => (v === '' ? undefined : v)),
  S3_FORCE_PATH_STYLE: bool,
  /** The delivery (CDN) domain in front of the bucket's public/ prefix, e.g. https://d1234.cloudfront.net. */
  CDN_BASE_DOMAIN: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => v?.replace(/\/+$/, '')),
  /** Client logging (SPEC 3.12): on/off and the lowest level saved (SPEC 9.6). */
  CLIENT_LOGGING_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  CLIENT_LOG_LEVEL: z.enum(['ERROR', 'WARN', 'INFO', 'DEBUG', 'FINE', 'FINER', 'FINEST']).default('INFO'),
  /** Client log entries accepted per visitor (IP + UUID) per minute, and per IP per minute. */
  CLIENT_LOG_PER_VISITOR_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CLIENT_LOG_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Tracking/referer logs (and claims of them) accepted per visitor (IP + UUID) and per IP, per minute. */
  TRACKING_PER_VISITOR_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRACKING_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Purchase-link clicks counted per visitor (IP + UUID) and per IP, per minute; beyond them the shopper is still sent to the shop, uncounted. */
  PURCHASE_CLICKS_PER_VISITOR_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PURCHASE_CLICKS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Files, and bytes in all, one member may upload per day (every upload path counts). */
  UPLOAD_MAX_FILES_PER_DAY: z.coerce.number().int().min(1).default(50),
  UPLOAD_MAX_BYTES_PER_DAY: z.coerce.number().int().min(1024 * 1024).default(100 * 1024 * 1024),
  /**
   * Outgoing mail (server/platform/mail/): an SMTP server as smtp://user:pass@host:587 (STARTTLS
   * when offered) or smtps://…:465. Unset: the development outbox — nothing leaves the machine and
   * staff read each message at /staff/mail.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || v.startsWith('smtp://') || v.startsWith('smtps://'), { message: 'must start with smtp:// or smtps://' }),
  /** The sender address (a bare address gets the brand name as display name). */
  MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
  /** The longest wait for the SMTP server to connect or answer a command. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** This instance sends from the outbox (turn off on instances that should only serve pages). */
  MAIL_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** How often the worker looks for due messages. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(5000),
  /** Tries before a message is marked failed; the wait doubles from MAIL_RETRY_BASE_MS up to MAIL_RETRY_MAX_MS. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  /** How long a claimed message is one worker's before another may take it (longer than any send). */
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Sent messages stay in the outbox this many days (the staff page), then are purged. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Retention (docs/operations.md "Retention"): days kept of each kind, then deleted by the retention job. */
  /** At least the attribution roll-up's look-back (92 days), so deleting never changes its counts. */
  RETENTION_TRACKING_DAYS: z.coerce.number().int().min(93).default(180),
  RETENTION_CLIENT_LOG_DAYS: z.coerce.number().int().min(1).default(90),
  RETENTION_WEB_VITALS_DAYS: z.coerce.number().int().min(1).default(90),
  /** Days an ended session, or an expired link or token, is kept before it goes. */
  RETENTION_ENDED_DAYS: z.coerce.number().int().min(0).default(7),
  /** How often the retention job runs (first after one interval): small, frequent passes. */
  RETENTION_EVERY_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** Scheduled jobs (trial-result notices on the announce date…) run in this instance. */
  JOBS_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** How often the scheduled jobs run. */
  JOBS_EVERY_MS: z.coerce.number().int().min(10).default(60_000),
  BASE_PATH: z
    .string()
    .default('')
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => v === '' || /^\/[A-Za-z0-9/_-]+$/.test(v), { message: 'must look like /path' }),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.superRefine((env, ctx) => {
    if (env.S3_BUCKET && (env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
  }).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
