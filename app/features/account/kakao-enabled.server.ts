import type { Services } from '#server/platform/services';

/** The Kakao button shows only when the adapter is configured. */
export function kakaoEnabled(services: Pick<Services, 'env'>): boolean {
  return services.env.KAKAO_CLIENT_ID !== undefined;
}
