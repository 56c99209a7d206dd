import { useRef, useState } from 'react';
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
 * Postcode, road address and extra address filled by the postcode service (read-only, so the
 * address is always one the service knows), and a free detail line. Inputs keep plain names, so
 * the form works as a normal POST.
 */
export function AddressFields({ scriptUrl, value, error }: { scriptUrl: string; value: AddressValue; error?: string | undefined }) {
  const [address, setAddress] = useState(value);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const detail = useRef<HTMLInputElement>(null);

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
    }
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'address-error' : undefined}>
      <legend>주소</legend>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor="postcode">
          우편번호
        </label>
        <input id="postcode" name="postcode" className={styles.input} value={address.postcode} placeholder="우편번호" readOnly aria-invalid={error ? true : undefined} />
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
      <input id="roadAddress" name="roadAddress" className={styles.input} value={address.roadAddress} placeholder="기본 주소" readOnly />
      <input type="hidden" name="jibunAddress" value={address.jibunAddress} />
      <label className="visually-hidden" htmlFor="extraAddress">
        참고 항목
      </label>
      <input id="extraAddress" name="extraAddress" className={styles.input} value={address.extraAddress} placeholder="참고 항목" readOnly />
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
          주소 검색을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
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
