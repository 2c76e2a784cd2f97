/**
 * The /sandbox/v1 fixtures and events group: what a company was seeded with, and its events.
 * Part of the public /sandbox/v1 control contract: users' test suites depend on these paths and bodies.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ValidationFailedError } from "../src/Domain/Errors.js"
import { ListOf, PageParams } from "../src/Domain/Pagination.js"
import { CompanySettings, DefaultSpecialty, ExternalIdType, Insurance, Integration, Location, Organization, SPEC_WEBHOOK_TIMEOUT_MS, User, WorkflowStage } from "../src/Domain/ReferenceRecords.js"
import { FreeText, TEXT_LIMITS, Timestamp, Uuid } from "../src/Domain/Scalars.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { EventTypeName } from "../src/Webhooks/Webhook.js"
import { boundedInt } from "../src/Faults/FaultRule.js"

export const CredentialingSummary = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  type: Schema.Literal("entity", "rendering_provider"),
  npi: Schema.NullOr(Schema.String),
  is_active: Schema.Boolean
})

export const Fixtures = Schema.Struct({
  company: Schema.Struct({ id: Uuid, name: Schema.String }),
  insurances: Schema.Array(Insurance),
  credentialing: Schema.Array(CredentialingSummary),
  locations: Schema.Array(Location),
  organizations: Schema.Array(Organization),
  workflow_stages: Schema.Array(WorkflowStage),
  users: Schema.Array(User),
  external_id_types: Schema.Array(ExternalIdType),
  integrations: Schema.Array(Integration),
  default_specialties: Schema.Array(DefaultSpecialty)
}).annotations({ identifier: "SandboxFixtures" })

export const SandboxEvent = Schema.Struct({
  id: Uuid,
  type: Schema.String,
  created_at: Timestamp,
  payload: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}).annotations({ identifier: "SandboxEvent" })

export class SandboxDataApi extends HttpApiGroup.make("sandboxData")
  .add(
    HttpApiEndpoint.get("fixtures", "/sandbox/v1/fixtures")
      .annotate(OpenApi.Summary, "List the company's fixtures")
      .addSuccess(Fixtures)
      .annotate(OpenApi.Description, "Ids of everything the company was seeded with.")
  )
  .add(
    HttpApiEndpoint.post("reset", "/sandbox/v1/reset")
      .annotate(OpenApi.Summary, "Reset the company to its fixtures")
      .addSuccess(Fixtures)
      .annotate(
        OpenApi.Description,
        "Deletes the company's records, jobs, events and idempotency keys and seeds its fixtures again. " +
          "Credentials, users and the clock are kept."
      )
  )
  .add(
    HttpApiEndpoint.get("settings", "/sandbox/v1/settings")
      .annotate(OpenApi.Summary, "Get the sandbox settings")
      .annotate(
        OpenApi.Description,
        "The company's sandbox settings: the assistant's label, whether prior-authorization requests ask for a VOB by default, the webhook response deadline."
      )
      .addSuccess(CompanySettings)
  )
  .add(
    HttpApiEndpoint.patch("updateSettings", "/sandbox/v1/settings")
      .annotate(OpenApi.Summary, "Update the sandbox settings")
      .setPayload(Schema.Struct({
        assistant_label: Schema.optional(FreeText(TEXT_LIMITS.name).pipe(Schema.minLength(1))),
        prior_authorization_request_vob_default: Schema.optional(Schema.Boolean),
        webhook_timeout_ms: Schema.optional(boundedInt(1, SPEC_WEBHOOK_TIMEOUT_MS).annotations({
          description: "Each webhook attempt's deadline in real milliseconds (1 to 30,000; the spec's 30 s when never set), " +
            "so a receiver-timeout test need not wait 30 s."
        }))
      }).annotations({ ...refusesUnknownFields, identifier: "SandboxSettingsUpdate" }))
      .addSuccess(CompanySettings)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Changes the company's configuration: the label staff appear under to API-key callers, whether a " +
          "prior authorization created without `request_vob` (or by a request) asks for a VOB, and the webhook " +
          "response deadline. A reset restores the fixtures."
      )
  )
  .add(
    HttpApiEndpoint.get("events", "/sandbox/v1/events")
      .annotate(OpenApi.Summary, "List emitted events")
      .setUrlParams(Schema.Struct({ ...PageParams, type: Schema.optional(EventTypeName) }))
      .addSuccess(ListOf(SandboxEvent, "SandboxEventList"))
      .annotate(OpenApi.Description, "Every event the company emitted, newest first, whether or not a webhook subscribes.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: fixtures and events")
  .annotate(
    OpenApi.Description,
    "The company's fixtures, settings, reset, and the events it recorded (listed, or streamed live)."
  )
{}
