import { z } from 'zod';
import { AgreedVersion } from '#app/features/site/legal-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rule';
import { weakPasswordReason } from './password-strength.server';
import { WITHDRAWAL_REASONS } from './withdrawal-reasons';

/** Form and server-method schemas of the account area (one schema serves both). */

const checked = (message: string) => z.literal('on', { error: message });
const optionalCheck = z
  .union([z.literal('on'), z.boolean(), z.null()])
  .optional()
  .transform((v) => v === 'on' || v === true);

/** Runs a cross-field check even when other fields failed, as long as its own fields are strings. */
const whenStrings =
  (...keys: string[]) =>
  (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && keys.every((k) => typeof (payload.value as Record<string, unknown>)[k] === 'string');

export const EmailSchema = z
  .string({ error: '이메일을 입력해 주세요.' })
  .trim()
  .toLowerCase()
  .min(1, '이메일을 입력해 주세요.')
  .max(254, '이메일이 너무 깁니다.')
  .pipe(z.email('올바른 이메일 주소를 입력해 주세요. 예: name@example.com'));

export const NameSchema = z
  .string({ error: '이름을 입력해 주세요.' })
  .trim()
  .min(2, '이름을 2자 이상 입력해 주세요.')
  .max(20, '이름은 20자까지 입력할 수 있습니다.')
  .regex(/^[가-힣a-zA-Z\s]+$/, '이름은 한글 또는 영문으로 입력해 주세요.');

/** Korean mobile numbers, stored as digits only (01012345678). */
export const MobileSchema = z
  .string({ error: '휴대폰 번호를 입력해 주세요.' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^01[016789]\d{7,8}$/.test(v), '휴대폰 번호를 정확히 입력해 주세요. 예: 010-1234-5678');

/** A new password's length; its strength is judged with the person's details by `strongPassword`. */
export const NewPasswordSchema = z
  .string({ error: '비밀번호를 입력해 주세요.' })
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`)
  .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자까지 입력할 수 있습니다.`);

/**
 * The strength check of the password rule (password-strength.server.ts) on `field`, with the
 * form's other fields named in `personal` counted as the person's own details. It runs only
 * when the password itself is a string of acceptable length.
 */
function strongPassword(field: string, personal: readonly string[]) {
  return [
    (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
      const password = value[field];
      if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
      const details = personal.map((key) => value[key]).filter((v): v is string => typeof v === 'string');
      const reason = weakPasswordReason(password, details);
      if (reason !== null) ctx.addIssue({ code: 'custom', path: [field], message: reason });
    },
    { when: whenStrings(field) },
  ] as const;
}

export const RegisterSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    passwordConfirm: z.string({ error: '비밀번호를 한 번 더 입력해 주세요.' }),
    mobile: MobileSchema,
    agreeTerms: checked('이용약관에 동의해 주세요.'),
    agreePrivacy: checked('개인정보 수집·이용에 동의해 주세요.'),
    agreeAge: checked('만 14세 이상만 가입할 수 있습니다.'),
    /** The numbers of the terms and the privacy policy the form showed (issue 15 item 7): the server records the ones in force and refuses a stale form. */
    termsVersion: AgreedVersion('이용약관 버전을 알 수 없습니다. 페이지를 새로 고친 뒤 다시 동의해 주세요.'),
    privacyVersion: AgreedVersion('개인정보처리방침 버전을 알 수 없습니다. 페이지를 새로 고친 뒤 다시 동의해 주세요.'),
    marketingSms: optionalCheck,
    marketingEmail: optionalCheck,
    marketingKakao: optionalCheck,
    startURL: z.string().max(2000).optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: '비밀번호가 서로 다릅니다.',
    when: whenStrings('password', 'passwordConfirm'),
  })
  .refine((v) => v.password.toLowerCase() !== String(v.email).trim().toLowerCase(), {
    path: ['password'],
    message: '이메일과 다른 비밀번호를 사용해 주세요.',
    when: whenStrings('password', 'email'),
  })
  .superRefine(...strongPassword('password', ['email', 'name', 'mobile']));
export type RegisterInput = z.output<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: z.string({ error: '이메일을 입력해 주세요.' }).trim().toLowerCase().min(1, '이메일을 입력해 주세요.').max(254),
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, '비밀번호를 입력해 주세요.').max(128),
  startURL: z.string().max(2000).optional(),
});

/** The address search is the first choice; typing is allowed when it cannot load (AddressFields). */
const POSTCODE_MESSAGE = '우편번호 검색으로 주소를 찾거나, 우편번호 5자리를 입력해 주세요.';

export const AddressSchema = z.object({
  postcode: z.string().trim().regex(/^\d{5}$/, POSTCODE_MESSAGE),
  roadAddress: z.string().trim().min(1, '주소를 입력해 주세요.').max(200),
  jibunAddress: z.string().trim().max(200).default(''),
  extraAddress: z.string().trim().max(100).default(''),
  addressDetail: z.string().trim().max(100, '상세 주소는 100자까지 입력할 수 있습니다.').default(''),
});

export const ProfileSchema = z
  .strictObject({
    name: NameSchema,
    mobile: MobileSchema,
    postcode: z.string().trim().max(5).default(''),
    roadAddress: z.string().trim().max(200).default(''),
    jibunAddress: z.string().trim().max(200).default(''),
    extraAddress: z.string().trim().max(100).default(''),
    addressDetail: z.string().trim().max(100, '상세 주소는 100자까지 입력할 수 있습니다.').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.postcode !== '' && !/^\d{5}$/.test(v.postcode)) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_MESSAGE });
    }
    if (v.postcode === '' && (v.roadAddress !== '' || v.addressDetail !== '')) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_MESSAGE });
    }
  });
export type ProfileInput = z.output<typeof ProfileSchema>;

/** The new password typed twice, and the check that both are the same (password change and reset). */
const NewPasswordConfirm = z.string({ error: '새 비밀번호를 한 번 더 입력해 주세요.' });
const sameNewPasswordTwice = (v: { newPassword: string; newPasswordConfirm: string }) => v.newPassword === v.newPasswordConfirm;
const differentNewPasswords = { path: ['newPasswordConfirm'], message: '새 비밀번호가 서로 다릅니다.', when: whenStrings('newPassword', 'newPasswordConfirm') };

export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, '현재 비밀번호를 입력해 주세요.').max(128),
    newPassword: NewPasswordSchema,
    newPasswordConfirm: NewPasswordConfirm,
  })
  .refine(sameNewPasswordTwice, differentNewPasswords)
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
    when: whenStrings('newPassword', 'currentPassword'),
  })
  .superRefine(...strongPassword('newPassword', ['currentPassword']));

export const MarketingSchema = z.strictObject({
  sms: optionalCheck,
  email: optionalCheck,
  kakao: optionalCheck,
});
export type MarketingInput = z.output<typeof MarketingSchema>;

export const WithdrawalSchema = z.object({
  reasons: z
    .array(z.enum(WITHDRAWAL_REASONS.map((r) => r.code) as [string, ...string[]]), { error: '탈퇴 사유를 하나 이상 선택해 주세요.' })
    .min(1, '탈퇴 사유를 하나 이상 선택해 주세요.'),
  comment: z.string().trim().max(500, '남기실 말씀은 500자까지 입력할 수 있습니다.').default(''),
  password: z.string().max(128).default(''),
  confirm: checked('안내 사항을 확인하고 동의해 주세요.'),
});

/** 비밀번호 찾기: the address of the account. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });

/** The new password set through a reset link (its strength is judged with the account's details by the reset itself). */
export const PasswordResetSchema = z
  .object({
    token: z.string().max(200).default(''),
    newPassword: NewPasswordSchema,
    newPasswordConfirm: NewPasswordConfirm,
  })
  .refine(sameNewPasswordTwice, differentNewPasswords);

/** 이메일 변경: the new address, and the current password when the account has one. */
export const EmailChangeSchema = z.object({
  newEmail: EmailSchema,
  password: z.string().max(128).default(''),
});

const check = z
  .union([z.literal('on'), z.boolean(), z.null()])
  .optional()
  .transform((v) => v === 'on' || v === true);

/** The member's channels (the notices page): e-mail for service notices, and new trial openings. */
export const NoticeSettingsSchema = z.strictObject({ email: check, trialOpenings: check });

export const NoticeId = z.object({ id: z.string({ error: '알림을 고르세요.' }).min(1, '알림을 고르세요.').max(64) });

/** "새 체험 알림" on or off (the trial list's button). */
export const TrialOpeningsSchema = z.strictObject({ follow: z.enum(['on', 'off'], { error: '알림을 켤지 끌지 골라 주세요.' }) });

