import { ProgramScene } from '#app/features/health/shared/components/ProgramArt';
import { Intro } from '#app/features/health/shared/components/ProgramPage';
import styles from '#app/features/health/shared/components/Health.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import { href } from '#app/config/href';

export default function CatsSignalIntro() {
  return (
    <RoutePage routeId="cats-signal" lead="고양이는 아픈 티를 잘 내지 않아요. 행동, 화장실, 털, 식욕, 입에서 보이는 작은 신호로 지금 필요한 케어를 알려 드려요.">
      <Intro art={<ProgramScene program="cats-signal" className={styles.introArt} />} title="말 못 하는 고양이의 작은 신호" startHref={href('cats-signal-step1')} startLabel="캣츠 시그널 시작하기" note="‘주의’ 신호가 나오면 동물병원에서 진료를 받아 주세요.">
        <ol className={styles.introList}>
          <li>우리 고양이를 골라요.</li>
          <li>행동과 화장실, 털과 식욕, 입에서 본 모습을 골라요.</li>
          <li>라이트 웨이트, 유리너리, 헤어볼, 다이제스티브, 덴탈, 헤어 & 스킨 케어 중 필요한 케어를 알려 드려요.</li>
        </ol>
      </Intro>
    </RoutePage>
  );
}
