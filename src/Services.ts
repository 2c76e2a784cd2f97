/** The domain services behind the handlers, plus start-up work (fixture companies, job scheduler). */
import { Effect, Layer } from "effect"
import { Companies } from "./Companies/Companies.js"
import { SandboxClock } from "./Clock/SandboxClock.js"
import { JobRunner, JobSchedulerLive } from "./Jobs/JobRunner.js"
import { Jobs } from "./Jobs/Jobs.js"
import { VobJobsLive } from "./Vobs/VobJobs.js"

const FixtureCompaniesLive = Layer.effectDiscard(Effect.flatMap(Companies, (companies) => companies.ensureFixtureCompanies))

/** Job handlers are registered before the scheduler starts, so resumed jobs find theirs. */
export const ServicesLive = Layer.mergeAll(FixtureCompaniesLive, JobSchedulerLive.pipe(Layer.provide(VobJobsLive))).pipe(
  Layer.provideMerge(Layer.mergeAll(Companies.Default, JobRunner.Default, Jobs.Default, SandboxClock.Default))
)
