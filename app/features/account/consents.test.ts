import { describe, expect, it } from 'vitest';
import { allAgreed, consentBoxes, isConsent, OPTIONAL_CONSENTS, REQUIRED_CONSENTS } from './consents';
import { RegisterSchema } from './schemas';

const formOf = (checked: Record<string, boolean>) => ({
  elements: { namedItem: (name: string) => (name in checked ? { name, checked: checked[name] } : null) },
});

describe('전체 동의 (issue 25, item 5)', () => {
  const every = Object.fromEntries([...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS].map((n) => [n, true]));

  it('is ticked exactly when every consent is', () => {
    expect(allAgreed(consentBoxes(formOf(every)))).toBe(true);
    for (const name of Object.keys(every)) expect(allAgreed(consentBoxes(formOf({ ...every, [name]: false }))), name).toBe(false);
    expect(allAgreed([])).toBe(false);
  });

  it('covers every consent box the server reads, and nothing else', () => {
    for (const name of [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS]) expect(isConsent(name)).toBe(true);
    for (const name of ['name', 'email', 'password', 'startURL', 'termsVersion']) expect(isConsent(name)).toBe(false);
    const fields = Object.keys(RegisterSchema.shape);
    for (const name of [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS]) expect(fields, name).toContain(name);
  });
});
