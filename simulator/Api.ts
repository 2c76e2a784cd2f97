/**
 * The /sandbox/v1 control API: what the real service's staff, card reader and clock would do.
 * A public contract: users' test suites depend on these paths and bodies.
 */
import { exactlyOneOf, fieldRules } from "../src/Domain/FieldRules.js"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { Conversation, ConversationCreate } from "../src/Conversations/Conversation.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { ListOf, PageParams } from "../src/Domain/Pagination.js"
import { IdPath } from "../src/Domain/Paths.js"
import {
  CompanySettings,
  DefaultSpecialty,
  ExternalIdType,
  Insurance,
  Integration,
  Location,
  Organization,
  SPEC_WEBHOOK_TIMEOUT_MS,
  User,
  WorkflowStage
} from "../src/Domain/ReferenceData.js"
import { FreeText, IsoDateTimeInput, MAX_INSTANT, MAX_INSTANT_MS, MIN_INSTANT_MS, TEXT_LIMITS, Timestamp, Uuid } from "../src/Domain/Scalars.js"
import { Task, TaskComment, TaskCommentCreate, TaskCreate, TaskPatch } from "../src/Tasks/Task.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { EventTypeName } from "../src/Webhooks/Webhook.js"
import { boundedInt } from "../src/Faults/FaultRule.js"
import { ReleaseSwitches } from "./ReleasesApi.js"


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

export const ClockMode = Schema.Literal("real", "frozen")
export const ClockState = Schema.Struct({ now: Timestamp, mode: ClockMode }).annotations({ identifier: "SandboxClock" })

export const CreatedCompany = Schema.Struct({
  company: Schema.Struct({ id: Uuid, name: Schema.String }),
  api_key: Schema.String,
  bearer_token: Schema.String,
  user: Schema.Struct({ id: Uuid, name: Schema.String, email: Schema.String })
}).annotations({ identifier: "CreatedCompany" })

/** A creation's answer: the credentials, and what a test reads next (fixtures, clock) without a second request. */
export const NewCompany = Schema.Struct({
  ...CreatedCompany.fields,
  fixtures: Fixtures,
  clock: ClockState
}).annotations({ identifier: "NewCompany" })

export class SandboxCompaniesApi extends HttpApiGroup.make("sandboxCompanies")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/companies")
      .annotate(OpenApi.Summary, "Create a sandbox company")
      .setPayload(Schema.NullOr(Schema.Struct({
        name: Schema.optional(FreeText(TEXT_LIMITS.name).pipe(Schema.minLength(1))),
        seed: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
          description: "Makes the company deterministic: its id, credentials and every id and secret its records get " +
            "derive from the seed and the company's own operations. Unique on the server (409 seed_taken)."
        })),
        releases: Schema.optional(ReleaseSwitches),
        at: Schema.optional(IsoDateTimeInput.annotations({
          description: "Freezes the new company's clock at this instant (a date-time without a zone is UTC); its " +
            "fixtures are stamped with it. Without it the clock starts as the server's --clock says."
        }))
      }).annotations({ ...refusesUnknownFields, identifier: "CompanyCreate" })))
      .addSuccess(NewCompany, { status: 201 })
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Creates an isolated company seeded with the fixtures and returns its credentials, its fixtures (as " +
          "`GET /sandbox/v1/fixtures` lists them) and its clock (frozen at `at` when one is sent). " +
          "Needs no credentials; companies never see each other's records. With `seed`, the same script " +
          "gives the same ids, secrets and generated values on every run."
      )
  )
  .annotate(OpenApi.Title, "Sandbox: companies")
{}

export const ClockAdvanced = Schema.Struct({ now: Timestamp, mode: ClockMode, jobs_run: Schema.Int })
  .annotations({ identifier: "SandboxClockAdvanced" })

/** The longest move the clock can make at all (from its first instant to its last). */
const MAX_ADVANCE_SECONDS = Math.floor((MAX_INSTANT_MS - MIN_INSTANT_MS) / 1000)

export const ClockAdvance = Schema.Struct({
  seconds: Schema.optional(
    Schema.Number.pipe(
      Schema.finite(),
      Schema.nonNegative({ message: () => "seconds must be zero or more" }),
      Schema.lessThanOrEqualTo(MAX_ADVANCE_SECONDS, {
        message: () => `seconds must be at most ${MAX_ADVANCE_SECONDS}: the clock ends at ${MAX_INSTANT}`
      })
    )
  ),
  to: Schema.optional(IsoDateTimeInput)
}).annotations({
  ...refusesUnknownFields,
  ...fieldRules(exactlyOneOf("seconds", "to")),
  identifier: "SandboxClockAdvance",
  description: "Exactly one of `seconds` (>= 0) or `to` (a date-time not before the clock's now); the clock ends at " +
    `${MAX_INSTANT}. A date-time without a zone is UTC.`
})

export class SandboxClockApi extends HttpApiGroup.make("sandboxClock")
  .add(
    HttpApiEndpoint.get("get", "/sandbox/v1/clock")
      .annotate(OpenApi.Summary, "Get the clock")
      .addSuccess(ClockState)
  )
  .add(
    HttpApiEndpoint.post("advance", "/sandbox/v1/clock/advance")
      .annotate(OpenApi.Summary, "Advance the clock")
      .setPayload(ClockAdvance)
      .addSuccess(ClockAdvanced)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Moves the company's clock forward and runs every job that falls due, in due-time order, each at " +
          "its own due time (including jobs those jobs schedule); answers when all are done."
      )
  )
  .add(
    HttpApiEndpoint.post("freeze", "/sandbox/v1/clock/freeze")
      .annotate(OpenApi.Summary, "Freeze the clock")
      .setPayload(Schema.NullOr(Schema.Struct({ at: Schema.optional(IsoDateTimeInput) })
        .annotations({ ...refusesUnknownFields, identifier: "SandboxClockFreeze" })))
      .addSuccess(ClockAdvanced)
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Freezes the clock at `at` (default: now; a date-time without a zone is UTC). Jobs due by then run right " +
          "away. An `at` before now is 409 `invalid_state` once the company has records: reset it first."
      )
  )
  .add(
    HttpApiEndpoint.post("resume", "/sandbox/v1/clock/resume")
      .annotate(OpenApi.Summary, "Resume real time")
      .addSuccess(ClockState)
      .annotate(OpenApi.Description, "Back to real time, continuing from the clock's current instant.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: clock")
{}

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
{}

export class SandboxTasksApi extends HttpApiGroup.make("sandboxTasks")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/tasks")
      .annotate(OpenApi.Summary, "Create a task (staff)")
      .setPayload(TaskCreate.annotations(refusesUnknownFields))
      .addSuccess(Task, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Staff create a task (priority defaults to medium, status to pending). `patient_id` must be an active " +
          "patient (404), `assigned_user_ids` users of the company (422). Emits task_created (and task_completed " +
          "when created completed)."
      )
  )
  .add(
    HttpApiEndpoint.patch("update", "/sandbox/v1/tasks/:id")
      .annotate(OpenApi.Summary, "Update a task (staff)")
      .setPath(IdPath)
      .setPayload(TaskPatch.annotations(refusesUnknownFields))
      .addSuccess(Task)
      .addError(NotFoundError)
      .addError(ConflictError)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Staff change a task. A sent `version` other than the current one is 409 version_conflict. Emits " +
          "task_assigned (assignees changed), task_completed (status became completed) and task_updated (any other " +
          "field); nothing when no value changed."
      )
  )
  .add(
    HttpApiEndpoint.post("comment", "/sandbox/v1/tasks/:id/comments")
      .annotate(OpenApi.Summary, "Comment on a task (staff)")
      .setPath(IdPath)
      .setPayload(TaskCommentCreate.annotations(refusesUnknownFields))
      .addSuccess(TaskComment, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(OpenApi.Description, "Staff comment on a task. Emits task_comment_created.")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: tasks")
{}

export class SandboxConversationsApi extends HttpApiGroup.make("sandboxConversations")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/conversations")
      .annotate(OpenApi.Summary, "Open a conversation")
      .setPayload(ConversationCreate.annotations(refusesUnknownFields))
      .addSuccess(Conversation, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(OpenApi.Description, "Opens a conversation with an active patient of the company (what messaging does in the real service).")
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: conversations")
{}
