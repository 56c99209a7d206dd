import { Inflate } from 'fflate';
import type { Pacer } from './event-loop-pace';

/**
 * Random access to the members of a zip archive held in memory (an uploaded .xlsx): the central
 * directory says where each member starts, so a reader inflates only the members it needs, chunk
 * by chunk, and may stop early. Nothing is unpacked whole.
 */
export interface ZipMember {
  name: string;
  /** 0 stored, 8 deflated (the only two an .xlsx uses). */
  method: number;
  compressedSize: number;
  /** The unpacked size the archive declares (a zip bomb lies here; `memberText` counts for itself). */
  size: number;
  headerOffset: number;
}

/** The archive is not one this reader can open: truncated, encrypted, zip64, or another compression. */
export class BrokenArchiveError extends Error {}

/** A member unpacks to more than the caller allows (whatever the archive declared). */
export class ArchiveTooLargeError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compressed bytes inflated per step: at deflate's ~1000:1 at most, one step yields a few megabytes. */
const STEP_BYTES = 4 * 1024;

export function zipMembers(bytes: Uint8Array): Map<string, ZipMember> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 bytes, or further back by a comment of up to 65,535 bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new BrokenArchiveError('no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const members = new Map<string, ZipMember>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new BrokenArchiveError('bad central directory');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const headerOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > bytes.length) throw new BrokenArchiveError('bad central directory');
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Bit 0: encrypted. 0xffffffff: the real sizes are in a zip64 record, which no upload within the limits needs.
    if ((flags & 1) !== 0 || compressedSize === 0xffffffff || size === 0xffffffff || headerOffset === 0xffffffff) throw new BrokenArchiveError(`unsupported member ${name}`);
    members.set(name, { name, method, compressedSize, size, headerOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return members;
}

/**
 * A member's text (UTF-8), handed over a piece at a time as it is inflated, with the event loop
 * given back between pieces. Throws `ArchiveTooLargeError` once more than `maxBytes` came out, and
 * `BrokenArchiveError` when the data does not inflate. Breaking out of the loop stops the work.
 */
export async function* memberText(bytes: Uint8Array, member: ZipMember, options: { maxBytes: number; pacer: Pacer }): AsyncGenerator<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = member.headerOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw new BrokenArchiveError(`bad local header ${member.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const stop = start + member.compressedSize;
  if (stop > bytes.length) throw new BrokenArchiveError(`truncated ${member.name}`);
  if (member.method !== 0 && member.method !== 8) throw new BrokenArchiveError(`compression ${member.method} in ${member.name}`);

  const decoder = new TextDecoder('utf-8');
  let produced = 0;
  let pending: Uint8Array[] = [];
  const inflater = member.method === 8 ? new Inflate((chunk) => pending.push(chunk)) : null;
  for (let from = start; from < stop; from += STEP_BYTES) {
    const piece = bytes.subarray(from, Math.min(from + STEP_BYTES, stop));
    const last = from + STEP_BYTES >= stop;
    if (inflater) {
      try {
        inflater.push(piece, last);
      } catch {
        throw new BrokenArchiveError(`does not inflate: ${member.name}`);
      }
    } else pending.push(piece);
    const out = pending;
    pending = [];
    for (const chunk of out) {
      produced += chunk.length;
      if (produced > options.maxBytes) throw new ArchiveTooLargeError(member.name);
      yield decoder.decode(chunk, { stream: true });
    }
    await options.pacer.breathe();
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}
