/** /sandbox/v1 card reader: what the service's reader would read from an uploaded insurance-card file. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Authentication } from "../src/Auth/Authentication.js"
import { NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { IdPath } from "../src/Domain/Paths.js"
import { CardReading, CardReadingInput } from "../src/VobRequests/CardReading.js"

export class SandboxIntakeApi extends HttpApiGroup.make("sandboxIntake")
  .add(
    HttpApiEndpoint.post("read", "/sandbox/v1/files/:id/reading")
      .setPath(IdPath)
      .setPayload(CardReadingInput)
      .addSuccess(CardReading, { status: 201 })
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Registers what the card reader reads from the file: `{outcome: \"read\", cards: [...]}` or " +
          "`{outcome: \"unreadable\"}` (a new reading replaces the last). VOB requests waiting on the file go on; " +
          "a request whose files have no reading within 10 sandbox minutes fails `files_unreadable`."
      )
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: card reader")
{}
