import { ProgramScene } from '#app/features/health/shared/components/ProgramArt';
import { Intro } from '#app/features/health/shared/components/ProgramPage';
import styles from '#app/features/health/shared/components/Health.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { href } from '#app/config/href';

export default function SensitivityIntro() {
  return (
    <RoutePage routeId="sensitivity" lead="피부, 소화, 체중처럼 신경 쓰이는 부분을 골라 짧은 질문에 답하면, 항목마다 상태와 도움이 되는 케어를 알려 드려요.">
      <Intro art={<ProgramScene program="sensitivity" className={styles.introArt} />} title="3분이면 끝나는 민감도 체크" startHref={href('sensitivity-step1')} startLabel="민감도 체크 시작하기" note="결과는 참고용이에요. 증상이 계속되면 동물병원에서 진료를 받아 주세요.">
        <ol className={styles.introList}>
          <li>체크할 반려동물을 골라요. (강아지 6개, 고양이 6개 항목)</li>
          <li>요즘 신경 쓰이는 부분을 고르고, 항목별 질문에 답해요.</li>
          <li>항목마다 주의 · 관리필요 · 정상으로 결과와 맞춤 사료를 확인해요.</li>
        </ol>
      </Intro>
    </RoutePage>
  );
}
