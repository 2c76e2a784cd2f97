/**
 * The authentication contract shared by every /v1 and /sandbox/v1 group that needs credentials.
 *
 * A plain middleware, not the framework's security middleware: that one decodes the headers through
 * a schema for each scheme on every request (a measurable share of the hottest route: docs/scaling.md), while the
 * credentials are resolved from memory from the raw headers anyway. The OpenAPI document still
 * declares both schemes on exactly the operations this middleware guards (see Http/OpenApiDocument).
 */
import { HttpApiMiddleware } from "@effect/platform"
import { AuthenticationFailedError } from "../Domain/Errors.js"
import { CurrentCaller } from "./CurrentCaller.js"

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("vob-sandbox/Authentication", {
  provides: CurrentCaller,
  failure: AuthenticationFailedError
}) {}

/** How a client authenticates, as OpenAPI security schemes. */
export const securitySchemes = {
  apiKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "Company API key (fixtures: sk_test_demo_clinic, sk_test_other_clinic). The operator global key " +
      "sk_test_operator_global acts on the company named by the X-Company-Id header."
  },
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "A team member's token (fixture: tok_test_demo_dana)."
  }
} as const
