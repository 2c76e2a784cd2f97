/** `/sandbox/v1/faults`: fault rules for the company's own /v1 requests (see src/Faults/FaultRule.ts). */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { ListOf, PageParams } from "../src/Domain/Pagination.js"
import { IdPath } from "../src/Domain/Paths.js"
import { FaultCreate, FaultRule, MAX_RULES } from "../src/Faults/FaultRule.js"

export class SandboxFaultsApi extends HttpApiGroup.make("sandboxFaults")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/faults")
      .annotate(OpenApi.Summary, "Inject a fault")
      .setPayload(FaultCreate)
      .addSuccess(FaultRule, { status: 201 })
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Adds a rule for the company's own /v1 requests matching `method` (any when omitted) and `path` (a pattern: " +
          "`*` within a segment, `**` across). Send exactly one of `status` (429 and 503 with Retry-After, 500, 502, " +
          "504: answered in the error shape, the request never served, nothing written), `latency_ms` (served after " +
          "that many real milliseconds) or `drop` (the connection is closed). `times` limits how often it fires; " +
          "`probability` fires it on a seeded share of matching requests. The first matching rule wins. A " +
          "`Prefer: code=NNN` header on a single /v1 request injects that status once, without a rule. A company " +
          `holds at most ${MAX_RULES} rules (409 \`invalid_state\` beyond).`
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/sandbox/v1/faults")
      .annotate(OpenApi.Summary, "List fault rules")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(FaultRule, "FaultRuleList"))
      .annotate(OpenApi.Description, "The company's fault rules in creation order (the order they are tried in), with their counts.")
  )
  .add(
    HttpApiEndpoint.del("remove", "/sandbox/v1/faults/:id")
      .annotate(OpenApi.Summary, "Delete a fault rule")
      .annotate(OpenApi.Description, "Removes one fault rule; the others keep firing.")
      .setPath(IdPath)
      .addSuccess(Schema.Void, { status: 204 })
      .addError(NotFoundError)
  )
  .add(
    HttpApiEndpoint.del("clear", "/sandbox/v1/faults")
      .annotate(OpenApi.Summary, "Delete every fault rule")
      .annotate(
        OpenApi.Description,
        "Removes all of the company's fault rules: its requests are served normally again."
      )
      .addSuccess(Schema.Void, { status: 204 })
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: faults")
  .annotate(
    OpenApi.Description,
    "Fault rules: make the company's `/v1` requests fail, slow down or drop, to test your retries and timeouts."
  )
{}
