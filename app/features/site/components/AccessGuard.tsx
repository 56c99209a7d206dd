import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { type AccessConfig, type AccessDecision, checkAccess, LOGIN_REQUIRED_MESSAGE } from '#app/config/access-check';
import { showToast } from '#app/ui/toast/toast-store';

const ERROR_MESSAGE = '일시적인 오류로 페이지를 열 수 없습니다. 잠시 후 다시 시도해 주세요.';

/**
 * SPEC 5.1 before client-side navigation: guests are stopped at maintenance-disabled and
 * login-required paths, with the spec's alert or toast. Members always pass.
 */
export function AccessGuard({ isGuest, config }: { isGuest: boolean; config: AccessConfig | null }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
    return !decide(isGuest, config, nextLocation).allowed;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const decision = decide(isGuest, config, blocker.location);
    blocker.reset();
    explain(decision);
  }, [blocker, isGuest, config]);

  return null;
}

function decide(isGuest: boolean, config: AccessConfig | null, location: { pathname: string; search: string }): AccessDecision {
  return checkAccess({ isGuest, config, path: location.pathname, search: location.search });
}

function explain(decision: AccessDecision): void {
  if (decision.allowed) return;
  switch (decision.reason) {
    case 'maintenance':
      window.alert(decision.alertMessage);
      return;
    case 'login-required':
      showToast({
        message: LOGIN_REQUIRED_MESSAGE,
        variant: 'info',
        links: [
          { id: 'login', url: decision.loginUrl, label: '로그인 하기' },
          { id: 'register', url: decision.registerUrl, label: '회원가입 하기' },
        ],
      });
      return;
    case 'error':
      showToast({ message: ERROR_MESSAGE, variant: 'error' });
  }
}
