import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createLimitRegistry, defineAttemptLimit, defineVisitorLimit } from './limits';
import { counterFactory } from './rate-limits';

const registry = () => ({ limits: createLimitRegistry({ env: readEnv({ SIGNUP_MAX_PER_IP: '2' }), redis: undefined, counters: counterFactory(undefined) }) });

describe('declared limits', () => {
  it('keep one count per name for the life of the services, sized from the environment', async () => {
    const signUps = defineAttemptLimit('test_signup', (env) => ({ points: env.SIGNUP_MAX_PER_IP, windowSeconds: 60 }));
    const services = registry();
    expect(signUps(services)).toBe(signUps(services));
    expect((await signUps(services).take('1.2.3.4')).ok).toBe(true);
    expect((await signUps(services).take('1.2.3.4')).ok).toBe(true);
    expect(await signUps(services).take('1.2.3.4')).toMatchObject({ ok: false });
    // Another set of services (another test server) counts on its own.
    expect((await signUps(registry()).take('1.2.3.4')).ok).toBe(true);
  });

  it('count visitors per name, apart from attempts of another name', async () => {
    const entries = defineVisitorLimit('test_entries', () => ({ perVisitor: 3, perIp: 10, windowS: 60 }));
    const services = registry();
    expect((await entries(services).take('1.2.3.4', 'visitor-a', 5)).allowed).toBe(3);
    expect((await entries(services).take('1.2.3.4', 'visitor-b', 5)).allowed).toBe(3);
    expect((await entries(services).take('1.2.3.4', 'visitor-a', 1)).allowed).toBe(0);
  });
});
