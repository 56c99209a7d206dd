import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for the Kakao Local REST API's address search, speaking the same protocol:
 * `GET /v2/local/search/address.json?query=…` with `Authorization: KakaoAK {key}` answers
 * `{ meta, documents: [{ address_name, x, y }] }` (x the longitude, y the latitude, as text).
 * Addresses in `places` answer their position; one containing "없는 주소" answers no document;
 * one containing "서버 오류" answers 500; any other address a steady position in Seoul
 * derived from its text. A wrong key answers 401, as the service does.
 */
export interface KakaoLocalStandIn {
  url: string;
  key: string;
  places: Map<string, { lat: number; lng: number }>;
  /** The addresses asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

export async function startKakaoLocalStandIn(key = 'test-rest-api-key'): Promise<KakaoLocalStandIn> {
  const standIn: KakaoLocalStandIn = { url: '', key, places: new Map(), queries: [], close: () => new Promise((resolve) => server.close(() => resolve())) };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/v2/local/search/address.json' || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `KakaoAK ${key}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ errorType: 'AccessDeniedError', message: 'wrong appKey' }));
      return;
    }
    const query = url.searchParams.get('query') ?? '';
    standIn.queries.push(query);
    if (query.includes('서버 오류')) {
      res.writeHead(500).end();
      return;
    }
    const documents = [];
    if (!query.includes('없는 주소') && query.trim() !== '') {
      const known = standIn.places.get(query);
      const digest = createHash('sha256').update(query).digest();
      const at = known ?? { lat: 37.45 + (digest[0]! / 255) * 0.2, lng: 126.85 + (digest[1]! / 255) * 0.3 };
      documents.push({ address_name: query, address_type: 'ROAD_ADDR', x: String(at.lng), y: String(at.lat) });
    }
    res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' }).end(JSON.stringify({ meta: { total_count: documents.length, pageable_count: documents.length, is_end: true }, documents }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  standIn.url = `http://127.0.0.1:${address.port}`;
  return standIn;
}
