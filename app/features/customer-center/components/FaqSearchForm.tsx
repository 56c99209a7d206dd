import { Form } from 'react-router';
import styles from './CustomerCenter.module.css';
import { href } from '#app/config/href';

/** The FAQ search box (GET to /customer-center/faqs), on the centre's front page and on the FAQ page. */
export function FaqSearchForm({ id, placeholder, defaultValue }: { id: string; placeholder: string; defaultValue?: string }) {
  return (
    <Form method="get" action={href('faqs')} role="search" className={styles.searchForm}>
      <label htmlFor={id} className="visually-hidden">
        자주 묻는 질문 검색어
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} placeholder={placeholder} maxLength={50} autoComplete="off" />
      <button type="submit" className="btn">
        검색
      </button>
    </Form>
  );
}
