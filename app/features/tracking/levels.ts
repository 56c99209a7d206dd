/** SPEC 9.6, with the ordinals the platform's logger uses (higher is more severe). */
export const LOGGING_LEVELS = {
  ERROR: 8,
  WARN: 7,
  INFO: 6,
  DEBUG: 5,
  FINE: 4,
  FINER: 3,
  FINEST: 2,
} as const;

export type LoggingLevel = keyof typeof LOGGING_LEVELS;

export const LEVEL_NAMES = Object.keys(LOGGING_LEVELS) as LoggingLevel[];

/** What staff read for each level (the names above are the logger's, kept in the records). */
export const LEVEL_LABELS: Record<LoggingLevel, string> = {
  ERROR: '오류',
  WARN: '경고',
  INFO: '정보',
  DEBUG: '개발 확인',
  FINE: '상세',
  FINER: '더 상세',
  FINEST: '가장 상세',
};

/** SPEC 9.1: console output and the save of pending entries wait this long. */
export const CONSOLE_LOG_DELAY_MS = 1000;

/** How entries may be saved; all of them go through the same batched, rate-limited path here. */
export const SAVE_METHODS = ['EVENT_BUS', 'QUEUEABLE', 'REST', 'SYNCHRONOUS_DML'] as const;
export type SaveMethod = (typeof SAVE_METHODS)[number];
export const DEFAULT_SAVE_METHOD: SaveMethod = 'EVENT_BUS';

/** SPEC 3.12 */
export interface LoggerSettings {
  isEnabled: boolean;
  userLoggingLevel: { name: LoggingLevel; ordinal: number };
  supportedLoggingLevels: Record<LoggingLevel, number>;
  isConsoleLoggingEnabled: boolean;
  isLightningLoggerEnabled: boolean;
  defaultSaveMethodName: SaveMethod;
}

/** Size limits of one entry (checked by the server; the browser trims to them first). */
export const ENTRY_LIMITS = {
  message: 4000,
  stackTrace: 8000,
  tags: 10,
  tag: 50,
  entriesPerCall: 20,
  shortText: 255,
  details: 4000,
} as const;

/** Staff log list page size. */
export const LOGS_PER_PAGE = 20;
