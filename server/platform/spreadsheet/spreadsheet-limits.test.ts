import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { tallXlsx, workbookOf } from '../../../tests/fixtures/store-files';
import { threadCpuMs } from '../../../tests/fixtures/thread-cpu';
import { readSpreadsheet } from './spreadsheet';

/**
 * Issue: one import froze the site. A 2.7 MB workbook of 600,000 rows (under the upload and the
 * unpacked-size limits) was parsed whole before its row count was looked at: ~15 s with the event
 * loop held, memory up by more than a gigabyte. The reader counts rows as it reads and stops at
 * the limit, and gives the event loop back while it works.
 */
const LIMITS = { maxRows: 5001, tooManyRows: '한 번에 최대 5,000개 매장까지 가져올 수 있습니다. 파일을 나눠 주세요.' };

/**
 * While `work` runs: the longest the event loop went without running a timer (counted as the
 * lesser of the wall time and the CPU this thread spent meanwhile, so a machine busy with other
 * programs does not count), and how much the heap grew.
 */
async function watched<T>(work: () => Promise<T>): Promise<{ value: T; tookMs: number; longestStallMs: number; heapGrowthMb: number }> {
  const heapBefore = process.memoryUsage().heapUsed;
  let peakHeap = heapBefore;
  let last = performance.now();
  let lastCpu = threadCpuMs();
  let longestStallMs = 0;
  const stall = () => {
    const now = performance.now();
    const cpu = threadCpuMs();
    longestStallMs = Math.max(longestStallMs, Math.min(now - last, cpu - lastCpu));
    last = now;
    lastCpu = cpu;
  };
  const timer = setInterval(() => {
    stall();
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 2);
  const started = performance.now();
  try {
    const value = await work();
    const tookMs = performance.now() - started;
    stall();
    return { value, tookMs, longestStallMs, heapGrowthMb: (peakHeap - heapBefore) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

describe('readSpreadsheet under a row limit', () => {
  it('refuses a 600,000-row workbook at the limit quickly, in bounded memory, never holding the event loop 100 ms', async () => {
    const bytes = tallXlsx(600_000);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const run = await watched(() => readSpreadsheet(bytes, LIMITS));
    expect(run.value).toEqual({ ok: false, error: LIMITS.tooManyRows });
    console.info(`600,000-row workbook refused in ${run.tookMs.toFixed(0)} ms, longest stall ${run.longestStallMs.toFixed(0)} ms, heap +${run.heapGrowthMb.toFixed(0)} MB`);
    expect(run.tookMs).toBeLessThan(2000);
    expect(run.longestStallMs).toBeLessThan(100);
    expect(run.heapGrowthMb).toBeLessThan(100);
  }, 20_000);

  it('reads a workbook of exactly the limit', async () => {
    const read = await readSpreadsheet(tallXlsx(5001), LIMITS);
    expect(read.ok && read.rows.length).toBe(5001);
    expect(read.ok && read.rows.at(-1)).toEqual({ line: 5001, fields: ['5001'] });
  });

  it('refuses a CSV of 600,000 rows at the limit, and reads a 5 MB field without holding the event loop 100 ms', async () => {
    const lines = strToU8(Array.from({ length: 600_000 }, (_, i) => `${i},x`).join('\r\n'));
    const tall = await watched(() => readSpreadsheet(lines, LIMITS));
    expect(tall.value).toEqual({ ok: false, error: LIMITS.tooManyRows });
    expect(tall.longestStallMs).toBeLessThan(100);

    const oneBigField = strToU8(`a,"${'x'.repeat(5_000_000)}"\r\nb,c\r\n`);
    const wide = await watched(() => readSpreadsheet(oneBigField, LIMITS));
    expect(wide.value).toEqual({ ok: true, kind: 'csv', rows: [{ line: 1, fields: ['a', 'x'.repeat(5_000_000)] }, { line: 2, fields: ['b', 'c'] }] });
    expect(wide.longestStallMs).toBeLessThan(100);

    const exact = await readSpreadsheet(strToU8(Array.from({ length: 5001 }, (_, i) => `${i + 1},x`).join('\n')), LIMITS);
    expect(exact.ok && exact.rows.length).toBe(5001);
  }, 20_000);

  it('reads a full sheet of distinct shared strings (5,001 rows × 100 columns)', async () => {
    const columns = 100;
    const rows = Array.from({ length: 5001 }, (_, r) => `<row r="${r + 1}">${Array.from({ length: columns }, (_, c) => `<c t="s"><v>${r * columns + c}</v></c>`).join('')}</row>`);
    const strings = Array.from({ length: 5001 * columns }, (_, i) => `<si><t>${i}</t></si>`);
    const read = await readSpreadsheet(workbookOf(`<sheetData>${rows.join('')}</sheetData>`, strings, 1), LIMITS);
    expect(read.ok && read.rows.length).toBe(5001);
    expect(read.ok && read.rows.at(-1)?.fields.at(-1)).toBe(String(5001 * columns - 1));
  }, 30_000);
});
