import type { FieldErrors } from '@performa/contracts/api/common';

/**
 * A failed API call. `status` 0 means the server was not reached.
 * Field errors (HTTP 400 `{ field: [message…] }`) land in `fieldErrors`; every other error body
 * `{ detail, code }` in `detail` and `code`. Messages are already translated by the server.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null = null,
    readonly code: string | null = null,
    readonly fieldErrors: FieldErrors | null = null,
    /** The whole parsed error body, for answers with more than detail and code (e.g. an import's row errors). */
    readonly body: unknown = null,
  ) {
    super(detail ?? code ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function isFieldErrors(body: unknown): body is FieldErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'detail' in body) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

/** Reads an error response into an ApiError (never throws). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): status only.
  }
  if (response.status === 400 && isFieldErrors(body)) return new ApiError(400, null, 'field_errors', body, body);
  const record = (typeof body === 'object' && body !== null ? body : {}) as { detail?: unknown; code?: unknown };
  return new ApiError(
    response.status,
    typeof record.detail === 'string' ? record.detail : null,
    typeof record.code === 'string' ? record.code : null,
    null,
    body,
  );
}
