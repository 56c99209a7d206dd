import { CONSOLE_LOG_DELAY_MS, DEFAULT_SAVE_METHOD, ENTRY_LIMITS, LOGGING_LEVELS, type LoggerSettings, type LoggingLevel } from './levels';

/**
 * The browser's component logger (SPEC 3.11, 3.12, 9.6): entries at ERROR … FINEST, kept when
 * the logger is enabled and the level reaches the user's level, written to the console when
 * that is on, and saved in batches CONSOLE_LOG_DELAY_MS (1000 ms) after the first pending one.
 * No dependencies: it is loaded lazily and must stay small.
 */

export interface BrowserInfo {
  address: string;
  formFactor: 'Large' | 'Medium' | 'Small';
  language: string;
  screenResolution: string;
  userAgent: string;
  windowResolution: string;
}

/** SPEC 3.11 */
export interface ComponentLogEntry {
  browser: BrowserInfo;
  error?: { message: string; type: string; stackTrace: string };
  fieldToValue?: Record<string, unknown>;
  loggingLevel: LoggingLevel;
  message: string;
  originStackTrace: string;
  record?: Record<string, unknown>;
  recordId?: string;
  scenario?: string;
  tags: string[];
  /** ISO 8601 */
  timestamp: string;
}

export interface LoggerDeps {
  getSettings(): Promise<LoggerSettings>;
  save(entries: ComponentLogEntry[], saveMethodName: string): Promise<void>;
  browser(): BrowserInfo;
  now(): Date;
  schedule(fn: () => void, ms: number): unknown;
  console: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Chainable changes to one entry, as the platform's logger offers them. */
export class LogEntryBuilder {
  constructor(readonly entry: ComponentLogEntry) {}

  setMessage(message: string): this {
    this.entry.message = cut(message, ENTRY_LIMITS.message);
    return this;
  }

  setError(error: unknown): this {
    const e = error instanceof Error ? error : undefined;
    const message = e?.message ?? (typeof error === 'string' ? error : safeJson(error));
    this.entry.error = {
      message: cut(message, ENTRY_LIMITS.message),
      type: cut(e?.name ?? typeof error, ENTRY_LIMITS.shortText),
      stackTrace: cut(e?.stack ?? '', ENTRY_LIMITS.stackTrace),
    };
    return this;
  }

  setRecordId(recordId: string): this {
    this.entry.recordId = cut(recordId, 64);
    return this;
  }

  setRecord(record: Record<string, unknown>): this {
    this.entry.record = record;
    return this;
  }

  setField(fieldToValue: Record<string, unknown>): this {
    this.entry.fieldToValue = { ...this.entry.fieldToValue, ...fieldToValue };
    return this;
  }

  addTag(tag: string): this {
    return this.addTags([tag]);
  }

  addTags(tags: readonly string[]): this {
    for (const tag of tags) {
      const clean = cut(tag.trim(), ENTRY_LIMITS.tag);
      if (clean && !this.entry.tags.includes(clean) && this.entry.tags.length < ENTRY_LIMITS.tags) this.entry.tags.push(clean);
    }
    return this;
  }
}

export class ComponentLogger {
  private pending: ComponentLogEntry[] = [];
  private scheduled = false;
  private scenario: string | undefined;
  private settings: Promise<LoggerSettings | null> | undefined;

  constructor(private readonly deps: LoggerDeps) {}

  /** Later entries carry this scenario (SPEC 3.11). */
  setScenario(scenario: string): void {
    this.scenario = cut(scenario, ENTRY_LIMITS.shortText);
  }

  error(message: string): LogEntryBuilder {
    return this.log('ERROR', message);
  }
  warn(message: string): LogEntryBuilder {
    return this.log('WARN', message);
  }
  info(message: string): LogEntryBuilder {
    return this.log('INFO', message);
  }
  debug(message: string): LogEntryBuilder {
    return this.log('DEBUG', message);
  }
  fine(message: string): LogEntryBuilder {
    return this.log('FINE', message);
  }
  finer(message: string): LogEntryBuilder {
    return this.log('FINER', message);
  }
  finest(message: string): LogEntryBuilder {
    return this.log('FINEST', message);
  }

  /** Entries waiting to be saved. */
  get pendingCount(): number {
    return this.pending.length;
  }

  log(level: LoggingLevel, message: string): LogEntryBuilder {
    const entry: ComponentLogEntry = {
      browser: this.deps.browser(),
      loggingLevel: level,
      message: cut(message, ENTRY_LIMITS.message),
      originStackTrace: cut(new Error().stack ?? '', ENTRY_LIMITS.stackTrace),
      tags: [],
      timestamp: this.deps.now().toISOString(),
      ...(this.scenario !== undefined && { scenario: this.scenario }),
    };
    this.pending.push(entry);
    if (!this.scheduled) {
      this.scheduled = true;
      this.deps.schedule(() => void this.flush(), CONSOLE_LOG_DELAY_MS);
    }
    return new LogEntryBuilder(entry);
  }

  /**
   * Loads the settings now rather than at the first flush: entries logged while the page is
   * being left (pagehide) can then be sent at once, before the page is gone.
   */
  async prepare(): Promise<void> {
    await this.loadSettings();
  }

  private loadSettings(): Promise<LoggerSettings | null> {
    this.settings ??= this.deps.getSettings().catch((error: unknown) => {
      this.deps.console.error(error);
      return null;
    });
    return this.settings;
  }

  /** Writes pending entries to the console (when on) and saves those at or above the user's level. */
  async flush(saveMethodName?: string): Promise<number> {
    this.scheduled = false;
    const entries = this.pending;
    this.pending = [];
    if (entries.length === 0) return 0;
    const settings = await this.loadSettings();
    if (!settings?.isEnabled) return 0;
    const kept = entries.filter((e) => LOGGING_LEVELS[e.loggingLevel] >= settings.userLoggingLevel.ordinal);
    if (settings.isConsoleLoggingEnabled) {
      for (const e of kept) this.deps.console[consoleMethod(e.loggingLevel)](`[${e.loggingLevel}] ${e.message}`, e.error ?? '');
    }
    let saved = 0;
    for (let i = 0; i < kept.length; i += ENTRY_LIMITS.entriesPerCall) {
      const chunk = kept.slice(i, i + ENTRY_LIMITS.entriesPerCall);
      try {
        await this.deps.save(chunk, saveMethodName ?? settings.defaultSaveMethodName ?? DEFAULT_SAVE_METHOD);
        saved += chunk.length;
      } catch (error) {
        // Saving a log must never raise; the console keeps the trace.
        this.deps.console.error(error);
      }
    }
    return saved;
  }

  /** Saves pending entries now (the platform logger's saveLog). */
  saveLog(saveMethodName?: string): Promise<number> {
    return this.flush(saveMethodName);
  }
}

function consoleMethod(level: LoggingLevel): 'error' | 'warn' | 'info' | 'debug' {
  if (level === 'ERROR') return 'error';
  if (level === 'WARN') return 'warn';
  if (level === 'INFO') return 'info';
  return 'debug';
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** SPEC 3.11 browser fields from the current window. */
export function currentBrowser(): BrowserInfo {
  const width = window.innerWidth;
  return {
    address: window.location.href,
    // The platform's form factors, by the layout breakpoints of SPEC 2.8.
    formFactor: width >= 1025 ? 'Large' : width >= 768 ? 'Medium' : 'Small',
    language: navigator.language,
    screenResolution: `${window.screen.width} x ${window.screen.height}`,
    userAgent: navigator.userAgent,
    windowResolution: `${width} x ${window.innerHeight}`,
  };
}
