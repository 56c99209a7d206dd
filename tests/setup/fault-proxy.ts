import net from 'node:net';

export type ProxyMode = 'open' | 'cut' | 'frozen';

interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
  /** Bytes held while frozen, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/**
 * A TCP proxy in front of PostgreSQL or Redis that a test can break on purpose (issue 11,
 * fault injection):
 *   cut()     – every connection is reset and new ones are refused (a crash, a failover)
 *   freeze()  – connections stay open but nothing gets through either way, and new ones are
 *               accepted and then hang (a network that drops packets; nothing is refused)
 *   restore() – traffic flows again; what was held while frozen is delivered (as TCP would
 *               once the network heals)
 */
export class FaultProxy {
  private mode: ProxyMode = 'open';
  private readonly pairs = new Set<Pair>();

  private constructor(
    private readonly server: net.Server,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(targetUrl: string): Promise<FaultProxy> {
    const url = new URL(targetUrl);
    const target = { host: url.hostname, port: Number(url.port) };
    const server = net.createServer();
    const proxy = new FaultProxy(server, target);
    server.on('connection', (socket) => proxy.accept(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy not listening');
    return address.port;
  }

  /** The target URL with its host and port replaced by the proxy's. */
  urlFor(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** Connections currently open through the proxy. */
  get connections(): number {
    return this.pairs.size;
  }

  cut(): void {
    this.mode = 'cut';
    for (const pair of this.pairs) this.end(pair);
  }

  freeze(): void {
    this.mode = 'frozen';
  }

  restore(): void {
    this.mode = 'open';
    for (const pair of this.pairs) {
      if (pair.upstream === undefined) this.connectUpstream(pair);
      else this.flush(pair);
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) this.end(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    if (this.mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: undefined, toUpstream: [], toClient: [] };
    this.pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (this.mode === 'open' && pair.upstream?.readyState === 'open') pair.upstream.write(chunk);
      else pair.toUpstream.push(chunk);
    });
    client.on('error', () => this.end(pair));
    client.on('close', () => this.end(pair));
    if (this.mode === 'open') this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): void {
    const upstream = net.connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('connect', () => this.flush(pair));
    upstream.on('data', (chunk: Buffer) => {
      if (this.mode === 'open') pair.client.write(chunk);
      else pair.toClient.push(chunk);
    });
    upstream.on('error', () => this.end(pair));
    upstream.on('close', () => this.end(pair));
  }

  private flush(pair: Pair): void {
    if (this.mode !== 'open' || pair.upstream?.readyState !== 'open') return;
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  }

  private end(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    if (!pair.client.destroyed) pair.client.resetAndDestroy();
    pair.upstream?.destroy();
  }
}
