import { Field } from '#app/ui/form/Field';

/** The member's own mobile number, as signing up and the profile both ask for it. */
export function MobileField({ defaultValue, error, placeholder }: { defaultValue: string | undefined; error: string | undefined; placeholder?: string }) {
  return <Field label="휴대폰 번호" name="mobile" type="tel" inputMode="tel" autoComplete="tel-national" placeholder={placeholder} required defaultValue={defaultValue} error={error} />;
}
