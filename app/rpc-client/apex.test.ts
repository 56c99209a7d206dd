import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '#app/ui/toast/toast-store';
import { APEX_PREFIX, ApexError, apex, clearApexCache, setApexBasePath } from './apex';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('apex client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearApexCache();
    setApexBasePath('');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs the parameters as the JSON body to /lwr/apex/v65.0/{Class}/{method}', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { isGuest: true }));
    await apex('SessionController', 'getUserContext', {});
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${APEX_PREFIX}/SessionController/getUserContext`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
  });

  it('GET sends methodParams in the query string; cache-only and continuation become headers', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, {}));
    setApexBasePath('/shop/');
    await apex('Utils', 'getSiteConfig', {}, { method: 'GET', cacheOnly: true, allowContinuation: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/shop${APEX_PREFIX}/Utils/getSiteConfig?methodParams=%7B%7D`);
    expect(init?.headers).toMatchObject({ 'Cache-Control': 'only-if-cached', 'X-SFDC-Allow-Continuation': 'true' });
  });

  it('keeps answers the server marks cacheable for 5 minutes, and no longer', async () => {
    let now = 0;
    fetchMock.mockImplementation(async () => respond(200, { n: fetchMock.mock.calls.length }, { 'Cache-Control': 'public, max-age=300' }));
    const first = await apex('Utils', 'getSiteConfig', {}, {}, () => now);
    now = 299_999;
    expect(await apex('Utils', 'getSiteConfig', {}, {}, () => now)).toEqual(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now = 300_000;
    await apex('Utils', 'getSiteConfig', {}, {}, () => now);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not keep answers staff can change (no-cache + ETag): each call asks the server again', async () => {
    fetchMock.mockImplementation(async () => respond(200, { IsMaintenance__c: fetchMock.mock.calls.length > 1 }, { 'Cache-Control': 'public, no-cache', ETag: '"abc"' }));
    expect(await apex('Utils', 'getSiteConfig', {})).toMatchObject({ IsMaintenance__c: false });
    expect(await apex('Utils', 'getSiteConfig', {})).toMatchObject({ IsMaintenance__c: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The browser's HTTP cache may answer from its copy after a 304: fetch must be allowed to use it.
    expect(fetchMock.mock.calls[1]![1]?.cache).toBeUndefined();
  });

  it('does not keep answers marked no-store', async () => {
    fetchMock.mockImplementation(async () => respond(200, { success: true, message: '', data: null }, { 'Cache-Control': 'no-store' }));
    await apex('SessionController', 'keepAlive', {});
    await apex('SessionController', 'keepAlive', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('raises success: false as an error carrying its message (SPEC 7.1)', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { success: false, message: '이미 신청하셨습니다.' }));
    const error = await apex('SessionController', 'keepAlive', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApexError);
    expect((error as ApexError).message).toBe('이미 신청하셨습니다.');
    expect(errorMessage(error)).toBe('이미 신청하셨습니다.');
  });

  it('raises HTTP errors with the body for the toast (body.message first)', async () => {
    fetchMock.mockResolvedValueOnce(respond(400, { success: false, message: '입력값이 올바르지 않습니다: storeId', errorCode: 'INVALID_INPUT', field: 'storeId' }));
    const error = (await apex('Utils', 'getSiteConfig', {}).catch((e: unknown) => e)) as ApexError;
    expect(error.status).toBe(400);
    expect(error.body?.field).toBe('storeId');
    expect(errorMessage(error)).toBe('입력값이 올바르지 않습니다: storeId');
  });

  it('raises a non-JSON answer with its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apex('Utils', 'getSiteConfig', {}).catch((e: unknown) => e)) as ApexError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('502 Bad Gateway');
  });
});
