/** /sandbox/v1/snapshots: capture a company, put it back, fork it into a new company. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ConflictError, NotFoundError, ValidationFailedError } from "../src/Domain/Errors.js"
import { ListOf, PageParams } from "../src/Domain/Pagination.js"
import { IdPath } from "../src/Domain/Paths.js"
import { FreeText, TEXT_LIMITS, Timestamp, Uuid } from "../src/Domain/Scalars.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { ClockState } from "./ClockApi.js"
import { CreatedCompany } from "./CompaniesApi.js"
import { PassesCompanyPause } from "../src/Domain/EndpointFacts.js"

export const Snapshot = Schema.Struct({
  id: Uuid,
  name: Schema.NullOr(Schema.String),
  created_at: Timestamp,
  clock: ClockState
}).annotations({ identifier: "SandboxSnapshot", description: "`created_at` and `clock` are the company's sandbox time at capture." })

const NamedBody = (identifier: string) =>
  Schema.NullOr(Schema.Struct({
    name: Schema.optional(FreeText(TEXT_LIMITS.name).pipe(Schema.minLength(1)))
  }).annotations({ ...refusesUnknownFields, identifier }))

export class SandboxSnapshotsApi extends HttpApiGroup.make("sandboxSnapshots")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/snapshots")
      .annotate(OpenApi.Summary, "Snapshot the company")
      .setPayload(NamedBody("SandboxSnapshotCreate"))
      .addSuccess(Snapshot, { status: 201 })
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Captures the whole company: records, files, fixtures, pending jobs, events, webhook subscriptions, " +
          "deliveries and attempts, idempotency keys, the clock (instant and mode) and the seed's sequence. " +
          "Credentials are not part of it. A reset keeps snapshots; with a file database they survive a restart. " +
          "The company's other requests wait while it is captured (other companies' do not). A company holds at " +
          "most 20 snapshots: past that, 409 `invalid_state` until one is deleted."
      )
  )
  .add(
    HttpApiEndpoint.get("list", "/sandbox/v1/snapshots")
      .annotate(OpenApi.Summary, "List the company's snapshots")
      .setUrlParams(Schema.Struct(PageParams))
      .addSuccess(ListOf(Snapshot, "SandboxSnapshotList"))
      .annotate(OpenApi.Description, "Newest first.")
  )
  .add(
    HttpApiEndpoint.post("restore", "/sandbox/v1/snapshots/:id/restore")
      .annotate(OpenApi.Summary, "Restore a snapshot")
      .setPath(IdPath)
      .addSuccess(Snapshot)
      .addError(NotFoundError)
      .annotate(
        OpenApi.Description,
        "Puts the company back exactly as captured, all or nothing (a failure, or a server killed during it, changes " +
          "nothing; the company's other requests wait until it ends): reads " +
          "answer the bytes they answered then, the clock is back at the snapshot's instant in its mode, and the " +
          "jobs pending then run again as the clock moves. Snapshots and credentials are kept."
      )
  )
  .add(
    HttpApiEndpoint.post("fork", "/sandbox/v1/snapshots/:id/fork")
      .annotate(OpenApi.Summary, "Fork a snapshot into a new company")
      .setPath(IdPath)
      .setPayload(NamedBody("SandboxSnapshotFork"))
      .addSuccess(CreatedCompany, { status: 201 })
      .addError(NotFoundError)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Creates a new company holding a copy of the snapshot, with fresh credentials, fresh webhook secrets " +
          "and every id rewritten (the same new id wherever an old one appeared: records, events, jobs, " +
          "deliveries), so the copy shares no id with its source. Its clock starts at the snapshot's. Default " +
          "name: the source's name + ' (fork)'. A seeded company's forks are seeded (their ids repeat run to run)."
      )
  )
  .add(
    HttpApiEndpoint.del("remove", "/sandbox/v1/snapshots/:id")
      .annotate(OpenApi.Summary, "Delete a snapshot")
      .setPath(IdPath)
      .addSuccess(Snapshot)
      .addError(NotFoundError)
      .annotate(OpenApi.Description, "Removes the snapshot and its rows; answers the removed snapshot. Afterwards it is 404.")
  )
  .middleware(Authentication)
  .annotate(PassesCompanyPause, true)
  .annotate(OpenApi.Title, "Sandbox: snapshots")
  .annotate(
    OpenApi.Description,
    "Snapshots of a company's data: restore one, or fork it into a new company for an isolated test."
  )
{}
