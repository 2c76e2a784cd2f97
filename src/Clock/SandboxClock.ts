/**
 * Each company's clock: `real` (wall time + offset) or `frozen` (a fixed instant). All service logic
 * reads time here, never from `Date.now()`, so a test script controls what "now" is.
 *
 * While the job runner advances a company, its clock is pinned to the due time of the job being run,
 * and each instant reached is stored before its jobs run: a crash mid-advance restarts the clock there,
 * never earlier than a record those jobs wrote.
 *
 * The clock lives in the database; on SQLite (one process) its state is also kept in memory, on
 * PostgreSQL each reading goes to the database, where any instance may have moved it.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ClockMode, SandboxConfig } from "../Config/SandboxConfig.js"
import { MAX_INSTANT_MS, MIN_INSTANT_MS, toTimestamp } from "../Domain/Scalars.js"
import { isShared } from "../Store/Dialect.js"

/**
 * Clock moves are refused past 9999-12-31T23:59:59.999Z, but an older version could store any number
 * (an advance of 1e300 seconds): such a clock reads as the nearest representable instant, so the
 * company stays usable and a freeze (after a reset, when it has records) sets it right.
 */
const representable = (ms: number): number => Number.isNaN(ms) ? MAX_INSTANT_MS : Math.min(MAX_INSTANT_MS, Math.max(MIN_INSTANT_MS, ms))

interface ClockState {
  readonly mode: ClockMode
  readonly offsetMs: number
  readonly frozenAtMs: number | null
}

export interface ClockReading {
  readonly nowMs: number
  readonly mode: ClockMode
}

export class SandboxClock extends Effect.Service<SandboxClock>()("vob-sandbox/SandboxClock", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const config = yield* SandboxConfig
    const shared = isShared(sql)
    const bootWallMs = Date.now()
    const states = new Map<string, ClockState>()
    const pins = new Map<string, number>()

    const initialState = (): ClockState =>
      config.clock === "frozen"
        ? { mode: "frozen", offsetMs: 0, frozenAtMs: config.startTimeMs ?? bootWallMs }
        : { mode: "real", offsetMs: config.startTimeMs === undefined ? 0 : config.startTimeMs - bootWallMs, frozenAtMs: null }

    const store = (companyId: string, state: ClockState) =>
      sql`INSERT INTO clocks (company_id, mode, offset_ms, frozen_at_ms)
          VALUES (${companyId}, ${state.mode}, ${state.offsetMs}, ${state.frozenAtMs})
          ON CONFLICT (company_id) DO UPDATE SET
            mode = excluded.mode, offset_ms = excluded.offset_ms, frozen_at_ms = excluded.frozen_at_ms`.pipe(
        Effect.tap(() => Effect.sync(() => shared || states.set(companyId, state))),
        Effect.asVoid,
        Effect.orDie
      )

    const stateOf = (companyId: string): Effect.Effect<ClockState> =>
      Effect.suspend(() => {
        const cached = states.get(companyId)
        if (cached !== undefined) return Effect.succeed(cached)
        return sql<{ mode: ClockMode; offset_ms: number; frozen_at_ms: number | null }>`
        SELECT mode, offset_ms, frozen_at_ms FROM clocks WHERE company_id = ${companyId}`.pipe(
        Effect.map((rows) => {
          const row = rows[0]
          const state: ClockState = row === undefined
            ? initialState()
            : { mode: row.mode, offsetMs: row.offset_ms, frozenAtMs: row.frozen_at_ms }
          if (!shared) states.set(companyId, state)
          return state
        }),
          Effect.orDie
        )
      })

    /** The company's instant at wall-clock time `wallMs`, its clock in `state`. */
    const at = (companyId: string, state: ClockState, wallMs: number): number =>
      pins.get(companyId) ?? representable(state.mode === "frozen" ? state.frozenAtMs ?? bootWallMs : wallMs + state.offsetMs)

    const read = (companyId: string, state: ClockState): ClockReading => ({ mode: state.mode, nowMs: at(companyId, state, Date.now()) })

    /** Stores the clock at `toMs`, keeping its mode (a real clock keeps running from there). */
    const moveTo = (companyId: string, toMs: number) =>
      Effect.flatMap(stateOf(companyId), (state) =>
        store(
          companyId,
          state.mode === "frozen"
            ? { mode: "frozen", offsetMs: 0, frozenAtMs: toMs }
            : { mode: "real", offsetMs: toMs - Date.now(), frozenAtMs: null }
        ))

    const reading = (companyId: string) => Effect.map(stateOf(companyId), (state) => read(companyId, state))

    return {
      /** Whether each company's clock is held in this process's memory (not on a shared store: another instance may move it). */
      heldInMemory: !shared,
      /** Writes the starting state of a new company's clock (inside its creation transaction), frozen at `frozenAtMs` if given. */
      initialize: (companyId: string, frozenAtMs?: number) =>
        store(companyId, frozenAtMs === undefined ? initialState() : { mode: "frozen", offsetMs: 0, frozenAtMs }),
      reading,
      nowMs: (companyId: string) => Effect.map(reading(companyId), (r) => r.nowMs),
      now: (companyId: string) => Effect.map(reading(companyId), (r) => new Date(r.nowMs)),
      /**
       * The company's instants at these wall-clock times, its clock as it stands now (one reading for all):
       * for a record of the past, such as the request log's calls.
       */
      instantsAt: (companyId: string, wallMs: ReadonlyArray<number>) =>
        Effect.map(stateOf(companyId), (state) => wallMs.map((ms) => at(companyId, state, ms))),
      /**
       * The company's instant at a wall-clock time from memory, without an Effect; undefined where the clock
       * is not held in memory (the shared store, or a clock this process has not read yet).
       */
      knownInstantAt: (companyId: string, wallMs: number): number | undefined => {
        const state = states.get(companyId)
        return state === undefined ? undefined : at(companyId, state, wallMs)
      },
      /** The company's now as the API writes instants (`2030-01-01T09:00:00.000Z`). */
      timestamp: (companyId: string) => Effect.map(reading(companyId), (r) => toTimestamp(r.nowMs)),
      freezeAt: (companyId: string, atMs: number) =>
        store(companyId, { mode: "frozen", offsetMs: 0, frozenAtMs: atMs }),
      /** Moves the clock to `toMs`, keeping its mode (a real clock keeps running from there). */
      setTo: moveTo,
      /** Back to real time, continuing from the current sandbox instant. */
      resume: (companyId: string) =>
        Effect.flatMap(reading(companyId), ({ nowMs }) =>
          store(companyId, { mode: "real", offsetMs: nowMs - Date.now(), frozenAtMs: null })),
      pin: (companyId: string, atMs: number) =>
        Effect.suspend(() => {
          if (pins.get(companyId) === atMs) return Effect.void
          pins.set(companyId, atMs)
          return moveTo(companyId, atMs)
        }),
      unpin: (companyId: string) => Effect.sync(() => pins.delete(companyId)),
      forget: (companyId: string) => Effect.sync(() => states.delete(companyId))
    } as const
  })
}) {}
