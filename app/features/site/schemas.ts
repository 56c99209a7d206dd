import { z } from 'zod';
import { href } from '#app/config/href';
import { withParticle } from '#app/lib/korean-particles';

/** Site config as the spec names it (SPEC 3.1). */
export const SiteConfigSchema = z.object({
  DisabledPaths__c: z.string(),
  IsMaintenance__c: z.boolean(),
  AlertMessage__c: z.string(),
  LoginRequiredPaths__c: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** Newline-separated site paths, each starting with "/". */
const PathList = z
  .string()
  .max(4000)
  .refine((v) => v.split(/\r?\n/).every((line) => line.trim() === '' || line.trim().startsWith('/')), {
    message: '경로는 한 줄에 하나씩 /로 시작해야 합니다.',
  });

const promise = (label: string, max: number) =>
  z
    .string({ error: `${withParticle(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${withParticle(label, '을/를')} 입력해 주세요.`)
    .max(max, `${withParticle(label, '은/는')} ${max}자까지 입력할 수 있습니다.`);

/**
 * The service promises and contacts (app/lib/service-promises.ts): every page, the footer, the
 * e-mails and the notices quote these, so each is written once, here.
 */
const ServicePromisesSchema = z.strictObject({
  csPhone: promise('고객센터 전화번호', 30).regex(/^[0-9+\-() ]+$/, '고객센터 전화번호는 숫자와 - ( ) + 로 입력해 주세요.'),
  csHours: promise('상담 시간', 80),
  csEmail: promise('고객센터 이메일', 254).pipe(z.email('고객센터 이메일을 올바르게 입력해 주세요.')),
  inquiryAnswerTime: promise('1:1 문의 답변 시간', 40),
  trialShipping: promise('체험 사료 발송 시기', 40),
  deliveryTime: promise('배송 기간', 40),
  companyName: promise('상호', 60),
  companyCeo: promise('대표자', 30),
  businessNumber: promise('사업자등록번호', 20),
  mailOrderNumber: promise('통신판매업 신고번호', 40),
  companyAddress: promise('사업장 주소', 120),
});

/**
 * A site-ownership value of a search engine (Naver Search Advisor, Google Search Console): the
 * `content` of the meta tag they hand out. Staff often paste the whole tag, so its content is
 * taken from it; empty clears the value (no tag is shown).
 */
const verificationValue = (label: string) =>
  z
    .string()
    .trim()
    .max(400, `${withParticle(label, '은/는')} 400자까지 입력할 수 있습니다.`)
    .transform((value) => /content\s*=\s*["']([^"']*)["']/i.exec(value)?.[1]?.trim() ?? value)
    .pipe(z.string().max(100, `${withParticle(label, '은/는')} 100자까지 입력할 수 있습니다.`).regex(/^[A-Za-z0-9_-]*$/, `${withParticle(label, '은/는')} 알파벳, 숫자, -, _ 로만 이루어진 값입니다. 받은 메타 태그를 통째로 붙여 넣어도 됩니다.`));

const SearchVerificationSchema = z.strictObject({
  naver: verificationValue('네이버 서치어드바이저 사이트 확인 값'),
  google: verificationValue('구글 서치 콘솔 사이트 확인 값'),
});

export const SiteConfigUpdateSchema = z.strictObject({
  /** The search engines' site-ownership values (issue 25, item 1). */
  SearchVerification: SearchVerificationSchema.partial().optional(),
  /** Any of the service promises (issue 13, item 6). */
  ServicePromises: ServicePromisesSchema.partial().optional(),
  DisabledPaths__c: PathList.optional(),
  IsMaintenance__c: z.boolean().optional(),
  AlertMessage__c: z.string().max(1000).optional(),
  LoginRequiredPaths__c: PathList.optional(),
  BrandName: z.string().trim().min(1).max(40).optional(),
});

/** Path lists as staff type them: trimmed lines, blanks and repeats dropped. */
function normalisePathList(value: string): string {
  return [...new Set(value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))].join('\n');
}

const FormPathList = z
  .string()
  .max(4000, '경로 목록은 4,000자까지 입력할 수 있습니다.')
  .default('')
  .transform(normalisePathList)
  .refine((v) => v === '' || v.split('\n').every((line) => line.startsWith('/') && !/\s/.test(line)), { message: '경로는 한 줄에 하나씩, 공백 없이 /로 시작해야 합니다.' });

/** The paths a guest needs to sign in, which a maintenance list must not block by accident. */
const SIGN_IN_PATHS = [href('login'), href('kakao-start')] as const;

/** Disabled paths that also match a sign-in path (the access check matches by "contains"). */
export function blockingSignIn(disabledPaths: string): string[] {
  return disabledPaths.split('\n').filter((p) => p !== '' && SIGN_IN_PATHS.some((path) => path.includes(p)));
}

/** The staff form of /staff/site (SPEC 3.1 fields and the brand name), with Korean messages. */
export const SiteSettingsFormSchema = z
  .object({
    brandName: z.string().trim().min(1, '브랜드 이름을 입력해 주세요.').max(40, '브랜드 이름은 40자까지 입력할 수 있습니다.'),
    isMaintenance: z.literal('on').optional(),
    disabledPaths: FormPathList,
    alertMessage: z.string().trim().max(1000, '안내 문구는 1,000자까지 입력할 수 있습니다.').default(''),
    loginRequiredPaths: FormPathList,
    lockoutConfirmed: z.literal('on').optional(),
    naverSiteVerification: SearchVerificationSchema.shape.naver.default(''),
    googleSiteVerification: SearchVerificationSchema.shape.google.default(''),
    ...ServicePromisesSchema.shape,
  })
  .superRefine((v, ctx) => {
    if (v.isMaintenance !== 'on') return;
    if (v.disabledPaths === '') ctx.addIssue({ code: 'custom', path: ['disabledPaths'], message: '점검 중에는 막을 경로를 한 줄 이상 입력해 주세요. 사이트 전체는 / 한 줄입니다.' });
    if (v.alertMessage === '') ctx.addIssue({ code: 'custom', path: ['alertMessage'], message: '점검 중에 방문자에게 보일 안내 문구를 입력해 주세요.' });
    const blocking = blockingSignIn(v.disabledPaths);
    if (blocking.length > 0 && v.lockoutConfirmed !== 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['lockoutConfirmed'],
        message: `${withParticle(`'${blocking.join("', '")}'`, '은/는')} 로그인 페이지도 막습니다. 로그아웃한 운영자도 로그인할 수 없게 되니, 확인란에 표시하거나 경로를 좁혀 주세요.`,
      });
    }
  })
  .transform((v) => ({
    ServicePromises: {
      csPhone: v.csPhone,
      csHours: v.csHours,
      csEmail: v.csEmail,
      inquiryAnswerTime: v.inquiryAnswerTime,
      trialShipping: v.trialShipping,
      deliveryTime: v.deliveryTime,
      companyName: v.companyName,
      companyCeo: v.companyCeo,
      businessNumber: v.businessNumber,
      mailOrderNumber: v.mailOrderNumber,
      companyAddress: v.companyAddress,
    },
    SearchVerification: { naver: v.naverSiteVerification, google: v.googleSiteVerification },
    BrandName: v.brandName,
    IsMaintenance__c: v.isMaintenance === 'on',
    DisabledPaths__c: v.disabledPaths,
    AlertMessage__c: v.alertMessage,
    LoginRequiredPaths__c: v.loginRequiredPaths,
  }));
