import { Link } from 'react-router';
import { breedTipLoader } from '#app/features/health/breed/pages/breed.server';
import { HealthTips } from '#app/features/health/breed/components/Breed';
import styles from '#app/features/health/shared/components/Health.module.css';
import { RoutePage } from '#app/ui/shell/RoutePage';
import type { Route } from './+types/breedsensitivity.health-tip';
import { href } from '#app/config/href';

export const loader = (args: Route.LoaderArgs) => breedTipLoader(args);

export default function BreedHealthTip({ loaderData: d }: Route.ComponentProps) {
  return (
    <RoutePage routeId="breed-health-tip">
      {d.mode === 'breed' ? (
        <div className={styles.flow}>
          <HealthTips title={`${d.breed} 건강 팁`} intro="품종에 잘 나타나는 민감 부위별로, 집에서 바로 해 볼 수 있는 관리법이에요." sections={d.sections} />
          <div className={styles.actions}>
            <Link to={d.resultHref} className={styles.linkButton}>
              결과로 돌아가기
            </Link>
            <Link to={href('health-service')} className="btn">
              건강 케어 프로그램 더 보기
            </Link>
          </div>
        </div>
      ) : (
        <div className={styles.flow}>
          <p className={styles.notice}>
            품종을 고르면 우리 아이에게 꼭 맞는 팁만 모아 볼 수 있어요.{' '}
            <Link to={href('breed-step1')} className={styles.textLink}>
              품종별 민감도 체크하기
            </Link>
          </p>
          {d.groups.map((g) => (
            <HealthTips key={g.species} title={g.title} sections={g.sections} />
          ))}
        </div>
      )}
    </RoutePage>
  );
}
