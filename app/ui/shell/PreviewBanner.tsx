import styles from './PreviewBanner.module.css';

/**
 * Marks a staff preview (`?preview=1`, app/staff-kit/page-helpers.server.ts): the page shows the
 * record as saved, which guests may not see yet, so staff never mistake it for the live page.
 */
export function PreviewBanner() {
  return (
    <aside className={styles.banner} aria-label="미리보기 안내">
      <strong>미리보기</strong> 저장된 내용을 방문자 화면처럼 보여 줍니다. 게시하기 전에는 방문자에게 보이지 않습니다.
    </aside>
  );
}
