/** The domain services behind the handlers, plus start-up work (fixture companies, job scheduler). */
import { Effect, Layer } from "effect"
import { Companies } from "./Companies/Companies.js"
import { SandboxClock } from "./Clock/SandboxClock.js"
import { JobRunner, JobSchedulerLive } from "./Jobs/JobRunner.js"
import { Jobs } from "./Jobs/Jobs.js"
import { VobJobsLive } from "./Vobs/VobJobs.js"
import { VobRequestProcessor } from "./VobRequests/VobRequestProcessor.js"
import { PriorAuthorizationRequestProcessor } from "./PriorAuthorizations/PriorAuthorizationRequestProcessor.js"
import { WebhookOutbox } from "./Webhooks/Outbox.js"

const FixtureCompaniesLive = Layer.effectDiscard(Effect.flatMap(Companies, (companies) => companies.ensureFixtureCompanies))

// Services below are built before the layers above: event sinks and job handlers (the webhook outbox,
// the VOB jobs) are registered before the scheduler runs a pending job or the app emits an event.
const JobHandlersLive = Layer.mergeAll(VobJobsLive, VobRequestProcessor.Default, PriorAuthorizationRequestProcessor.Default)

export const ServicesLive = Layer.mergeAll(FixtureCompaniesLive, JobSchedulerLive.pipe(Layer.provide(JobHandlersLive))).pipe(
  Layer.provideMerge(
    Layer.mergeAll(Companies.Default, JobRunner.Default, Jobs.Default, SandboxClock.Default, WebhookOutbox.Default)
  )
)
