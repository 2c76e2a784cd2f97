/**
 * Cross-origin access: off unless `--cors <origin>` names one front end. Then, and only for requests
 * from that origin, preflights are answered and responses carry the headers a browser needs to read them.
 */
import { HttpServerResponse } from "@effect/platform"

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE"
const ALLOWED_HEADERS = "Content-Type, X-API-Key, Authorization, X-Company-Id, Idempotency-Key"
const EXPOSED_HEADERS = "Location, Allow"

export interface CorsRule {
  /** The answer to a preflight from the allowed origin; undefined for anything else. */
  readonly preflight: (
    method: string,
    headers: Readonly<Record<string, string | undefined>>
  ) => HttpServerResponse.HttpServerResponse | undefined
  /** Headers to add to a response for this request (none unless it comes from the allowed origin). */
  readonly responseHeaders: (headers: Readonly<Record<string, string | undefined>>) => Record<string, string> | undefined
}

export const corsRule = (origin: string | undefined): CorsRule => {
  const allowed = origin?.replace(/\/$/, "")
  const fromAllowed = (headers: Readonly<Record<string, string | undefined>>) =>
    allowed !== undefined && headers["origin"] === allowed
  return {
    preflight: (method, headers) => {
      if (method !== "OPTIONS" || headers["access-control-request-method"] === undefined || !fromAllowed(headers)) {
        return undefined
      }
      return HttpServerResponse.empty({
        status: 204,
        headers: {
          "access-control-allow-origin": allowed!,
          "access-control-allow-methods": ALLOWED_METHODS,
          "access-control-allow-headers": ALLOWED_HEADERS,
          "access-control-max-age": "600",
          vary: "Origin"
        }
      })
    },
    responseHeaders: (headers) =>
      fromAllowed(headers)
        ? { "access-control-allow-origin": allowed!, "access-control-expose-headers": EXPOSED_HEADERS, vary: "Origin" }
        : undefined
  }
}
