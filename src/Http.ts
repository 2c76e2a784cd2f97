/** Server composition: the API with its handlers, the error edge, OpenAPI, docs and health check. */
import { HttpApiBuilder, HttpMiddleware, HttpServerResponse } from "@effect/platform"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer, Logger, LogLevel } from "effect"
import { constTrue } from "effect/Function"
import { SandboxClockHttpLive } from "../simulator/ClockHttp.js"
import { SandboxCompaniesHttpLive } from "../simulator/CompaniesHttp.js"
import { SandboxConversationsHttpLive } from "../simulator/ConversationsHttp.js"
import { SandboxDataHttpLive } from "../simulator/DataHttp.js"
import { SandboxEventStreamHttpLive } from "../simulator/EventStreamHttp.js"
import { SandboxInspectionHttpLive } from "../simulator/InspectionHttp.js"
import { SandboxTasksHttpLive } from "../simulator/TasksHttp.js"
import { Api } from "./Api.js"
import { ConversationsHttpLive } from "./Conversations/Http.js"
import { SandboxRecordsHttpLive } from "../simulator/RecordsHttp.js"
import { SandboxSnapshotsHttpLive } from "../simulator/SnapshotsHttp.js"
import { SandboxWebhookGraderHttpLive } from "../simulator/WebhookGraderHttp.js"
import { SandboxWebhookAttemptsHttpLive } from "../simulator/WebhookAttemptsHttp.js"
import { CredentialingHttpLive } from "./Credentialing/Http.js"
import { PatientBatchHttpLive } from "./Patients/BatchHttp.js"
import { PatientsHttpLive } from "./Patients/Http.js"
import { PayorsHttpLive } from "./Payors/Http.js"
import { PatientPoliciesHttpLive } from "./Policies/Http.js"
import { FilesHttpLive } from "./Files/Http.js"
import { SandboxConfig, type SandboxSettings } from "./Config/SandboxConfig.js"
import { bodyStage } from "./Http/BodyStage.js"
import { edgeOf } from "./Http/Edge.js"
import { hostAndCorsStage } from "./Http/HostAndCorsStage.js"
import { nulStage } from "./Http/NulStage.js"
import { faultGate } from "./Http/FaultGate.js"
import { releaseGate } from "./Http/ReleaseGate.js"
import { companyPauseGate } from "./Http/CompanyPauseGate.js"
import { CompanyPause } from "./Snapshots/CompanyPause.js"
import { StoreWrites } from "./Store/StoreWrites.js"
import { Releases } from "./Releases/Releases.js"
import { Faults } from "./Faults/Faults.js"
import { Credentials } from "./Auth/Credentials.js"
import { LastResortLive } from "./Http/LastResort.js"
import { makeNodeServer } from "./Http/NodeServer.js"
import { responseForCause } from "./Http/ErrorResponses.js"
import { ReferenceRoutesLive } from "./Http/Reference.js"
import { EndStreamsOnShutdownLive } from "./Events/EventStream.js"
import { CONSOLE_PATHS, ConsoleRoutesLive } from "./Http/ConsoleRoutes.js"
import { recorderStage } from "./Http/RequestRecorder.js"
import { CompanyRequestLog } from "./RequestLog/CompanyRequestLog.js"
import { SandboxClock } from "./Clock/SandboxClock.js"
import { routeIndexOf } from "./Http/RouteIndex.js"
import { sandboxTimeStage } from "./Http/SandboxTimeStage.js"
import { PlatformLive } from "./Platform.js"
import { ServicesLive } from "./Services.js"
import { storeProbe } from "./Store/StoreProbe.js"
import { TasksHttpLive } from "./Tasks/Http.js"
import { WebhooksHttpLive } from "./Webhooks/Http.js"
import { WorkflowStagesHttpLive } from "./WorkflowStages/Http.js"
import { VobsHttpLive } from "./Vobs/Http.js"
import { SandboxVobsHttpLive } from "../simulator/VobsHttp.js"
import { VobRequestsHttpLive } from "./VobRequests/Http.js"
import { SandboxFileReadingsHttpLive } from "../simulator/FileReadingsHttp.js"
import { SandboxTestMembersHttpLive } from "../simulator/TestMembersHttp.js"
import { SandboxFaultsHttpLive } from "../simulator/FaultsHttp.js"
import { SandboxReleasesHttpLive } from "../simulator/ReleasesHttp.js"
import { SandboxRequestsHttpLive } from "../simulator/RequestLogHttp.js"
import { PriorAuthorizationsHttpLive } from "./PriorAuthorizations/Http.js"
import { PriorAuthorizationRequestsHttpLive } from "./PriorAuthorizations/RequestsHttp.js"

const ApiLive = HttpApiBuilder.api(Api).pipe(
  Layer.provide([
    CredentialingHttpLive,
    PatientsHttpLive,
    PatientBatchHttpLive,
    PayorsHttpLive,
    PatientPoliciesHttpLive,
    SandboxRecordsHttpLive,
    FilesHttpLive,
    TasksHttpLive,
    ConversationsHttpLive,
    WorkflowStagesHttpLive,
    SandboxCompaniesHttpLive,
    SandboxClockHttpLive,
    SandboxDataHttpLive,
    SandboxEventStreamHttpLive,
    SandboxInspectionHttpLive,
    SandboxTasksHttpLive,
    SandboxConversationsHttpLive,
    VobsHttpLive,
    SandboxVobsHttpLive,
    WebhooksHttpLive,
    VobRequestsHttpLive,
    SandboxFileReadingsHttpLive,
    SandboxTestMembersHttpLive,
    SandboxFaultsHttpLive,
    SandboxReleasesHttpLive,
    PriorAuthorizationsHttpLive,
    PriorAuthorizationRequestsHttpLive,
    SandboxSnapshotsHttpLive,
    SandboxWebhookGraderHttpLive,
    SandboxWebhookAttemptsHttpLive,
    SandboxRequestsHttpLive
  ])
)

/** What each path answers (the API definition's routes and facts), for the edge and the server. */
const routes = routeIndexOf(Api, [
  { method: "GET", path: "/healthz", servedOverConnectionCap: true },
  { method: "GET", path: "/readyz", servedOverConnectionCap: true },
  { method: "GET", path: "/openapi.json" },
  { method: "GET", path: "/docs" },
  ...CONSOLE_PATHS.map((path) => ({ method: "GET", path }))
])

/** The edge around the API: its stages, in order, are listed in Http/Edge.ts. */
const EdgeLive = HttpApiBuilder.middleware(
  Effect.gen(function*() {
    const settings = yield* SandboxConfig
    return edgeOf({
      beforeCaller: [
        recorderStage(yield* CompanyRequestLog),
        hostAndCorsStage(settings),
        nulStage(routes)
      ],
      credentials: yield* Credentials,
      afterCaller: [
        sandboxTimeStage(yield* SandboxClock, yield* CompanyRequestLog),
        bodyStage(settings, routes),
        faultGate(yield* Faults),
        releaseGate(yield* Releases, routes),
        companyPauseGate(yield* CompanyPause, routes)
      ],
      answer: responseForCause(routes, yield* StoreWrites)
    })
  })
).pipe(Layer.provide([
  Faults.Default,
  Releases.Default,
  Credentials.Default,
  CompanyPause.Default,
  StoreWrites.Default,
  CompanyRequestLog.Default,
  SandboxClock.Default
]))

/**
 * `/healthz`: the store and whether it answers now (503 when it does not); `/readyz`: ready to serve,
 * which the server only is once its migrations are done (before, every request is answered 503 by
 * Http/NodeServer.ts), while the store answers, and while it takes writes (not after one was refused for
 * want of space, until a probe write succeeds again).
 */
const HealthzLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const { store, reachable } = yield* storeProbe
    const { instanceId } = yield* SandboxConfig
    yield* router.get(
      "/healthz",
      Effect.flatMap(reachable, (ok) =>
        HttpServerResponse.json(
          { status: ok ? "ok" : "unavailable", store, database: ok ? "reachable" : "unreachable", instance: instanceId },
          { status: ok ? 200 : 503 }
        ))
    )
    const writes = yield* StoreWrites
    yield* router.get(
      "/readyz",
      Effect.gen(function*() {
        const ok = yield* reachable
        // A store out of space answers reads but refuses writes: not ready until a write succeeds again.
        const taken = ok && (yield* writes.taken)
        return yield* HttpServerResponse.json(
          { status: taken ? "ready" : "unavailable", migrated: true, ...(ok && !taken ? { writes: "failing: the database is full" } : {}) },
          { status: taken ? 200 : 503 }
        )
      })
    )
  })
).pipe(Layer.provide(StoreWrites.Default))

/**
 * Everything but the listening server: used by the CLI and by in-process tests. The shared platform
 * (src/Platform.ts) is provided here, once for every service and handler, and kept in the output for the
 * server's own layers (the event streams' shutdown).
 */
export const AppLive = Layer.mergeAll(
  ReferenceRoutesLive,
  ConsoleRoutesLive,
  HealthzLive,
  EdgeLive
).pipe(
  Layer.provideMerge(ApiLive),
  Layer.provide(ServicesLive),
  Layer.provideMerge(PlatformLive)
)

const NodeServerLive = Layer.unwrapEffect(
  Effect.map(SandboxConfig, (settings) => NodeHttpServer.layer(makeNodeServer(settings, routes.pathsWith("servedOverConnectionCap")), { host: settings.host, port: settings.port }))
)

const logLevels: Record<SandboxSettings["logLevel"], LogLevel.LogLevel> = {
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warning: LogLevel.Warning,
  error: LogLevel.Error,
  none: LogLevel.None
}

const LogLevelLive = Layer.unwrapEffect(
  Effect.map(SandboxConfig, ({ logLevel }) => Logger.minimumLogLevel(logLevels[logLevel]))
)

/**
 * No trace exporter runs: spans (one per request, one per statement) would be pure overhead. The server's
 * own tracer middleware (applied by the platform to every request) is switched off too: with tracing off
 * it would still parse the URL and copy the headers of every request for a span nobody records.
 */
const HttpServerLive = Layer.merge(HttpApiBuilder.serve(), EndStreamsOnShutdownLive).pipe(
  Layer.provide(AppLive),
  Layer.provideMerge(NodeServerLive),
  HttpMiddleware.withTracerDisabledWhen(constTrue)
)

/** The runtime's log level (the settings') and tracing (off), for every way the app is run. */
export const RuntimeSettingsLive = Layer.mergeAll(LogLevelLive, Layer.setTracerEnabled(false))

/**
 * The server, as the test kit (`startSandbox`) and the tests run it inside a process that is not the
 * sandbox's own: what happens to that process's stray exceptions is its owner's business.
 */
export const ServerLive = HttpServerLive.pipe(Layer.provide(RuntimeSettingsLive))

/** The CLI's server: the same, plus the last-resort handlers reporting through its logger. */
export const CliServerLive = Layer.merge(HttpServerLive, LastResortLive).pipe(Layer.provide(RuntimeSettingsLive))
