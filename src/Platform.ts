/**
 * The shared platform, built once where the app is composed (src/Http.ts) and provided to every service
 * and handler below it: the store (SQL), the sandbox clock, record ids, the reference data and the
 * caller's authentication. Services name these in their types (what their `Default` layer still
 * requires) but not in their `dependencies`; a test that builds a service alone provides this layer.
 */
import { Layer } from "effect"
import { AuthenticationLive } from "./Auth/AuthenticationLive.js"
import { SandboxClock } from "./Clock/SandboxClock.js"
import { RecordIds } from "./Companies/RecordIds.js"
import { ReferenceData } from "./Companies/ReferenceData.js"
import { SqlLive } from "./Sql.js"

export const PlatformLive = Layer.mergeAll(SandboxClock.Default, RecordIds.Default, ReferenceData.Default, AuthenticationLive).pipe(
  Layer.provideMerge(SqlLive)
)
