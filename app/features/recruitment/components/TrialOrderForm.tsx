import { Form, Link, useNavigation } from 'react-router';
import type { Pet } from '#app/features/pets/pet-types';
import { formatDate } from '#app/lib/format';
import { CheckboxField, ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { AddressFields, sentOrSaved, type AddressValue } from '#app/ui/postcode/AddressFields';
import { DELIVERY_REQUESTS } from '../form-options';
import type { Campaign } from '../types';
import styles from './Recruitment.module.css';
import { useServicePromises } from '#app/ui/shell/use-brand';
import { SiteImage } from '#app/ui/image/SiteImage';
import { speciesLabel } from '#app/features/pets/species';
import { href } from '#app/config/href';
import { formatNumber } from '#app/lib/format';

export interface TrialOrderFormProps {
  campaign: Campaign;
  pets: Pet[];
  defaults: { recipientName: string; mobile: string } & AddressValue;
  postcodeScriptUrl: string;
  /** The member already gets notices by e-mail too. */
  emailNotices?: boolean;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}

export function TrialOrderForm({ campaign, pets, defaults, postcodeScriptUrl, emailNotices = false, errors, values }: TrialOrderFormProps) {
  const busy = useNavigation().state === 'submitting';
  const promises = useServicePromises();
  const v = values ?? {};
  const eligible = pets.filter((p) => campaign.species === 'all' || p.species === campaign.species);
  const chosenPet = v.petId ?? eligible[0]?.id ?? '';
  return (
    <div className={styles.twoCols}>
      <section aria-labelledby="campaign-summary" className={styles.card}>
        <div className={styles.cardHead}>
          <SiteImage className={styles.thumb} src={campaign.product.ThumbnailImageUrl__c} alt={campaign.product.Name} width={88} height={88} priority="eager" />
          <div>
            <h2 id="campaign-summary" className={styles.cardTitle}>
              {campaign.title}
            </h2>
            <p className={styles.muted}>{campaign.product.Name}</p>
          </div>
        </div>
        <dl className={styles.meta}>
          <dt>신청 마감</dt>
          <dd>{formatDate(campaign.endsAt)}</dd>
          <dt>당첨 발표</dt>
          <dd>{formatDate(campaign.announceAt)}</dd>
          <dt>대상</dt>
          <dd>{speciesLabel(campaign.species)}</dd>
          <dt>남은 자리</dt>
          <dd>{formatNumber(campaign.remaining)}명</dd>
        </dl>
      </section>

      <Form method="post" className={formStyles.form} noValidate>
        <ErrorSummary errors={errors} />
        <input type="hidden" name="campaignId" value={campaign.id} />

        <fieldset className={formStyles.fieldset} aria-describedby={errors?.petId ? 'petId-error' : undefined}>
          <legend>체험할 반려동물 (필수)</legend>
          {eligible.length === 0 ? (
            <p className={styles.muted}>
              이 체험은 {speciesLabel(campaign.species)}만 신청할 수 있어요. 먼저 <Link to={href('mypet-register')}>반려동물을 등록</Link>해 주세요.
            </p>
          ) : (
            <div className={styles.choices}>
              {eligible.map((pet) => (
                <label key={pet.id} className={styles.choice}>
                  <input type="radio" name="petId" value={pet.id} defaultChecked={pet.id === chosenPet} required />
                  <span>
                    {pet.name} · {speciesLabel(pet.species)} · {pet.breed} · {pet.ageGroup}
                  </span>
                </label>
              ))}
            </div>
          )}
          {errors?.petId && (
            <p id="petId-error" className={formStyles.error}>
              {errors.petId}
            </p>
          )}
        </fieldset>

        <Field label="받는 분" name="recipientName" required maxLength={20} autoComplete="name" defaultValue={v.recipientName ?? defaults.recipientName} error={errors?.recipientName} />
        <Field
          label="휴대폰 번호"
          name="mobile"
          type="tel"
          inputMode="numeric"
          required
          maxLength={13}
          autoComplete="tel"
          defaultValue={v.mobile ?? defaults.mobile}
          error={errors?.mobile}
          hint="택배 기사님이 연락할 번호예요. 예: 010-1234-5678"
        />
        <AddressFields
          scriptUrl={postcodeScriptUrl}
          error={errors?.postcode ?? errors?.roadAddress ?? errors?.addressDetail}
          value={sentOrSaved(v, defaults)}
        />
        <Field
          label="배송 요청사항"
          name="deliveryRequest"
          maxLength={50}
          list="delivery-requests"
          defaultValue={v.deliveryRequest ?? ''}
          error={errors?.deliveryRequest}
          hint="목록에서 고르거나 직접 입력해 주세요. (50자 이내)"
          autoComplete="off"
        />
        <datalist id="delivery-requests">
          {DELIVERY_REQUESTS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>

        <div className={styles.notice}>
          <strong>신청 전에 확인해 주세요</strong>
          <ul>
            <li>체험은 회원 한 분당 한 번만 신청할 수 있어요.</li>
            <li>
              당첨 결과는 발표일에 마이페이지 알림(화면 위 종 모양)으로 알려 드려요.
              {promises ? ` 당첨되시면 ${promises.trialShipping} 보내 드리고, ${promises.deliveryTime} 받아 보실 수 있어요.` : ''}
            </li>
            <li>알레르기나 치료 중인 질환이 있다면 수의사와 먼저 상담해 주세요.</li>
          </ul>
        </div>
        {emailNotices ? (
          <p className={formStyles.notice}>당첨 결과와 배송 소식은 마이페이지 알림과 가입하신 이메일로 보내 드려요.</p>
        ) : (
          <CheckboxField name="notifyByEmail" label="(선택) 당첨 결과와 배송 소식을 가입한 이메일로도 받을게요." defaultChecked={v.notifyByEmail === 'on'} />
        )}
        <CheckboxField name="agreePrivacy" label="(필수) 체험 신청을 위한 개인정보 수집·이용(이름, 휴대폰 번호, 주소, 반려동물 정보)에 동의합니다. 보유 기간: 체험 종료 후 5년" error={errors?.agreePrivacy} defaultChecked={v.agreePrivacy === 'on'} />
        <CheckboxField name="agreeShipping" label="(필수) 배송을 위해 택배사에 이름, 휴대폰 번호, 주소를 제공하는 데 동의합니다." error={errors?.agreeShipping} defaultChecked={v.agreeShipping === 'on'} />
        <CheckboxField name="agreeNotice" label="(필수) 위 유의사항을 확인했습니다." error={errors?.agreeNotice} defaultChecked={v.agreeNotice === 'on'} />

        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '신청하는 중…' : '체험 신청하기'}
          </button>
          <Link className="btn btn--ghost" to={href('recruitment')}>
            목록으로
          </Link>
        </div>
      </Form>
    </div>
  );
}
