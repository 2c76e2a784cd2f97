/** The domain services behind the handlers, plus start-up work (fixture companies, job scheduler). */
import { Effect, Layer } from "effect"
import { Companies } from "./Companies/Companies.js"
import { JobRunner, JobSchedulerLive } from "./Orchestration/JobRunner.js"
import { Jobs } from "./Jobs/Jobs.js"
import { CompanyRequestLog, RequestLogWriterLive } from "./RequestLog/CompanyRequestLog.js"
import { SnapshotJournal } from "./Snapshots/SnapshotJournal.js"

const FixtureCompaniesLive = Layer.effectDiscard(Effect.flatMap(Companies, (companies) => companies.ensureFixtureCompanies))

// What a process killed during a snapshot, restore or fork left half-done (a file database), undone before serving.
const UnfinishedSnapshotWorkLive = Layer.effectDiscard(Effect.flatMap(SnapshotJournal, (journal) => journal.undoUnfinished))

// In any order: every service brings what it depends on (job kinds and reactions included, see
// Orchestration/JobKinds.ts), so nothing has to be built before anything else.
// Start-up work: the fixture companies and the snapshot journal's leftovers. The background work: the
// job scheduler and the request log's writer.
export const ServicesLive = Layer.mergeAll(FixtureCompaniesLive, UnfinishedSnapshotWorkLive, JobSchedulerLive, RequestLogWriterLive).pipe(
  Layer.provideMerge(Layer.mergeAll(Companies.Default, JobRunner.Default, Jobs.Default, CompanyRequestLog.Default, SnapshotJournal.Default))
)
