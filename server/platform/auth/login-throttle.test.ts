import { describe, expect, it } from 'vitest';
import { createLoginThrottle, type LoginGate } from './login-throttle';

const throttle = () => createLoginThrottle({ perAccount: 3, accountWindowSeconds: 900, perIp: 5, ipWindowSeconds: 3600 });
const failed = async (gate: Promise<LoginGate>) => (await gate).ok;

describe('login throttle', () => {
  it('counts an account across addresses', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) expect(await failed(t.begin({ account: 'A@x.kr', ip: `10.0.0.${i}` }))).toBe(true);
    const refused = await t.begin({ account: 'a@x.kr ', ip: '10.0.0.9' });
    expect(refused.ok).toBe(false);
  });

  it('counts failures per address over many accounts, and a correct password does not count', async () => {
    const t = throttle();
    const ok = await t.begin({ account: 'me@x.kr', ip: '10.0.0.1' });
    if (ok.ok) await ok.succeeded();
    for (let i = 0; i < 5; i++) expect(await failed(t.begin({ account: `u${i}@x.kr`, ip: '10.0.0.1' }))).toBe(true);
    expect((await t.begin({ account: 'u9@x.kr', ip: '10.0.0.1' })).ok).toBe(false);
    expect((await t.begin({ account: 'u9@x.kr', ip: '10.0.0.2' })).ok).toBe(true);
  });

  it('does not charge the account when the address refused the attempt', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) await t.begin({ account: `spray${i}@x.kr`, ip: '10.0.0.1' });
    for (let i = 0; i < 4; i++) expect((await t.begin({ account: 'victim@x.kr', ip: '10.0.0.1' })).ok).toBe(false);
    for (let i = 0; i < 3; i++) expect((await t.begin({ account: 'victim@x.kr', ip: '10.0.0.3' })).ok).toBe(true);
  });

  it('lets a known device past both limits, up to its own limit', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.begin({ account: 'victim@x.kr', ip: '10.0.0.1' });
    expect((await t.begin({ account: 'victim@x.kr', ip: '10.0.0.1' })).ok).toBe(false);
    const gates = [];
    for (let i = 0; i < 3; i++) gates.push(await t.begin({ account: 'victim@x.kr', ip: '10.0.0.1', device: 'device-hash' }));
    expect(gates.every((g) => g.ok && g.knownDevice)).toBe(true);
    // Past its own limit the device counts as unknown, and the account is still limited.
    expect((await t.begin({ account: 'victim@x.kr', ip: '10.0.0.1', device: 'device-hash' })).ok).toBe(false);
  });

  it('resets the account count after a correct password', async () => {
    const t = throttle();
    for (let i = 0; i < 2; i++) await t.begin({ account: 'me@x.kr', ip: '10.0.0.1' });
    const gate = await t.begin({ account: 'me@x.kr', ip: '10.0.0.1' });
    expect(gate.ok).toBe(true);
    if (gate.ok) await gate.succeeded();
    for (let i = 0; i < 3; i++) expect((await t.begin({ account: 'me@x.kr', ip: '10.0.0.1' })).ok).toBe(true);
  });
});
