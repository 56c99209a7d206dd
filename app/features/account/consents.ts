/**
 * The consents of the sign-up form (issue 25, item 5), required first, as the form names its
 * boxes. "전체 동의" ticks or unticks all of them and is ticked exactly when every one is.
 */
export const REQUIRED_CONSENTS = ['agreeTerms', 'agreePrivacy', 'agreeAge'] as const;
export const OPTIONAL_CONSENTS = ['marketingSms', 'marketingEmail', 'marketingKakao'] as const;
const CONSENTS: readonly string[] = [...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS];

export function isConsent(name: string): boolean {
  return CONSENTS.includes(name);
}

/** Whether "전체 동의" shows ticked: every consent is (none at all is not "all"). */
export function allAgreed(boxes: readonly { checked: boolean }[]): boolean {
  return boxes.length === CONSENTS.length && boxes.every((b) => b.checked);
}

/** The boxes of a form's consents, in order (the ones the form has). */
export function consentBoxes(form: { elements: { namedItem(name: string): unknown } }): HTMLInputElement[] {
  return CONSENTS.map((name) => form.elements.namedItem(name)).filter((e): e is HTMLInputElement => typeof e === 'object' && e !== null && 'checked' in e);
}
