import { randomUUID } from 'node:crypto';
import { storableUrl } from '#app/features/tracking/tracking-rules';
import type { BatchInserter } from '#server/platform/db/batch-insert';
import type { DbConn } from '#server/platform/db/database';
import type { Env } from '#server/platform/env';
import type { Services } from '#server/platform/services';
import { DEFAULT_SAVE_METHOD, LOGGING_LEVELS, LOGS_PER_PAGE, type LoggerSettings, type LoggingLevel } from '../levels';
import type { ComponentLogEntryInput } from '../schemas';
import { webVitalOfEntry } from './web-vitals.server';
import { likeContaining } from '#server/platform/db/like';
import { clientLogEntries } from '../limits.server';

/** SPEC 3.12, from the environment (CLIENT_LOGGING_ENABLED, CLIENT_LOG_LEVEL). */
export function loggerSettings(env: Env): LoggerSettings {
  return {
    isEnabled: env.CLIENT_LOGGING_ENABLED,
    userLoggingLevel: { name: env.CLIENT_LOG_LEVEL, ordinal: LOGGING_LEVELS[env.CLIENT_LOG_LEVEL] },
    supportedLoggingLevels: { ...LOGGING_LEVELS },
    // Visitors' consoles stay quiet in production; developers see entries as they are logged.
    isConsoleLoggingEnabled: env.NODE_ENV !== 'production',
    isLightningLoggerEnabled: false,
    defaultSaveMethodName: DEFAULT_SAVE_METHOD,
  };
}

export interface LogSource {
  ip: string;
  uuid: string | undefined;
  memberId: string | null;
}

export interface SaveOutcome {
  saved: number;
  /** Entries refused by the per-visitor limit or below the configured level. */
  skipped: number;
}

const text = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);
const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * Saves entries through the batch inserter, after the per-visitor limit (IP + UUID, and IP
 * alone) and the configured level. Over the limit, entries are dropped, not queued.
 */
export async function saveComponentLogEntries(
  batches: BatchInserter,
  deps: Pick<Services, 'env' | 'limits'>,
  source: LogSource,
  entries: readonly ComponentLogEntryInput[],
  saveMethod: string,
): Promise<SaveOutcome> {
  const settings = loggerSettings(deps.env);
  if (!settings.isEnabled) return { saved: 0, skipped: entries.length };
  const wanted = entries.filter((e) => LOGGING_LEVELS[e.loggingLevel as LoggingLevel] >= settings.userLoggingLevel.ordinal);
  const allowed = wanted.length === 0 ? 0 : (await clientLogEntries(deps).take(source.ip, source.uuid, wanted.length)).allowed;
  const now = new Date().toISOString();
  let saved = 0;
  for (const entry of wanted.slice(0, allowed)) {
    // Core Web Vitals come the same way but are field data, kept apart (web-vitals.server.ts).
    const vital = webVitalOfEntry(entry, now);
    if (vital !== undefined) {
      if (batches.add('web_vitals', vital)) saved++;
      continue;
    }
    if (entry.tags.includes('web-vitals')) continue;
    const details = entry.fieldToValue !== undefined || entry.record !== undefined ? { fieldToValue: entry.fieldToValue ?? null, record: entry.record ?? null } : null;
    const ok = batches.add('component_logs', {
      id: randomUUID(),
      uuid: source.uuid ?? null,
      member_id: source.memberId,
      logging_level: entry.loggingLevel,
      message: entry.message,
      scenario: text(entry.scenario),
      tags: entry.tags.map((t) => t.replaceAll(',', ' ').trim()).filter(Boolean).join(','),
      page_url: text(storableUrl(entry.browser?.address ?? '')),
      // The browser's own copy of the address is stored the same way.
      browser_json: json(entry.browser && { ...entry.browser, address: text(storableUrl(entry.browser.address ?? '')) }),
      error_message: text(entry.error?.message),
      error_type: text(entry.error?.type),
      error_stack: text(entry.error?.stackTrace),
      origin_stack_trace: text(entry.originStackTrace),
      record_id: text(entry.recordId),
      details_json: details ? JSON.stringify(details) : null,
      save_method: saveMethod,
      logged_at: entry.timestamp,
      created_at: now,
    });
    if (ok) saved++;
  }
  return { saved, skipped: entries.length - saved };
}

/** Utils.logInfo: an INFO entry whose message is the given JSON string; also on the server log. */
export async function logInfo(batches: BatchInserter, deps: Pick<Services, 'limits' | 'logger'>, source: LogSource, message: string, requestId: string): Promise<boolean> {
  const { allowed } = await clientLogEntries(deps).take(source.ip, source.uuid, 1);
  if (allowed === 0) return false;
  deps.logger.info({ requestId, clientMessage: message.slice(0, 1000) }, 'client logInfo');
  const now = new Date().toISOString();
  return batches.add('component_logs', {
    id: randomUUID(),
    uuid: source.uuid ?? null,
    member_id: source.memberId,
    logging_level: 'INFO',
    message,
    scenario: null,
    tags: 'logInfo',
    page_url: null,
    browser_json: null,
    error_message: null,
    error_type: null,
    error_stack: null,
    origin_stack_trace: null,
    record_id: null,
    details_json: null,
    save_method: 'Utils.logInfo',
    logged_at: now,
    created_at: now,
  });
}

export interface LogFilters {
  level?: LoggingLevel | undefined;
  /** Text searched in the message, scenario and tags. */
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}


export interface ComponentLogView {
  id: string;
  loggingLevel: string;
  message: string;
  scenario: string | null;
  tags: string[];
  pageUrl: string | null;
  errorMessage: string | null;
  errorType: string | null;
  errorStack: string | null;
  originStackTrace: string | null;
  browser: Record<string, unknown> | null;
  memberId: string | null;
  uuid: string | null;
  saveMethod: string;
  loggedAt: string;
  createdAt: string;
}

/** The staff list: newest first, filtered by level (that level and more severe), text and dates. */
export async function listComponentLogs(db: DbConn, batches: BatchInserter, filters: LogFilters): Promise<{ total: number; rows: ComponentLogView[] }> {
  await batches.flush();
  let query = db.selectFrom('component_logs');
  if (filters.level) {
    const levels = Object.entries(LOGGING_LEVELS)
      .filter(([, ordinal]) => ordinal >= LOGGING_LEVELS[filters.level!])
      .map(([name]) => name);
    query = query.where('logging_level', 'in', levels);
  }
  if (filters.q) {
    const like = likeContaining(filters.q);
    query = query.where((eb) =>
      eb.or([eb('message', 'like', like), eb('scenario', 'like', like), eb('tags', 'like', like)]),
    );
  }
  if (filters.from) query = query.where('created_at', '>=', filters.from);
  if (filters.to) query = query.where('created_at', '<', filters.to);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(LOGS_PER_PAGE)
      .offset((filters.page - 1) * LOGS_PER_PAGE)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: r.id,
      loggingLevel: r.logging_level,
      message: r.message,
      scenario: r.scenario,
      tags: r.tags === '' ? [] : r.tags.split(','),
      pageUrl: r.page_url,
      errorMessage: r.error_message,
      errorType: r.error_type,
      errorStack: r.error_stack,
      originStackTrace: r.origin_stack_trace,
      browser: r.browser_json ? (JSON.parse(r.browser_json) as Record<string, unknown>) : null,
      memberId: r.member_id,
      uuid: r.uuid,
      saveMethod: r.save_method,
      loggedAt: r.logged_at,
      createdAt: r.created_at,
    })),
  };
}

/** Retention (server/adapters/retention.ts): up to `limit` of the oldest rows written before `before`, deleted; the count. */
export async function purgeClientLogs(db: DbConn, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('component_logs')
    .where('id', 'in', (eb) => eb.selectFrom('component_logs').select('id').where('created_at', '<', before.toISOString()).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
