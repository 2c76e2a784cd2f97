/**
 * Exactly-once jobs: a job's effects and its completion commit together. The crash window (the
 * records written, the completion not) is opened on purpose with a SQLite trigger that refuses the
 * completion, as a kill at that instant would; then the job is made pending again, as a restart does.
 * Whatever happened, a request holds its records only if it is completed, and exactly once.
 */
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { ExtraJobKinds, extraJobKind } from "../src/Orchestration/JobKinds.js"
import { Jobs } from "../src/Jobs/Jobs.js"
import { paRequestScenario, RILEY, SERVICE } from "./support/PaRequestScenario.js"
import { startApp } from "./support/TestApp.js"
import { AVERY, requestScenario } from "./support/VobRequestScenario.js"
import { onPostgresMatrix } from "./support/PostgresMatrix.js"

const testKinds = {
  "test.effect": extraJobKind(Schema.Unknown, (job) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.asVoid(sql`INSERT INTO test_job_effects (job_id) VALUES (${job.id})`)))
}

const app = startApp({}, Layer.succeed(ExtraJobKinds, testKinds))
afterAll(() => app.dispose())

const exec = (statement: string) =>
  app.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement))).then(() => undefined)

/** Refuses the row update matching `when` (a crash just before that statement commits). */
const crashBefore = (name: string, table: string, when: string) =>
  exec(`CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'simulated crash'); END`)

/** What a restart does to jobs of the company that were cut off (running or refused): run them again. */
const restartJobs = (companyId: string) =>
  exec(`UPDATE jobs SET status = 'pending', error = NULL WHERE company_id = '${companyId}' AND status IN ('running', 'failed')`)

// SQLite triggers simulate the crash: SQLite only (the PostgreSQL matrix skips it).
describe.skipIf(onPostgresMatrix)("a crash between a request's writes and its completion", () => {
  it("prior-authorization request: the record exists only with the completed request, and once", async () => {
    const s = await paRequestScenario(app)
    const file = await s.document({ patient_data: RILEY, service: SERVICE })
    await crashBefore(
      "pa_crash",
      "prior_authorization_requests",
      `NEW.company_id = '${s.company.id}' AND NEW.status = 'completed'`
    )
    const reply = await s.submitPa({ file_ids: [file] })
    expect(reply.status).toBe(202)
    await s.advance(0)
    const cut = await s.pollPa(reply.data.id)
    const afterCut = await s.paCounts()
    expect(cut.status).not.toBe("completed")
    expect(afterCut).toMatchObject({ patients: 0, priorAuthorizations: 0, vobs: 0 })

    await exec("DROP TRIGGER pa_crash")
    await restartJobs(s.company.id)
    await s.advance(0)
    const after = await s.pollPa(reply.data.id)
    const counts = await s.paCounts()
    expect(counts.priorAuthorizations).toBe(after.status === "completed" ? 1 : 0)
    expect(counts.patients).toBe(after.status === "completed" ? 1 : 0)
  })

  it("VOB request: the patient and VOB exist only with the completed request, and a re-run changes nothing", async () => {
    const s = await requestScenario(app)
    const body = { patient: AVERY, policies: [{ insurance_id: s.insurance("Aetna"), member_number: "W1", coverage_tier: "primary" }] }
    await crashBefore("vob_crash", "vob_requests", `NEW.company_id = '${s.company.id}' AND NEW.status = 'completed'`)
    const reply = await s.submit(body)
    expect(reply.status).toBe(202)
    await s.advance(0)
    expect((await s.poll(reply.data.id)).status).not.toBe("completed")
    expect(await s.counts()).toMatchObject({ patients: 0, vobs: 0 })

    await exec("DROP TRIGGER vob_crash")
    await restartJobs(s.company.id)
    await s.advance(0)
    const after = await s.poll(reply.data.id)
    const counts = await s.counts()
    if (after.status === "completed") {
      expect(after.patient!.action).toBe("created")
      expect(after.verifications.map((v) => v.status)).not.toContain("already_open")
      expect(counts).toMatchObject({ patients: 1, vobs: 1 })
    } else {
      expect(counts).toMatchObject({ patients: 0, vobs: 0 })
    }

    // The job of a completed request run again (a restart just after the commit) is a no-op.
    const before = await s.counts()
    await restartJobs(s.company.id)
    await exec(`UPDATE jobs SET status = 'pending' WHERE company_id = '${s.company.id}' AND kind LIKE 'vob_request%'`)
    await s.advance(0)
    expect(await s.counts()).toEqual(before)
    expect(await s.poll(reply.data.id)).toEqual(after)
  })
})

describe.skipIf(onPostgresMatrix)("a crash between a job's effects and its completion", () => {
  it("one-after-another jobs: the effects commit with the job's done mark, or not at all", async () => {
    await exec("CREATE TABLE IF NOT EXISTS test_job_effects (job_id INTEGER NOT NULL)")
    const s = await requestScenario(app)
    const jobId = await app.run(Effect.flatMap(Jobs, (jobs) => jobs.schedule(s.company.id, "test.effect", Date.parse("2030-01-01T09:00:01Z"), {})))
    await crashBefore("job_crash", "jobs", `NEW.id = ${jobId} AND NEW.status = 'done'`)
    await s.advance(1)
    const effects = () =>
      app.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT COUNT(*) AS n FROM test_job_effects WHERE job_id = ${jobId}`))
        .then((rows) => Number(rows[0]!.n))
    const status = () =>
      app.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ status: string }>`SELECT status FROM jobs WHERE id = ${jobId}`))
        .then((rows) => rows[0]!.status)
    expect(await status()).not.toBe("done")
    expect(await effects()).toBe(0)

    await exec("DROP TRIGGER job_crash")
    await restartJobs(s.company.id)
    await s.advance(1)
    expect(await status()).toBe("done")
    expect(await effects()).toBe(1)
  })
})
