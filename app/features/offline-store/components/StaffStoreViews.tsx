import { Form, useNavigation } from 'react-router';
import { ContentForm } from '#app/staff-kit/components/EditorParts';
import kit from '#app/staff-kit/components/ContentKit.module.css';
import { SelectField } from '#app/staff-kit/components/KitFields';
import type { ContentMeta } from '#app/staff-kit/content-state';
import { ErrorSummary, Field } from '#app/ui/form/Field';
import formStyles from '#app/ui/form/Form.module.css';
import { AddressFields } from '#app/ui/postcode/AddressFields';
import { DataTable } from '#app/ui/table/DataTable';
import styles from './StaffStore.module.css';
import { formatNumber } from '#app/lib/format';

export interface StaffStore {
  meta: ContentMeta;
  name: string;
  region: string;
  postcode: string;
  address: string;
  addressDetail: string;
  phone: string;
  hours: string;
  sortOrder: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The store editor: name, region, address through the postcode service, phone, hours, order, and
 * the store's position (issue 25): found from the address when saved, typed here when it cannot be.
 */
export function StoreForm({
  item,
  regions,
  postcodeScriptUrl,
  canLocate,
  locationNote,
  errors,
  values,
}: {
  item: StaffStore | null;
  regions: readonly { value: string; label: string }[];
  postcodeScriptUrl: string;
  /** Whether saving finds the position from the address. */
  canLocate: boolean;
  /** Why the store has no position, when it has none. */
  locationNote: string | null;
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const v = (name: string, fallback: string | number | undefined) => values?.[name] ?? (fallback === undefined ? '' : String(fallback));
  return (
    <ContentForm meta={item?.meta ?? null} errors={errors} values={values}>
      <Field label="매장명" name="name" required maxLength={60} defaultValue={v('name', item?.name)} error={errors?.name} />
      <SelectField label="지역" name="region" required options={regions} defaultValue={v('region', item?.region ?? regions[0]?.value)} error={errors?.region} hint="매장 찾기의 지역 선택에 쓰입니다." />
      <AddressFields
        scriptUrl={postcodeScriptUrl}
        value={{ postcode: v('postcode', item?.postcode), roadAddress: v('roadAddress', item?.address), jibunAddress: '', extraAddress: v('extraAddress', ''), addressDetail: v('addressDetail', item?.addressDetail) }}
        error={errors?.roadAddress ?? errors?.postcode ?? errors?.addressDetail}
      />
      <Field label="전화번호" name="phone" type="tel" required maxLength={20} defaultValue={v('phone', item?.phone)} error={errors?.phone} hint="예: 02-6953-1021" />
      <Field label="영업시간" name="hours" required maxLength={100} defaultValue={v('hours', item?.hours)} error={errors?.hours} hint="예: 매일 10:00 ~ 21:00" />
      <Field label="노출 순서" name="sortOrder" type="number" inputMode="numeric" required defaultValue={v('sortOrder', item?.sortOrder ?? 0)} error={errors?.sortOrder} hint="같은 지역 안에서 작은 숫자가 먼저 보입니다." />
      <fieldset className={styles.position}>
        <legend>매장 위치</legend>
        <p className={formStyles.hint}>
          {canLocate
            ? '비워 두고 저장하면 주소로 위치를 찾습니다. 주소로 찾지 못하거나 위치가 맞지 않을 때만 위도와 경도를 입력해 주세요.'
            : '‘내 주변’ 정렬과 지도에 쓰입니다. 지도 서비스에서 매장을 찾아 위도와 경도를 입력해 주세요.'}
        </p>
        {locationNote && (
          <p className={styles.positionNote} role="status">
            {locationNote}
          </p>
        )}
        <Field label="위도" name="latitude" inputMode="decimal" maxLength={14} defaultValue={v('latitude', item?.latitude ?? undefined)} error={errors?.latitude} hint="예: 37.5446 (33~38.7)" />
        <Field label="경도" name="longitude" inputMode="decimal" maxLength={14} defaultValue={v('longitude', item?.longitude ?? undefined)} error={errors?.longitude} hint="예: 127.0557 (124.5~132)" />
      </fieldset>
    </ContentForm>
  );
}

export interface ImportResult {
  fileName: string;
  imported: number;
  created: number;
  updated: number;
  problems: { line: number; column: string; message: string }[];
  /** What locating the imported stores' addresses gave (null: nothing was located). */
  location: { located: number; unlocated: { line: number; name: string; reason: 'not_found' | 'error' | 'time' }[] } | null;
}

const UNLOCATED_REASON = {
  not_found: '주소로 위치를 찾지 못했습니다',
  error: '위치 찾기 서비스에 연결하지 못했습니다',
  time: '시간 안에 위치를 찾지 못했습니다',
} as const;

/** The stores an import left without a position, and what to do about them. */
function UnlocatedStores({ location }: { location: NonNullable<ImportResult['location']> }) {
  if (location.unlocated.length === 0) {
    return <p className={formStyles.hint}>가져온 매장 {formatNumber(location.located)}곳의 위치를 주소로 찾았습니다.</p>;
  }
  return (
    <section aria-labelledby="import-unlocated">
      <h2 id="import-unlocated">위치를 찾지 못한 매장 {formatNumber(location.unlocated.length)}곳</h2>
      <p>
        매장은 저장되었지만 위치가 없어 ‘내 주변’ 정렬과 지도에 나오지 않습니다. 매장 편집에서 주소를 확인해 다시 저장하거나 위도와 경도를 직접 입력해 주세요. (위치를 찾은 매장{' '}
        {formatNumber(location.located)}곳)
      </p>
      <DataTable label="위치를 찾지 못한 매장 표">
        <caption className="visually-hidden">위치를 찾지 못한 매장</caption>
        <thead>
          <tr>
            <th scope="col">줄</th>
            <th scope="col">매장명</th>
            <th scope="col">까닭</th>
          </tr>
        </thead>
        <tbody>
          {location.unlocated.slice(0, 200).map((u) => (
            <tr key={u.line}>
              <td>{u.line}번째 줄</td>
              <td>{u.name}</td>
              <td>{UNLOCATED_REASON[u.reason]}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {location.unlocated.length > 200 && <p className={formStyles.hint}>처음 200곳만 보여 드립니다.</p>}
    </section>
  );
}

/** The import form, and after a try its outcome: every problem by line and column (nothing written), or what was written. */
export function StoreImport({ columns, regions, result, errors }: { columns: { heading: string; required: boolean }[]; regions: string[]; result: ImportResult | null; errors?: Record<string, string> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <section aria-labelledby="import-how">
        <h2 id="import-how">파일 형식</h2>
        <p>
          <strong>엑셀 파일(.xlsx)</strong>을 그대로 올리거나, 엑셀에서 <strong>CSV(쉼표로 분리)</strong> 또는 <strong>CSV UTF-8</strong>로 저장한 파일을 올려 주세요. 엑셀 파일은 첫 번째
          시트를 읽습니다. 첫 줄은 제목 줄이고, 한 줄에 매장 하나입니다. 파일에 문제가 하나라도
          있으면 아무것도 저장하지 않고 문제가 있는 줄을 모두 알려 드립니다. 고친 뒤 같은 파일을 다시 올리면 됩니다.
        </p>
        <DataTable label="파일 열 안내 표">
          <caption>열 (순서는 자유)</caption>
          <thead>
            <tr>
              <th scope="col">제목</th>
              <th scope="col">필수</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((c) => (
              <tr key={c.heading}>
                <td>{c.heading}</td>
                <td>{c.required ? '필수' : '선택'}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p className={formStyles.hint}>
          지역: {regions.join(', ')}. 공개: Y 또는 N (비우면 Y). 매장코드가 이미 있는 매장이면 그 매장을 고치고, 없으면 새로 추가합니다.
        </p>
      </section>
      <Form method="post" encType="multipart/form-data" className={formStyles.form}>
        <ErrorSummary errors={errors} />
        <div className={formStyles.field}>
          <label htmlFor="store-file" className={formStyles.label}>
            매장 목록 파일 (.xlsx, .csv) <span className={formStyles.required}>(필수)</span>
          </label>
          <input id="store-file" type="file" name="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" required aria-invalid={errors?.file ? true : undefined} />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? '확인하는 중…' : '확인하고 가져오기'}
          </button>
        </div>
      </Form>
      {result && result.problems.length > 0 && (
        <section aria-labelledby="import-problems" role="alert">
          <h2 id="import-problems">
            {result.fileName}: 문제 {result.problems.length}건, 아무것도 저장하지 않았습니다
          </h2>
          <DataTable label="문제 줄 표">
            <caption className="visually-hidden">문제가 있는 줄</caption>
            <thead>
              <tr>
                <th scope="col">줄</th>
                <th scope="col">열</th>
                <th scope="col">문제</th>
              </tr>
            </thead>
            <tbody>
              {result.problems.map((p, i) => (
                <tr key={i}>
                  <td>{p.line === 0 ? '파일' : `${p.line}번째 줄`}</td>
                  <td>{p.column || '-'}</td>
                  <td>{p.message}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </section>
      )}
      {result && result.problems.length === 0 && (
        <p className={kit.notice} role="status">
          {result.fileName}: 매장 {formatNumber(result.imported)}개를 가져왔습니다 (새로 추가 {formatNumber(result.created)}개, 고침 {formatNumber(result.updated)}개).
        </p>
      )}
      {result && result.problems.length === 0 && result.location && <UnlocatedStores location={result.location} />}
    </>
  );
}
