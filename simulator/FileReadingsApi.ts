/**
 * /sandbox/v1 file readings: what the service's card reader reads from an uploaded insurance-card file,
 * and what its document extraction finds in an uploaded prior-authorization document.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Authentication } from "../src/Auth/Authentication.js"
import { NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { IdPath } from "../src/Domain/Paths.js"
import { DocumentExtraction, DocumentExtractionInput } from "../src/PriorAuthorizations/PriorAuthorizationRequest.js"
import { CardReading, CardReadingInput } from "../src/VobRequests/CardReading.js"

// The group keeps its first id, "sandboxIntake": it names the operations of the published OpenAPI
// document (the /sandbox/v1 contract is extended, never renamed).
export class SandboxFileReadingsApi extends HttpApiGroup.make("sandboxIntake")
  .add(
    HttpApiEndpoint.post("read", "/sandbox/v1/files/:id/reading")
      .annotate(OpenApi.Summary, "Register a card reading")
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
  .add(
    HttpApiEndpoint.post("extract", "/sandbox/v1/files/:id/extraction")
      .annotate(OpenApi.Summary, "Register a document extraction")
      .setPath(IdPath)
      .setPayload(DocumentExtractionInput)
      .addSuccess(DocumentExtraction, { status: 201 })
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Registers what document extraction finds in the file: `{outcome: \"extracted\", data: {...}}` (the shape " +
          "of a prior-authorization request's `data`) or `{outcome: \"unreadable\"}` (a new extraction replaces the " +
          "last). Prior-authorization requests waiting on the file go on; a request whose files have no extraction " +
          "within 10 sandbox minutes fails `files_unreadable`."
      )
  )
  .addError(ValidationFailedError)
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: card reader and document extraction")
  .annotate(
    OpenApi.Description,
    "The card reader and document extraction: decide what a file's reading gives a waiting request."
  )
{}
