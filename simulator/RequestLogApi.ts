/** `/sandbox/v1/requests`: the company's request log, the calls it made and what they got back. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Authentication } from "../src/Auth/Authentication.js"
import { NotFoundError } from "../src/Domain/Errors.js"
import { ListOf } from "../src/Domain/Pagination.js"
import { LoggedRequest, MAX_LOGGED_BODY_BYTES, RequestIdPath, RequestLogParams } from "../src/RequestLog/LoggedRequest.js"

export class SandboxRequestsApi extends HttpApiGroup.make("sandboxRequests")
  .add(
    HttpApiEndpoint.get("list", "/sandbox/v1/requests")
      .annotate(OpenApi.Summary, "List the company's API calls")
      .setUrlParams(RequestLogParams)
      .addSuccess(ListOf(LoggedRequest, "LoggedRequestList"))
      .annotate(
        OpenApi.Description,
        "The company's recent calls to /v1 and /sandbox/v1, newest first: what each sent and got back, found by its " +
          "`X-Request-Id`. Calls are kept under the company their credentials named (refused ones included); calls " +
          "without valid credentials, and reads of this log, are not kept. The newest calls are kept per company " +
          `(\`--request-log\`, 1,000 by default); bodies up to ${MAX_LOGGED_BODY_BYTES} bytes each; credentials and ` +
          "webhook secrets masked. A reset empties the log; a snapshot does not carry it. Filters: `status` (a " +
          "status or a class such as `4xx`, repeatable), `method`, `path` (a prefix), `since`/`until` (the call's " +
          "`created_at`) and `error_code`."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/sandbox/v1/requests/:id")
      .annotate(OpenApi.Summary, "Get one API call")
      .setPath(RequestIdPath)
      .addSuccess(LoggedRequest)
      .addError(NotFoundError)
      .annotate(OpenApi.Description, "One call of the company's by its `X-Request-Id` (the newest, if the id was sent twice).")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: request log")
  .annotate(OpenApi.Description, "The company's recent API calls, what each sent and got back, found by `X-Request-Id`.")
{}
