import type { ReactNode } from 'react';
import { AppLink } from '#app/ui/link/AppLink';
import styles from './PrescriptionGuide.module.css';
import { href } from '#app/config/href';

/** What a customised feeding amount is, how it is computed and how to adjust it. */
export function PrescriptionGuide({ factorTable }: { factorTable: ReactNode }) {
  return (
    <div className={styles.guide}>
      <section aria-labelledby="why">
        <h2 id="why">맞춤 급여량이 필요한 이유</h2>
        <p>
          사료 포장지의 급여표는 &lsquo;평균적인&rsquo; 아이를 기준으로 만든 값이에요. 같은 5kg이라도 하루 종일 집에서 쉬는 중성화한 말티즈와 매일 한 시간씩
          뛰노는 어린 푸들은 필요한 열량이 1.5배 넘게 차이 나요. 조금씩 많이 먹는 습관이 1년 쌓이면 체중이 10~20% 늘 수 있고, 과체중은 관절, 심장, 당뇨 위험으로
          이어져요.
        </p>
        <p>그래서 몸무게, 나이, 활동량, 중성화 여부로 하루 필요한 열량을 먼저 구하고, 급여할 사료의 열량(kcal/kg)으로 나누어 그램 수를 정해요.</p>
      </section>

      <section aria-labelledby="how">
        <h2 id="how">이렇게 계산해요</h2>
        <ol className={styles.steps}>
          <li>
            <strong>하루 급여표</strong>: 성견·성묘와 노령기는 BCS 체크와 같은 하루 급여표에서 몸무게의 ‘체중 관리’ 또는 ‘체중 유지’ 열을 골라요. 활동량이 적으면
            ‘체중 관리’, 강아지는 중성화했고 활동량이 많지 않을 때도 ‘체중 관리’, 그 밖에는 ‘체중 유지’예요. 급여표의 양은 건사료 1kg당 3,800kcal(고양이
            3,900kcal) 기준이라, 이 열량이 하루 필요 열량이에요.
          </li>
          <li>
            <strong>성장기</strong>: 퍼피·키튼은 급여표 대신 휴식 에너지 요구량(RER, 70 × 몸무게(kg)<sup>0.75</sup>)에 성장기 계수를 곱해요.
          </li>
          <li>
            <strong>하루 급여량(g)</strong>: 하루 필요 열량 ÷ 사료 열량(kcal/kg) × 1,000.
          </li>
        </ol>
        {factorTable}
      </section>

      <section aria-labelledby="adjust">
        <h2 id="adjust">급여량을 조절하는 방법</h2>
        <ul className={styles.tips}>
          <li>2~4주마다 같은 시간에 몸무게를 재고, 늘거나 줄면 급여량을 10%씩 조절해 주세요.</li>
          <li>
            갈비뼈가 살짝 만져지고 위에서 볼 때 허리가 들어가 있으면 알맞은 체형이에요. <AppLink href={href('bcs')}>BCS 체크</AppLink>로 지금 체형을 확인해 보세요.
          </li>
          <li>간식은 하루 열량의 10% 안에서 주고, 간식을 준 날은 사료를 그만큼 줄여 주세요.</li>
          <li>사료를 바꿀 때는 7~10일에 걸쳐 새 사료의 비율을 조금씩 늘려 주세요.</li>
          <li>습식 사료를 함께 주면 습식 사료의 열량만큼 건식 사료를 줄여 주세요.</li>
          <li>임신·수유 중이거나 질병으로 치료 중이라면 계산 결과보다 수의사의 안내를 먼저 따라 주세요.</li>
        </ul>
        <p className={styles.more}>
          <AppLink href={href('product-list')} className="btn btn--ghost">
            맞춤 사료 리스트 보기
          </AppLink>
          <AppLink href={href('dailyportiontool')} className="btn btn--ghost">
            맞춤 사료 찾기
          </AppLink>
        </p>
      </section>
    </div>
  );
}
