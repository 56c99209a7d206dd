import { ProgramScene } from '#app/features/health/shared/components/ProgramArt';
import { Intro } from '#app/features/health/shared/components/ProgramPage';
import styles from '#app/features/health/shared/components/Health.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { href } from '#app/config/href';

export default function BreedIntro() {
  return (
    <RoutePage routeId="breed" lead="품종마다 타고나는 체질이 있어요. 우리 아이 품종이 특히 신경 써야 할 부분과 도움이 되는 관리를 알려 드려요.">
      <Intro art={<ProgramScene program="breed" className={styles.introArt} />} title="품종으로 미리 알아보는 건강 포인트" startHref={href('breed-step1')} startLabel="품종별 민감도 알아보기">
        <ol className={styles.introList}>
          <li>강아지 또는 고양이를 고르고, 품종을 검색해요.</li>
          <li>나이와 중성화 여부를 알려 주세요.</li>
          <li>품종에 잘 나타나는 민감 부위와 맞춤 사료, 건강 팁을 확인해요.</li>
        </ol>
      </Intro>
    </RoutePage>
  );
}
