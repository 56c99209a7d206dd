import fs from 'node:fs';
import net from 'node:net';
import pino, { type DestinationStream } from 'pino';

/** Where log lines go; `flush` resolves when what was written has left the process, or after `timeoutMs`. */
export interface LogDestination extends DestinationStream {
  flush(timeoutMs: number): Promise<void>;
  readonly dropped: number;
}

/** Log lines waiting for a slow reader, at most; further lines are dropped (and counted). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/**
 * A pipe is written once this much text waits, or this long after the first line waiting: each
 * write wakes the reader (a context switch on a busy core, for it and for us), so under load
 * fewer, larger writes cost less per line; a quiet server's line still leaves within the delay.
 */
const PIPE_WRITE_BYTES = 32 * 1024;
const PIPE_WRITE_DELAY_MS = 100;
/** Lines are copied into a chunk of this size as they come (bytes held off the garbage-collected heap). */
const PIPE_CHUNK_BYTES = 64 * 1024;

const opened = new Map<number, LogDestination>();

/**
 * The log destination for a file descriptor (stdout by default), one per process (DESIGN 8:
 * logging never blocks or kills the request path).
 *
 * A pipe or socket (a container runtime, systemd, `| collector`) is written without ever
 * blocking: lines leave together, 32 KiB or 100 ms at a time, and at exit; a reader that
 * stalls makes lines wait in memory up to a bound, then drop; a reader that is gone (EPIPE)
 * turns logging off. Writing through the file system instead (pino.destination) blocks a thread,
 * and at exit the process itself, on a full pipe: a server whose log collector hung could never
 * exit. Files and terminals keep pino's own asynchronous destination.
 */
export function logDestination(fd = 1): LogDestination {
  let destination = opened.get(fd);
  if (!destination) {
    destination = isPipeOrSocket(fd) ? new PipeDestination(fd) : new SonicDestination(fd);
    opened.set(fd, destination);
  }
  return destination;
}

function isPipeOrSocket(fd: number): boolean {
  try {
    const stat = fs.fstatSync(fd);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}

class PipeDestination implements LogDestination {
  private readonly socket: net.Socket;
  /**
   * The lines waiting, as UTF-8 in a chunk of their own: held as strings until the write, they
   * would be copied by every garbage collection of the young generation they lived through.
   */
  private chunk = Buffer.allocUnsafe(PIPE_CHUNK_BYTES);
  private used = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private broken = false;
  dropped = 0;
  private droppedSinceNotice = 0;

  constructor(private readonly fd: number) {
    this.socket = new net.Socket({ fd, readable: false, writable: true });
    // The reader went away (EPIPE) or the pipe failed: nothing more can be logged there.
    this.socket.on('error', () => {
      this.broken = true;
      this.used = 0;
    });
    // Logging never keeps a finished process (the CLI) alive…
    this.socket.unref();
    // …and loses no line when it ends: what waits is written then, without waiting for a reader
    // that stalls (a full pipe refuses it at once).
    process.on('exit', () => {
      if (this.broken || this.used === 0) return;
      try {
        fs.writeSync(this.fd, this.chunk, 0, this.used);
      } catch {
        // Nowhere left to report it.
      }
      this.used = 0;
    });
  }

  write(line: string): void {
    if (this.broken) return;
    if (this.socket.writableLength > MAX_BUFFERED_BYTES) {
      this.dropped++;
      this.droppedSinceNotice++;
      return;
    }
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    const most = line.length * 3;
    if (this.used + most > this.chunk.length) this.writeOut();
    if (most > this.chunk.length) {
      this.socket.write(line);
      return;
    }
    this.used += this.chunk.write(line, this.used, 'utf8');
    if (this.used >= PIPE_WRITE_BYTES) this.writeOut();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => this.writeOut(), PIPE_WRITE_DELAY_MS);
      this.timer.unref();
    }
  }

  async flush(timeoutMs: number): Promise<void> {
    this.writeOut();
    if (this.broken || this.socket.writableLength === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      this.socket.once('drain', done);
      this.socket.once('close', done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private writeOut(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.broken || this.used === 0) return;
    if (this.droppedSinceNotice > 0 && this.socket.writableLength === 0) {
      this.socket.write(`${JSON.stringify({ level: 40, time: Date.now(), dropped: this.droppedSinceNotice, msg: 'log lines dropped: the log reader was too slow' })}\n`);
      this.droppedSinceNotice = 0;
    }
    // The socket may hold the bytes until the reader takes them: the next lines go to a new chunk.
    const bytes = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(PIPE_CHUNK_BYTES);
    this.used = 0;
    this.socket.write(bytes);
  }
}

class SonicDestination implements LogDestination {
  private readonly stream: ReturnType<typeof pino.destination>;
  readonly dropped = 0;
  /** Lines written during this turn of the event loop, handed over together when it ends. */
  private pending = '';
  private scheduled = false;
  /** Bytes handed to the stream and bytes it has written: flush waits until they meet. */
  private handedOver = 0;
  private written = 0;
  private readonly handOver = (): void => {
    this.scheduled = false;
    if (this.pending === '') return;
    const bytes = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    this.handedOver += bytes.length;
    this.stream.write(bytes as unknown as string);
  };

  constructor(fd: number) {
    // Lines leave in writes of 32–64 KiB (and at least every 250 ms) rather than one write per
    // line: each write is a trip through libuv's thread pool and back (two context switches on a
    // busy core), so under load fewer, larger writes cost less per line; a quiet server still
    // writes its lines within 250 ms. Lines are handed over as bytes: with text, sonic-boom
    // measures the UTF-8 length of its whole pending string again for every line.
    this.stream = pino.destination({ dest: fd, sync: false, minLength: 32_768, maxWrite: 65_536, periodicFlush: 250, contentMode: 'buffer' });
    this.stream.on('write', (bytes: number) => {
      this.written += bytes;
    });
    // pino flushes its destination synchronously at exit (its listener came first); the lines of
    // the last turn follow it, so a process.exit() right after logging loses nothing.
    process.on('exit', () => {
      if (this.pending === '') return;
      try {
        fs.writeSync(fd, this.pending);
      } catch {
        // Nowhere left to report it.
      }
      this.pending = '';
    });
  }

  /**
   * Joins the lines of one turn of the event loop (a string concatenation each) and converts
   * them to bytes once: a cached answer under load logs dozens of lines per turn, and a Buffer
   * plus sonic-boom's bookkeeping per line cost more than the line itself.
   */
  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= 16384) this.handOver();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOver);
    }
  }

  /**
   * sonic-boom calls a flush back on its 'drain', which it also emits when a write ends with less
   * than minLength still held back; so flush again until every byte handed over is written.
   */
  flush(timeoutMs: number): Promise<void> {
    this.handOver();
    return new Promise((resolve) => {
      let done = false;
      const finish = () => {
        done = true;
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      const round = (error?: Error | null) => {
        if (done) return;
        if (error || this.written >= this.handedOver) finish();
        else this.stream.flush(round);
      };
      round();
    });
  }
}
