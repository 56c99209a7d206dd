import { Form, useNavigation } from 'react-router';
import { CheckboxField, ErrorSummary, Field, TextareaField } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import type { SiteConfig } from '../schemas';

/**
 * Staff switch maintenance and the guest rules of SPEC 5.1. Paths match when the visited path
 * contains them, so the hints say what a short path also covers.
 */
export function SiteSettingsForm({
  brandName,
  config,
  blocking,
  errors,
  values,
}: {
  brandName: string;
  config: SiteConfig;
  blocking: string[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const v = values;
  return (
    <Form method="post" className={formStyles.form} noValidate>
      <ErrorSummary errors={errors} />
      <Field label="브랜드 이름" name="brandName" required maxLength={40} defaultValue={v?.brandName ?? brandName} error={errors?.brandName} hint="머리글, 제목, 바닥글에 쓰입니다." />

      <fieldset className={formStyles.fieldset}>
        <legend>점검</legend>
        <CheckboxField name="isMaintenance" label="점검 중 (아래 경로를 방문자에게 막고 안내 문구를 보여 줍니다)" defaultChecked={v ? v.isMaintenance === 'on' : config.IsMaintenance__c} />
        <TextareaField
          label="점검할 경로"
          name="disabledPaths"
          rows={4}
          maxLength={4000}
          defaultValue={v?.disabledPaths ?? config.DisabledPaths__c}
          error={errors?.disabledPaths}
          hint="한 줄에 하나씩, /로 시작. 방문한 주소에 이 경로가 들어 있으면 막힙니다(예: /recruitment는 /recruitment/order도 막음). 로그인한 회원과 운영자는 막히지 않습니다."
        />
        <TextareaField
          label="점검 안내 문구"
          name="alertMessage"
          rows={3}
          maxLength={1000}
          defaultValue={v?.alertMessage ?? config.AlertMessage__c}
          error={errors?.alertMessage}
          hint="막힌 페이지를 연 방문자에게 그대로 보입니다. 예: 더 나은 서비스를 위해 11월 25일 02:00~04:00에 점검합니다."
        />
        {(blocking.length > 0 || errors?.lockoutConfirmed) && (
          <CheckboxField
            name="lockoutConfirmed"
            label="로그인 페이지까지 막힌다는 것을 알고 있습니다. 점검이 끝날 때까지 로그아웃하지 않겠습니다."
            error={errors?.lockoutConfirmed}
          />
        )}
      </fieldset>

      <TextareaField
        label="로그인이 필요한 경로"
        name="loginRequiredPaths"
        rows={4}
        maxLength={4000}
        defaultValue={v?.loginRequiredPaths ?? config.LoginRequiredPaths__c}
        error={errors?.loginRequiredPaths}
        hint="한 줄에 하나씩, /로 시작. 방문자가 열면 ‘로그인 또는 회원가입 후 이용해주세요.’ 안내와 함께 로그인으로 보냅니다."
      />
      <div className={formStyles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? '저장하는 중…' : '저장하기'}
        </button>
      </div>
    </Form>
  );
}
