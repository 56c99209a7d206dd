import { chargeAll, type Charge, type CounterFactory, LimitExceededError, refundAll } from '#server/platform/auth/rate-limits';

/**
 * Files and bytes a member may upload per day (DESIGN 8: one member once stored 120 files,
 * ~80 MB, in 2.4 s). Every path that keeps a member's file charges it here before storing:
 * `FileUploadController.uploadToS3`, inquiry attachments, return/refund/review photos and pet
 * photos. A day is a fixed 24-hour window from the member's first upload in it; counts are
 * shared through Redis when there is one.
 */

export interface UploadQuotaLimits {
  filesPerDay: number;
  bytesPerDay: number;
}

export interface UploadQuota {
  readonly limits: UploadQuotaLimits;
  /**
   * Counts `files` files of `bytes` bytes in all against the member's day, all or nothing, or
   * throws LimitExceededError ('UPLOAD_QUOTA'). The answer gives them back when the upload is
   * not kept after all (refused later, or failed).
   */
  charge(memberId: string, files: number, bytes: number): Promise<{ release(): Promise<void> }>;
}

const DAY_S = 24 * 60 * 60;

export function createUploadQuota(counters: CounterFactory, limits: UploadQuotaLimits): UploadQuota {
  const fileCounter = counters('upload_files', limits.filesPerDay, DAY_S);
  const byteCounter = counters('upload_bytes', limits.bytesPerDay, DAY_S);
  return {
    limits,
    async charge(memberId, files, bytes) {
      const charges: Charge[] = [
        { counter: fileCounter, key: memberId, cost: files },
        { counter: byteCounter, key: memberId, cost: bytes },
      ].filter((c) => c.cost > 0);
      if (charges.length === 0) return { release: async () => undefined };
      const outcome = await chargeAll(charges);
      if (outcome.ok) return { release: () => refundAll(charges) };
      const wait = waitText(outcome.retryAfterS);
      const message =
        outcome.refused === fileCounter
          ? `하루에 올릴 수 있는 파일 수(${limits.filesPerDay}개)를 넘었습니다. ${wait} 다시 시도해 주세요.`
          : `하루에 올릴 수 있는 용량(${megabytes(limits.bytesPerDay)})을 넘었습니다. ${wait} 다시 시도해 주세요.`;
      throw new LimitExceededError('UPLOAD_QUOTA', message, outcome.retryAfterS);
    },
  };
}

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))}MB`;
}

/** '약 3시간 후', '약 12분 후', '잠시 후'. */
function waitText(seconds: number): string {
  if (seconds >= 3600) return `약 ${Math.ceil(seconds / 3600)}시간 후`;
  if (seconds >= 60) return `약 ${Math.ceil(seconds / 60)}분 후`;
  return '잠시 후';
}
