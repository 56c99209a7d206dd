import { type ChangeEvent, type InputHTMLAttributes, type Ref, useRef, useState } from 'react';
import { type AddressResult, loadPostcode, toAddressResult } from '#app/lib/postcode';
import styles from './AddressFields.module.css';

export interface AddressValue {
  postcode: string;
  roadAddress: string;
  jibunAddress: string;
  extraAddress: string;
  addressDetail: string;
}

/** The address a form shows: what was just sent (a refused form comes back with it), else the one on file. */
export function sentOrSaved(sent: Readonly<Record<string, string>>, saved: AddressValue): AddressValue {
  return {
    postcode: sent.postcode ?? saved.postcode,
    roadAddress: sent.roadAddress ?? saved.roadAddress,
    jibunAddress: sent.jibunAddress ?? saved.jibunAddress,
    extraAddress: sent.extraAddress ?? saved.extraAddress,
    addressDetail: sent.addressDetail ?? saved.addressDetail,
  };
}

/**
 * Postcode, road address and extra address filled by the postcode service, and a free detail
 * line. The search is the first choice (its fields are read-only, so the address is one the
 * service knows); when its script cannot load (blocked, offline, CSP) the fields open for typing,
 * so the form can still be finished. Inputs keep plain names, so the form works as a normal POST.
 */
export function AddressFields({ scriptUrl, value, error }: { scriptUrl: string; value: AddressValue; error?: string | undefined }) {
  const [address, setAddress] = useState(value);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [typing, setTyping] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const detail = useRef<HTMLInputElement>(null);
  const postcode = useRef<HTMLInputElement>(null);

  function typeByHand() {
    setTyping(true);
    requestAnimationFrame(() => postcode.current?.focus());
  }

  // The parts the service fills: read-only (and not autofilled) unless the member types the address.
  const filled = (field: 'postcode' | 'roadAddress' | 'extraAddress', autoComplete?: string) => ({
    value: address[field],
    readOnly: !typing,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const text = e.target.value;
      setAddress((a) => ({ ...a, [field]: text, ...(field === 'roadAddress' ? { jibunAddress: '' } : {}) }));
    },
    autoComplete: autoComplete && (typing ? autoComplete : 'off'),
  });

  async function search() {
    setFailed(false);
    try {
      const Postcode = await loadPostcode(scriptUrl);
      setOpen(true);
      // The panel renders on the next frame; embed once it is in the DOM.
      requestAnimationFrame(() => {
        if (!panel.current) return;
        panel.current.innerHTML = '';
        new Postcode({
          width: '100%',
          height: '100%',
          oncomplete: (data) => {
            const result: AddressResult = toAddressResult(data);
            setAddress((a) => ({ ...a, postcode: result.postcode, roadAddress: result.userSelectedAddress, jibunAddress: result.jibunAddress, extraAddress: result.extraAddress }));
            setOpen(false);
            requestAnimationFrame(() => detail.current?.focus());
          },
        }).embed(panel.current, { autoClose: false });
      });
    } catch {
      setFailed(true);
      typeByHand();
    }
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'address-error' : undefined}>
      <legend>주소</legend>
      <div className={styles.row}>
        <AddressPart
          field="postcode"
          label="우편번호"
          inputRef={postcode}
          {...filled('postcode', 'postal-code')}
          placeholder="우편번호"
          inputMode="numeric"
          maxLength={5}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="btn btn--ghost" onClick={search}>
          우편번호 검색
        </button>
      </div>
      {open && (
        <div className={styles.panelWrap}>
          <div ref={panel} className={styles.panel} data-testid="postcode-panel" />
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            주소 검색 닫기
          </button>
        </div>
      )}
      <AddressPart field="roadAddress" label="기본 주소" {...filled('roadAddress', 'address-line1')} placeholder={typing ? '기본 주소 (도로명 또는 지번)' : '기본 주소'} maxLength={200} />
      <input type="hidden" name="jibunAddress" value={address.jibunAddress} />
      <AddressPart field="extraAddress" label="참고 항목" {...filled('extraAddress')} placeholder="참고 항목" maxLength={100} />
      <AddressPart field="addressDetail" label="상세 주소" inputRef={detail} defaultValue={address.addressDetail} placeholder="상세 주소 (동·호수 등)" maxLength={100} autoComplete="address-line2" />
      {failed && (
        <p className={styles.error} role="alert">
          주소 검색을 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.
        </p>
      )}
      {!typing && (
        <p className={styles.hint}>
          검색이 되지 않으면{' '}
          <button type="button" className={styles.linkButton} onClick={typeByHand}>
            주소 직접 입력하기
          </button>
        </p>
      )}
      {error && (
        <p id="address-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One input of the address with its label, which only screen readers need (the placeholder shows). */
function AddressPart({ field, label, inputRef, ...input }: { field: keyof AddressValue; label: string; inputRef?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label className="visually-hidden" htmlFor={field}>
        {label}
      </label>
      <input id={field} name={field} ref={inputRef} className={styles.input} {...input} />
    </>
  );
}
