import { type ChangeEvent, useRef, useState } from 'react';
import { type AddressResult, loadPostcode, toAddressResult } from '#app/lib/postcode';
import styles from './AddressFields.module.css';

export interface AddressValue {
  postcode: string;
  roadAddress: string;
  jibunAddress: string;
  extraAddress: string;
  addressDetail: string;
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

  const edit = (field: keyof AddressValue) => (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    setAddress((a) => ({ ...a, [field]: text, ...(field === 'roadAddress' ? { jibunAddress: '' } : {}) }));
  };

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
        <label className="visually-hidden" htmlFor="postcode">
          우편번호
        </label>
        <input
          id="postcode"
          name="postcode"
          ref={postcode}
          className={styles.input}
          value={address.postcode}
          placeholder="우편번호"
          readOnly={!typing}
          onChange={edit('postcode')}
          inputMode="numeric"
          maxLength={5}
          autoComplete={typing ? 'postal-code' : 'off'}
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
      <label className="visually-hidden" htmlFor="roadAddress">
        기본 주소
      </label>
      <input
        id="roadAddress"
        name="roadAddress"
        className={styles.input}
        value={address.roadAddress}
        placeholder={typing ? '기본 주소 (도로명 또는 지번)' : '기본 주소'}
        readOnly={!typing}
        onChange={edit('roadAddress')}
        maxLength={200}
        autoComplete={typing ? 'address-line1' : 'off'}
      />
      <input type="hidden" name="jibunAddress" value={address.jibunAddress} />
      <label className="visually-hidden" htmlFor="extraAddress">
        참고 항목
      </label>
      <input id="extraAddress" name="extraAddress" className={styles.input} value={address.extraAddress} placeholder="참고 항목" readOnly={!typing} onChange={edit('extraAddress')} maxLength={100} />
      <label className="visually-hidden" htmlFor="addressDetail">
        상세 주소
      </label>
      <input
        id="addressDetail"
        name="addressDetail"
        ref={detail}
        className={styles.input}
        defaultValue={address.addressDetail}
        placeholder="상세 주소 (동·호수 등)"
        maxLength={100}
        autoComplete="address-line2"
      />
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
