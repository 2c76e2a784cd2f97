/**
 * The kit's company options and handles beyond the basics: option names checked, release switches at
 * creation, a fork as a full handle, and a seed reused by a rerun of the same script.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CompanyHandle, connect, type Sandbox, SandboxApiError, SandboxArgumentError, startSandbox } from "../src/Kit/index.js"

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const T0 = "2030-01-01T09:00:00Z"

const upsertPatient = async (company: CompanyHandle, lastName = "Quinn") => {
  const { data, error } = await company.api.POST("/v1/patients/upsert", {
    body: { first_name: "Avery", last_name: lastName, date_of_birth: "1985-04-12" }
  })
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data.patient.id
}

const refusal = (call: () => unknown) => Promise.resolve().then(call).then(() => undefined, (e: unknown) => e)

describe("option names", () => {
  it("are refused with SandboxArgumentError naming them, on every call that takes options", async () => {
    expect(await refusal(() => startSandbox({ prot: 1234 } as never))).toMatchObject({
      name: "SandboxArgumentError",
      code: "invalid_parameter",
      param: "prot",
      message: "prot is not an option of startSandbox() (its options: port, db, clock, startTime, logLevel)"
    })
    expect(await refusal(() => sandbox.company({ sed: "x", nmae: "y" } as never))).toMatchObject({ param: "sed, nmae" })
    expect(() => connect(sandbox.url, { fech: fetch } as never)).toThrow(SandboxArgumentError)
    const company = await sandbox.company()
    expect(await refusal(() => company.webhookInbox({ eventType: ["vob_completed"] } as never))).toMatchObject({ param: "eventType" })
    const inbox = await company.webhookInbox()
    expect(await refusal(() => inbox.next("vob_completed", { timeout: 5 } as never))).toMatchObject({ param: "timeout" })
    expect(() => inbox.failWith(503, { time: 2 } as never)).toThrow(/time is not an option of inbox\.failWith\(\)/)
    await company.close()
  })
})

describe("sandbox.company({ releases })", () => {
  it("switches the releases from the start", async () => {
    const company = await sandbox.company({ releases: { dob_mmddyyyy: true, vob_requests: false } })
    const { data } = await company.api.GET("/sandbox/v1/releases")
    const enabled = Object.fromEntries(data!.data.map((r) => [r.name, r.enabled]))
    expect(enabled).toMatchObject({ dob_mmddyyyy: true, vob_requests: false })
  })
})

describe("company.fork()", () => {
  it("gives a full handle of a new company holding a copy of this one, and leaves no snapshot behind", async () => {
    const source = await sandbox.company({ at: T0 })
    const patient = await upsertPatient(source)
    await source.clock.advance(60)
    const fork = await source.fork("Copy")
    expect(fork.name).toBe("Copy")
    expect([fork.id, fork.apiKey]).not.toContain(source.id)
    expect(fork.apiKey).not.toBe(source.apiKey)
    expect(fork.fixtures.company).toEqual({ id: fork.id, name: "Copy" })
    expect(await fork.clock.now()).toEqual({ now: "2030-01-01T09:01:00.000Z", mode: "frozen" })
    const { data: patients } = await fork.api.GET("/v1/patients")
    expect(patients!.data).toHaveLength(1)
    expect(patients!.data[0]!.id).not.toBe(patient)
    // Its staff, events and inbox are its own.
    const inbox = await fork.webhookInbox({ eventTypes: ["patient_created"] })
    await upsertPatient(fork, "Forked")
    await fork.clock.advance(0)
    expect((await inbox.next("patient_created")).body.patient.id).not.toBe(patient)
    expect((await fork.events({ type: "patient_created" })).length).toBe(2)
    expect((await source.events({ type: "patient_created" })).length).toBe(1)
    expect((await source.api.GET("/sandbox/v1/snapshots")).data!.data).toEqual([])
    // The sandbox's close() reaches the fork's handle too.
    const own = await startSandbox()
    const forkOfOwn = await (await own.company()).fork()
    await own.close()
    expect(await refusal(() => forkOfOwn.clock.now())).toMatchObject({ name: "SandboxClosedError" })
  })
})

describe("sandbox.company({ seed, reuseSeed })", () => {
  it("takes over the company a seed already names, as a new one with these options starts: the same ids again", async () => {
    const options = { seed: "kit-rerun", at: T0, releases: { dob_mmddyyyy: true } }
    const first = await sandbox.company(options)
    const firstPatient = await upsertPatient(first)
    // What the first run leaves behind: records, a later clock, other switches, a fault rule, a snapshot.
    await first.clock.advance(3600)
    await first.api.PATCH("/sandbox/v1/releases", { body: { dob_mmddyyyy: false, vob_requests: false } })
    await first.api.POST("/sandbox/v1/faults", { body: { path: "/v1/patients", status: 503 } })
    await first.api.POST("/sandbox/v1/snapshots", { body: {} })

    const taken = await refusal(() => sandbox.company(options))
    expect(taken).toBeInstanceOf(SandboxApiError)
    expect(taken).toMatchObject({ status: 409, code: "seed_taken" })

    const again = await sandbox.company({ ...options, reuseSeed: true })
    expect([again.id, again.apiKey, again.bearerToken, again.user]).toEqual([first.id, first.apiKey, first.bearerToken, first.user])
    expect(again.fixtures).toEqual(first.fixtures)
    expect(await again.clock.now()).toEqual({ now: "2030-01-01T09:00:00.000Z", mode: "frozen" })
    const enabled = Object.fromEntries((await again.api.GET("/sandbox/v1/releases")).data!.data.map((r) => [r.name, r.enabled]))
    expect(enabled).toMatchObject({ dob_mmddyyyy: true, vob_requests: true })
    expect((await again.api.GET("/sandbox/v1/faults")).data!.data).toEqual([])
    expect((await again.api.GET("/sandbox/v1/snapshots")).data!.data).toEqual([])
    expect(await upsertPatient(again)).toBe(firstPatient)
  })
})
