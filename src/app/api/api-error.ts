/** A failed call as spec §8 describes it: reason, user, status, type and the inner error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly type: string,
    readonly inner?: unknown,
    readonly user: string | null = null,
    /** The server's id of the failed request (`X-Request-Id`), for the user to quote. */
    readonly requestId: string | null = null,
  ) {
    super(reason);
    this.name = 'ApiError';
  }

  /** The stable code of the server's message (`error.code`, spec §8), when it sent one. */
  get code(): string | undefined {
    const code = (this.inner as { code?: unknown } | null | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  get isUnauthorized() {
    return this.status === 401 || this.type === 'UnauthorizedAccess';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
