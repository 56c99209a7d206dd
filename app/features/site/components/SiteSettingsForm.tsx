import { Form, useNavigation } from 'react-router';
import { CheckboxField, ErrorSummary, Field, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { ServicePromises } from '#app/lib/service-promises';
import type { SiteConfig } from '../schemas';
import { SaveButton } from '#app/staff-kit/components/EditorParts';

/** The service promises' fields: label, hint (where it is shown and how the sentence reads). */
const PROMISE_FIELDS: { name: keyof ServicePromises; label: string; hint: string; maxLength: number; type?: string }[] = [
  { name: 'csPhone', label: '고객센터 전화번호', hint: '바닥글, 고객센터, 모든 메일 아래에 보입니다.', maxLength: 30, type: 'tel' },
  { name: 'csHours', label: '상담 시간', hint: '예: 평일 09:00~18:00 (점심 12:00~13:00), 주말·공휴일 휴무', maxLength: 80 },
  { name: 'csEmail', label: '고객센터 이메일', hint: '바닥글과 고객센터에 보입니다.', maxLength: 254, type: 'email' },
  { name: 'inquiryAnswerTime', label: '1:1 문의 답변 시간', hint: '“1:1 문의는 ___ 답변해 드려요.”로 읽힙니다. 예: 영업일 기준 1일 안에', maxLength: 40 },
  { name: 'trialShipping', label: '체험 사료 발송 시기', hint: '“체험 사료는 ___ 보내 드려요.”로 읽힙니다(신청서, 당첨 알림). 예: 당첨 발표 후 3영업일 안에', maxLength: 40 },
  { name: 'deliveryTime', label: '배송 기간', hint: '“___ 받아 보실 수 있어요.”로 읽힙니다. 예: 보낸 날부터 1~2일 안에', maxLength: 40 },
  { name: 'companyName', label: '상호', hint: '바닥글과 모든 메일의 사업자 정보입니다.', maxLength: 60 },
  { name: 'companyCeo', label: '대표자', hint: '', maxLength: 30 },
  { name: 'businessNumber', label: '사업자등록번호', hint: '', maxLength: 20 },
  { name: 'mailOrderNumber', label: '통신판매업 신고번호', hint: '', maxLength: 40 },
  { name: 'companyAddress', label: '사업장 주소', hint: '', maxLength: 120 },
];

/** The site config's text areas: the form field, the config value it shows, and its wording. */
const CONFIG_TEXTS = {
  disabledPaths: { column: 'DisabledPaths__c', label: '점검할 경로', rows: 4, maxLength: 4000, hint: '한 줄에 하나씩, /로 시작. 방문한 주소에 이 경로가 들어 있으면 막힙니다(예: /recruitment는 /recruitment/order도 막음). 로그인한 회원과 운영자는 막히지 않습니다.' },
  alertMessage: { column: 'AlertMessage__c', label: '점검 안내 문구', rows: 3, maxLength: 1000, hint: '막힌 페이지를 연 방문자에게 그대로 보입니다. 예: 더 나은 서비스를 위해 11월 25일 02:00~04:00에 점검합니다.' },
  loginRequiredPaths: { column: 'LoginRequiredPaths__c', label: '로그인이 필요한 경로', rows: 4, maxLength: 4000, hint: '한 줄에 하나씩, /로 시작. 방문자가 열면 ‘로그인 또는 회원가입 후 이용해주세요.’ 안내와 함께 로그인으로 보냅니다.' },
} as const satisfies Record<string, { column: keyof SiteConfig; label: string; rows: number; maxLength: number; hint: string }>;

/**
 * Staff switch maintenance and the guest rules of SPEC 5.1. Paths match when the visited path
 * contains them, so the hints say what a short path also covers.
 */
export function SiteSettingsForm({
  brandName,
  config,
  promises,
  searchVerification,
  blocking,
  errors,
  values,
}: {
  brandName: string;
  config: SiteConfig;
  promises: ServicePromises;
  searchVerification: { naver: string; google: string };
  blocking: string[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const v = values;
  const configText = (name: keyof typeof CONFIG_TEXTS) => {
    const { column, ...field } = CONFIG_TEXTS[name];
    return <TextareaField {...field} name={name} defaultValue={v?.[name] ?? config[column]} error={errors?.[name]} />;
  };
  return (
    <Form method="post" className={formStyles.form} noValidate>
      <ErrorSummary errors={errors} />
      <Field label="브랜드 이름" name="brandName" required maxLength={40} defaultValue={v?.brandName ?? brandName} error={errors?.brandName} hint="머리글, 제목, 바닥글에 쓰입니다." />

      <fieldset className={formStyles.fieldset}>
        <legend>점검</legend>
        <CheckboxField name="isMaintenance" label="점검 중 (아래 경로를 방문자에게 막고 안내 문구를 보여 줍니다)" defaultChecked={v ? v.isMaintenance === 'on' : config.IsMaintenance__c} />
        {configText('disabledPaths')}
        {configText('alertMessage')}
        {(blocking.length > 0 || errors?.lockoutConfirmed) && (
          <CheckboxField
            name="lockoutConfirmed"
            label="로그인 페이지까지 막힌다는 것을 알고 있습니다. 점검이 끝날 때까지 로그아웃하지 않겠습니다."
            error={errors?.lockoutConfirmed}
          />
        )}
      </fieldset>

      {configText('loginRequiredPaths')}
      <fieldset className={formStyles.fieldset}>
        <legend>고객 안내 (연락처·답변·배송 시간·사업자 정보)</legend>
        <p>사이트의 모든 화면, 바닥글, 회원에게 가는 메일과 알림이 이 값을 그대로 씁니다. 약속한 시간을 바꾸면 모든 곳에서 함께 바뀝니다.</p>
        {PROMISE_FIELDS.map((f) => (
          <Field
            key={f.name}
            label={f.label}
            name={f.name}
            type={f.type ?? 'text'}
            required
            maxLength={f.maxLength}
            defaultValue={v?.[f.name] ?? promises[f.name]}
            error={errors?.[f.name]}
            hint={f.hint || undefined}
          />
        ))}
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend>검색 엔진 등록</legend>
        <p>네이버 서치어드바이저와 구글 서치 콘솔에서 사이트를 등록할 때 받은 확인 값을 넣으면 모든 페이지의 머리에 확인용 메타 태그가 들어갑니다. 받은 메타 태그를 통째로 붙여 넣어도 됩니다. 비우면 태그를 넣지 않습니다.</p>
        <Field
          label="네이버 서치어드바이저 사이트 확인 값"
          name="naverSiteVerification"
          maxLength={400}
          defaultValue={v?.naverSiteVerification ?? searchVerification.naver}
          error={errors?.naverSiteVerification}
          hint="서치어드바이저의 사이트 등록 › 소유확인에서 메타 태그 방식으로 받은 값"
        />
        <Field
          label="구글 서치 콘솔 사이트 확인 값"
          name="googleSiteVerification"
          maxLength={400}
          defaultValue={v?.googleSiteVerification ?? searchVerification.google}
          error={errors?.googleSiteVerification}
          hint="서치 콘솔의 소유권 확인에서 메타 태그 방식으로 받은 값"
        />
      </fieldset>
      <SaveButton busy={busy} />
    </Form>
  );
}
