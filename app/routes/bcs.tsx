import { ProgramScene } from '#app/features/health/shared/components/ProgramArt';
import { Intro } from '#app/features/health/shared/components/ProgramPage';
import styles from '#app/features/health/shared/components/Health.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { href } from '#app/config/href';

export default function BcsIntro() {
  return (
    <RoutePage routeId="bcs" lead="BCS(Body Condition Score)는 갈비뼈와 허리, 배 모양으로 체형을 9단계로 보는 방법이에요. 몸무게만으로는 알 수 없는 비만도를 집에서 확인해 보세요.">
      <Intro art={<ProgramScene program="bcs" className={styles.introArt} />} title="손으로 만져 보고, 눈으로 확인해요" startHref={href('bcs-step1')} startLabel="BCS 체크 시작하기" note="결과는 참고용이에요. 체중이 급하게 변했다면 동물병원에서 진료를 받아 주세요.">
        <ol className={styles.introList}>
          <li>체크할 반려동물과 지금 몸무게를 알려 주세요.</li>
          <li>갈비뼈, 위에서 본 허리, 옆에서 본 배 모양을 그림에서 골라요.</li>
          <li>정상 체중 · 과체중 · 비만 중 어디인지, 적정 체중과 하루 급여량을 알려 드려요.</li>
        </ol>
      </Intro>
    </RoutePage>
  );
}
