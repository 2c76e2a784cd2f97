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

/**
 * An error the kit raises itself, before or instead of an API call: it carries the same fields as the
 * API's error body (`type`, `code`, `message`, `param`), so a test asserts on every rejection alike.
 */
abstract class KitError extends Error implements ApiErrorBody {
  abstract readonly type: string
  abstract readonly code: string
  readonly param: string | undefined = undefined
}

/** A handle used after its `close()` (or its sandbox's): refused at once instead of hanging on a closed port. */
export class SandboxClosedError extends KitError {
  override readonly name = "SandboxClosedError"
  readonly type = "invalid_request_error"
  readonly code = "sandbox_closed"
  constructor(readonly what: string) {
    super(`${what} is closed`)
  }
}

/** Nothing answers at the URL `connect()` was given (no sandbox running there, or another port). */
export class SandboxUnreachableError extends KitError {
  override readonly name = "SandboxUnreachableError"
  readonly type = "network_error"
  readonly code = "sandbox_unreachable"
  constructor(readonly url: string, cause: unknown, advice = "start one with `npx vob-sandbox`, or check the URL") {
    const reason = (cause as { cause?: { code?: unknown } } | null)?.cause?.code
    super(`no sandbox answers at ${url}${typeof reason === "string" ? ` (${reason})` : ""}: ${advice}`, { cause })
  }
}

/** A kit call given an argument it cannot use; `param` names the argument, as the API's 422 names a field. */
export class SandboxArgumentError extends KitError {
  override readonly name = "SandboxArgumentError"
  readonly type = "validation_error"
  readonly code = "invalid_parameter"
  override readonly param: string
  constructor(param: string, message: string) {
    super(`${param} ${message}`)
    this.param = param
  }
}

/**
 * The in-process server could not start: the CLI's one-line reason (a busy port, a database another
 * server holds), naming the kit's option (`param`: `port` or `db`) where the CLI names its flag.
 */
export class SandboxStartError extends KitError {
  override readonly name = "SandboxStartError"
  readonly type = "api_error"
  readonly code = "sandbox_start_failed"
  override readonly param: string | undefined
  constructor(cliLine: string, option: string | undefined) {
    super(cliLine.replace(/^vob-sandbox: /, "").replaceAll("--port", "port").replaceAll("--db", "db"))
    this.param = option
  }
}

/** A webhook delivery whose `X-Svc-Signature` does not sign its body with the subscription's secret. */
export class WebhookSignatureError extends KitError {
  override readonly name = "WebhookSignatureError"
  readonly type = "authentication_error"
  readonly code = "invalid_signature"
  override readonly param = "X-Svc-Signature"
  constructor(readonly eventType: string | undefined, readonly eventId: string | undefined) {
    super(`a ${eventType ?? "webhook"} delivery (event ${eventId ?? "?"}) failed signature verification`)
  }
}

/** `inbox.next()` found no matching delivery in time. */
export class WebhookTimeoutError extends KitError {
  override readonly name = "WebhookTimeoutError"
  readonly type = "timeout_error"
  readonly code = "webhook_timeout"
  override readonly param = "timeoutMs"
  constructor(readonly eventType: string | undefined, readonly timeoutMs: number) {
    super(`no ${eventType ?? "webhook"} delivery within ${timeoutMs} ms`)
  }
}

/**
 * `inbox.next()` found no delivery in time because the sandbox's delivery never reached the inbox: its
 * attempt got no answer, only an error. Under msw that is msw refusing the request (`onUnhandledRequest:
 * "error"`, msw 3's `onUnhandledFrame`): the message says how to let the inbox's requests through.
 */
export class WebhookDeliveryError extends KitError {
  override readonly name = "WebhookDeliveryError"
  readonly type = "api_error"
  readonly code = "webhook_not_delivered"
  override readonly param = "url"
  constructor(
    readonly eventType: string,
    readonly eventId: string,
    readonly url: string,
    /** What the sandbox's attempt recorded (e.g. `connection failed: ...`). */
    readonly reason: string
  ) {
    super(
      `the sandbox's ${eventType} delivery (event ${eventId}) never reached the webhook inbox at ${url}: ${reason}. ` +
        "If msw is listening with `onUnhandledRequest: \"error\"` (msw 3: `onUnhandledFrame`), it refused the request: " +
        "let the inbox's requests through with `server.use(http.all(inbox.url, () => passthrough()))`"
    )
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
