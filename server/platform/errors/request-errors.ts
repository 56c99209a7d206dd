/**
 * Errors a handler may throw on purpose. The router turns each into an HTTP status and the
 * `{success: false, message, errorCode}` body; anything else is a 500 with a request id.
 */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** A business rule refused the request (the wrapper's success: false). */
export function failure(message: string, errorCode = 'REJECTED', status = 422): RpcError {
  return new RpcError(status, errorCode, message);
}

export function notFound(message = '요청하신 정보를 찾을 수 없습니다.'): RpcError {
  return new RpcError(404, 'NOT_FOUND', message);
}

/** Too many attempts (429): the router adds Retry-After. */
export class RateLimitedError extends RpcError {
  constructor(
    message: string,
    readonly retryAfter: number,
    errorCode = 'RATE_LIMITED',
  ) {
    super(429, errorCode, message);
  }
}

export function forbidden(message = '접근 권한이 없습니다.'): RpcError {
  return new RpcError(403, 'FORBIDDEN', message);
}

/** Stored configuration is unusable (SPEC 8: status 400 'INVALID_CONFIG'). */
export class ConfigError extends RpcError {
  constructor(detail: string) {
    super(400, 'INVALID_CONFIG', '사이트 설정이 올바르지 않습니다. 관리자에게 문의해 주세요.');
    this.detail = detail;
  }
  readonly detail: string;
}
