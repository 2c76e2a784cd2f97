/** The security contract shared by every /v1 and /sandbox/v1 group. */
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "@effect/platform"
import { AuthenticationFailedError } from "../Domain/Errors.js"
import { CurrentCaller } from "./CurrentCaller.js"

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("vob-sandbox/Authentication", {
  provides: CurrentCaller,
  failure: AuthenticationFailedError,
  security: {
    apiKey: HttpApiSecurity.apiKey({ in: "header", key: "X-API-Key" }).pipe(
      HttpApiSecurity.annotate(
        OpenApi.Description,
        "Company API key (fixtures: sk_test_demo_clinic, sk_test_other_clinic). The operator global key " +
          "sk_test_operator_global acts on the company named by the X-Company-Id header."
      )
    ),
    bearer: HttpApiSecurity.bearer.pipe(
      HttpApiSecurity.annotate(OpenApi.Description, "A team member's token (fixture: tok_test_demo_dana).")
    )
  }
}) {}
