/**
 * What a kit call rejects with: the API's own error body (`type`, `code`, `message`, `param`) and the
 * HTTP status, so a test asserts on the same fields an integrator's client sees.
 */
export interface ApiErrorBody {
  readonly type: string
  readonly code: string
  readonly message: string
  readonly param?: string | undefined
  readonly meta?: Record<string, unknown> | undefined
}

export class SandboxApiError extends Error implements ApiErrorBody {
  override readonly name = "SandboxApiError"
  readonly type: string
  readonly code: string
  readonly param: string | undefined
  readonly meta: Record<string, unknown> | undefined

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly operation: string
  ) {
    super(`${operation}: ${status} ${body.code}: ${body.message}${body.param === undefined ? "" : ` (param ${body.param})`}`)
    this.type = body.type
    this.code = body.code
    this.param = body.param
    this.meta = body.meta
  }
}

/** A handle used after its `close()` (or its sandbox's): refused at once instead of hanging on a closed port. */
export class SandboxClosedError extends Error {
  override readonly name = "SandboxClosedError"
  constructor(readonly what: string) {
    super(`${what} is closed`)
  }
}

/** A webhook delivery whose `X-Svc-Signature` does not sign its body with the subscription's secret. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError"
  constructor(readonly eventType: string | undefined, readonly eventId: string | undefined) {
    super(`a ${eventType ?? "webhook"} delivery (event ${eventId ?? "?"}) failed signature verification`)
  }
}

/** `inbox.next()` found no matching delivery in time. */
export class WebhookTimeoutError extends Error {
  override readonly name = "WebhookTimeoutError"
  constructor(readonly eventType: string | undefined, readonly timeoutMs: number) {
    super(`no ${eventType ?? "webhook"} delivery within ${timeoutMs} ms`)
  }
}

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === "object" && value !== null &&
  typeof (value as ApiErrorBody).code === "string" && typeof (value as ApiErrorBody).message === "string"

/** The error of a non-2xx answer, whatever its body (a proxy's HTML page still gives a readable error). */
export const apiErrorOf = (status: number, body: unknown, operation: string): SandboxApiError =>
  new SandboxApiError(
    status,
    isErrorBody(body)
      ? body
      : { type: "api_error", code: "unexpected_response", message: typeof body === "string" ? body.slice(0, 200) : `HTTP ${status}` },
    operation
  )
