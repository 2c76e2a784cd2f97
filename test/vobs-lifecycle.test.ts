/**
 * The VOB state machine through HTTP: staff actions and their 409 invalid_state refusals, the
 * transitions endpoint agreeing with what the endpoints do, timing fields (missing information,
 * SLA pause, answers, warnings, auto-cancel), completion and how staff read to each caller.
 */
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario, type VobScenario } from "./support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

const BASE = "/v1/verification-of-benefits"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()
const ASK = { content: "Please send the back of the insurance card." }

const transitions = async (s: VobScenario, id: string) => {
  const reply = await s.call("GET", `/sandbox/v1/verification-of-benefits/${id}/transitions`)
  expect(reply.status).toBe(200)
  return reply.data
}

/** Ways to bring a fresh VOB into a state, as a client would. */
const STATES: Record<string, Array<[string, unknown?]>> = {
  pending: [],
  in_progress: [["start"]],
  asked: [["start"], ["ask-missing-information", ASK]],
  warned: [["ask-missing-information", ASK], ["warn", {}]],
  answered: [["ask-missing-information", ASK], ["caller-comment"]],
  completed: [["complete", {}]],
  follow_up_requested: [["complete", {}], ["caller-follow-up"]],
  follow_up_in_progress: [["complete", {}], ["follow-up/start"]],
  cancelled: [["cancel", { reason: "Not needed" }]]
}

const bring = async (s: VobScenario, state: string) => {
  const vob = await s.createVob()
  for (const [step, body] of STATES[state]!) {
    const reply = step === "caller-comment"
      ? await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Sent it by fax." })
      : step === "caller-follow-up"
      ? await s.call("POST", `${BASE}/${vob.id}/follow-up-request`, { content: "Re-check please." })
      : await s.staff(vob.id, step, body)
    expect(reply.status, `${state}: ${step} ${JSON.stringify(reply.body)}`).toBeLessThan(300)
  }
  return s.getVob(vob.id)
}

/** Performs a move listed by the transitions endpoint, with a body it accepts. */
const perform = async (s: VobScenario, vob: { readonly version: number; readonly priority: boolean }, move: { by: string; action: string; method: string; path: string }) => {
  if (move.by === "staff") {
    const bodies: Record<string, unknown> = { "ask-missing-information": ASK, cancel: { reason: "r" } }
    return app.request(move.method, move.path, { key: s.company.apiKey, body: bodies[move.action] ?? {} })
  }
  const bodies: Record<string, unknown> = {
    update: { version: vob.version, priority: !vob.priority },
    cancel: {},
    comment: { content: "A note" },
    "follow-up-request": { content: "Look again" },
    review: { reviewed: true }
  }
  return app.request(move.method, move.path, { key: s.company.apiKey, ...(move.action === "sync" ? {} : { body: bodies[move.action] }) })
}

describe("staff actions and the transitions endpoint", () => {
  it("lists every staff action and caller operation with allowed and, when refused, a reason", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    const listed = await transitions(s, vob.id)
    expect(listed).toMatchObject({ status: "pending", follow_up_state: null })
    const names = listed.actions.map((a) => `${a.by} ${a.action}`)
    expect(names).toEqual(expect.arrayContaining([
      ...["start", "ask-missing-information", "warn", "resume", "complete", "cancel", "follow-up/take", "follow-up/start",
        "follow-up/close"].map((a) => `staff ${a}`),
      ...["update", "cancel", "comment", "follow-up-request", "review", "sync"].map((a) => `caller ${a}`)
    ]))
    for (const action of listed.actions) {
      expect(typeof action.allowed).toBe("boolean")
      if (!action.allowed) expect(action.reason).toEqual(expect.any(String))
    }
    const allowed = listed.actions.filter((a) => a.allowed).map((a) => `${a.by} ${a.action}`).sort()
    expect(allowed).toEqual(
      ["staff start", "staff ask-missing-information", "staff complete", "staff cancel", "caller update", "caller cancel",
        "caller comment"].sort()
    )
  })

  it("agrees with the endpoints: each move succeeds in a state listed as allowing it and is 409 in one listed as refusing it", async () => {
    // Which state allows which move is the state machine's rule, walked state by state in
    // vob-transitions.test.ts; here every endpoint is tried where the transitions endpoint lists it allowed
    // and where it lists it refused (once each, on a fresh copy), which proves the wiring both ways.
    const scenarios = new Map<string, VobScenario>()
    const listed = new Map<string, ReadonlyArray<{ by: string; action: string; allowed: boolean }>>()
    for (const state of Object.keys(STATES)) {
      // A company per state: every VOB of one patient is read on each of its VOB's writes.
      const s = await vobScenario(app)
      scenarios.set(state, s)
      listed.set(state, (await transitions(s, (await bring(s, state)).id)).actions)
    }
    const states = [...listed.keys()]
    const allowedIn = (by: string, action: string, allowed: boolean) =>
      states.find((state) => listed.get(state)!.some((m) => m.by === by && m.action === action && m.allowed === allowed))
    for (const { by, action } of listed.get("pending")!) {
      const where = [allowedIn(by, action, true), allowedIn(by, action, false)]
      expect(where[0], `${by} ${action} is allowed somewhere`).toBeDefined()
      for (const state of where.filter((w) => w !== undefined)) {
        const s = scenarios.get(state)!
        const vob = await bring(s, state)
        const move = (await transitions(s, vob.id)).actions.find((a) => a.by === by && a.action === action)
        const reply = await perform(s, vob, move!)
        const label = `${state}: ${by} ${action} -> ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`
        if (move!.allowed) {
          expect(reply.status, label).toBeLessThan(300)
        } else {
          expect(reply.status, label).toBe(409)
          expect(reply.error.type, label).toBe("conflict_error")
          expect(reply.error.message, label).toContain(move!.reason)
        }
      }
    }
  })

  it("a refused staff action is 409 invalid_state naming the current state and the moves allowed now", async () => {
    const s = await vobScenario(app)
    // The message for every state and move is refusalMessage's (vob-transitions.test.ts); two prove the wiring.
    const cases: Array<[string, string]> = [
      ["pending", "resume"],
      ["completed", "follow-up/close"]
    ]
    for (const [state, action] of cases) {
      const vob = await bring(s, state)
      const allowed = (await transitions(s, vob.id)).actions.filter((a) => a.allowed)
      const reply = await s.staff(vob.id, action, {})
      const label = `${state} ${action}`
      expect(reply.status, label).toBe(409)
      expect(reply.error.code, label).toBe("invalid_state")
      expect(reply.error.message, label).toContain(vob.status)
      for (const move of allowed) expect(reply.error.message, label).toContain(move.action)
      expect((await s.getVob(vob.id)).version, label).toBe(vob.version)
    }
  })

  it("staff actions 404 an unknown or another company's VOB and validate their bodies", async () => {
    const s = await vobScenario(app)
    const other = await vobScenario(app)
    const theirs = await other.createVob()
    for (const id of [theirs.id, "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"]) {
      expect((await s.staff(id, "start")).status).toBe(404)
      expect((await s.call("GET", `/sandbox/v1/verification-of-benefits/${id}/transitions`)).status).toBe(404)
    }
    const vob = await s.createVob()
    // (No content is the usual question: see the kit's askMissingInformation test.)
    for (const body of [{ content: "  " }, { content: 42 }, { content: "ok", urgent: true }]) {
      expect((await s.staff(vob.id, "ask-missing-information", body)).status, JSON.stringify(body)).toBe(422)
    }
    expect((await s.getVob(vob.id)).status).toBe("pending")
  })

  it("a follow-up: take needs a request, close needs one in progress, start refused while one is open", async () => {
    const s = await vobScenario(app)
    const vob = await bring(s, "follow_up_requested")
    expect((await transitions(s, vob.id))).toMatchObject({ status: "completed", follow_up_state: "requested" })
    expect((await s.staff(vob.id, "follow-up/close")).status).toBe(409)
    expect((await s.staff(vob.id, "follow-up/start")).status).toBe(409)
    expect((await s.staff(vob.id, "follow-up/take")).status).toBe(200)
    expect((await s.staff(vob.id, "follow-up/take")).status).toBe(409)
    const closed = await s.staff(vob.id, "follow-up/close")
    expect(closed.body).toMatchObject({ status: "completed", follow_up: null })
    const started = await s.staff(vob.id, "follow-up/start")
    expect(started.data.follow_up).toEqual({ state: "in_progress", requested_at: T0, started_at: T0 })
  })
})

describe("missing information timing", () => {
  it("sets missing_information_since and the ask; the wait is added to sla_paused_seconds on leaving", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    await s.staff(vob.id, "start")
    await s.advance(100)
    const asked = (await s.staff(vob.id, "ask-missing-information", ASK)).data
    expect(asked).toMatchObject({
      status: "missing_information",
      missing_information_since: at(100),
      missing_information_answered_at: null,
      auto_cancel_on: null
    })
    expect(asked.missing_information_ask).toEqual({ comment_id: expect.any(String), content: ASK.content, created_at: at(100) })
    const comments = (await s.call("GET", `${BASE}/${vob.id}/comments`)).data.data
    expect(comments.find((c) => c.id === asked.missing_information_ask!.comment_id)).toMatchObject({
      content: ASK.content,
      source: "staff"
    })
    await s.advance(3600)
    const resumed = (await s.staff(vob.id, "resume")).body
    expect(resumed).toMatchObject({ status: "in_progress", sla_paused_seconds: 3600, missing_information_ask: null })
    await s.staff(vob.id, "ask-missing-information", ASK)
    await s.advance(600)
    const done = (await s.staff(vob.id, "complete")).body
    expect(done).toMatchObject({ status: "completed", sla_paused_seconds: 4200, missing_information_ask: null })
  })

  it("leaving missing_information by a cancel also adds the wait", async () => {
    const s = await vobScenario(app)
    const vob = await bring(s, "asked")
    await s.advance(250)
    const reply = await s.call("POST", `${BASE}/${vob.id}/cancel`, { reason: "Gave up" })
    expect(reply.body).toMatchObject({ status: "cancelled", sla_paused_seconds: 250, missing_information_ask: null })
  })

  it("missing_information_answered_at: the caller's latest comment or notes update after the ask, not staff's", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob()
    await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Before any ask" })
    await s.advance(10)
    const asked = (await s.staff(vob.id, "ask-missing-information", ASK)).data
    expect(asked.missing_information_answered_at).toBeNull()
    await s.call("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/comments`, { content: "Staff reminder" })
    expect((await s.getVob(vob.id)).missing_information_answered_at).toBeNull()
    const v = await s.getVob(vob.id)
    await s.call("PATCH", `${BASE}/${vob.id}`, { version: v.version, priority: true })
    expect((await s.getVob(vob.id)).missing_information_answered_at).toBeNull()
    await s.advance(20)
    await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Faxed it" })
    expect((await s.getVob(vob.id)).missing_information_answered_at).toBe(at(30))
    await s.advance(20)
    const w = await s.getVob(vob.id)
    const patched = await s.call("PATCH", `${BASE}/${vob.id}`, { version: w.version, notes: "Card uploaded" })
    expect(patched.data.missing_information_answered_at).toBe(at(50))
  })
})

describe("warnings and the auto-cancel job", () => {
  it("warn sets auto_cancel_on (default today + 7 days); an answer clears it; dates not in the future are 422", async () => {
    const s = await vobScenario(app)
    const notAsked = await bring(s, "in_progress")
    expect((await s.staff(notAsked.id, "warn", {})).status).toBe(409)
    const vob = await bring(s, "asked")
    for (const date of ["2029-12-31", "2030-01-01", "not-a-date"]) {
      const reply = await s.staff(vob.id, "warn", { auto_cancel_on: date })
      expect(reply.status, date).toBe(422)
      expect(reply.error.param, date).toBe("auto_cancel_on")
    }
    expect((await s.staff(vob.id, "warn", {})).data.auto_cancel_on).toBe("2030-01-08")
    expect((await s.staff(vob.id, "warn", { auto_cancel_on: "2030-01-20" })).data.auto_cancel_on).toBe("2030-01-20")
    await s.call("POST", `${BASE}/${vob.id}/comments`, { content: "Here it is" })
    const answered = await s.getVob(vob.id)
    expect(answered).toMatchObject({ status: "missing_information", auto_cancel_on: null })
    expect(answered.missing_information_answered_at).toBe(T0)
  })

  it("cancels an unanswered warned VOB once the clock reaches auto_cancel_on, never an answered one", async () => {
    const s = await vobScenario(app)
    const unanswered = await bring(s, "warned")
    const answered = await bring(s, "warned")
    await s.call("POST", `${BASE}/${answered.id}/comments`, { content: "Answering now" })
    expect(unanswered.auto_cancel_on).toBe("2030-01-08")
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-07T23:00:00Z" })
    expect((await s.getVob(unanswered.id)).status).toBe("missing_information")
    await s.call("POST", "/sandbox/v1/clock/advance", { to: "2030-01-08T12:00:00Z" })
    const cancelled = await s.getVob(unanswered.id)
    expect(cancelled.status).toBe("cancelled")
    expect(cancelled.cancellation).toMatchObject({ cancelled_at: expect.any(String), cancelled_by: null })
    expect(cancelled.cancellation!.cancelled_at! >= "2030-01-08").toBe(true)
    const cancelEvents = (await s.events()).filter((e) => e.type === "vob_updated" && e.payload.vob.id === unanswered.id)
    expect(cancelEvents.at(-1)!.payload.changed_fields).toContain("status")
    await s.call("POST", "/sandbox/v1/clock/advance", { seconds: 30 * 86_400 })
    expect((await s.getVob(answered.id)).status).toBe("missing_information")
  })
})

describe("completion", () => {
  it("writes a generated result with one service per specialty, result_id and who completed it", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob({ specialties: [{ service_type: "physical_therapy" }, { service_type: "psychotherapy" }] })
    await s.advance(42)
    const done = (await s.staff(vob.id, "complete")).data
    const staffUser = s.fixtures.users.find((u) => u.user_type === "staff")!
    expect(done).toMatchObject({ status: "completed", completed_at: at(42), completed_by_user_id: staffUser.id })
    expect(done.result_id).toBe(done.result!.id)
    for (const field of ["individual_deductible_policy_in_network", "individual_deductible_remaining_in_network",
      "individual_oop_max_policy_in_network", "family_deductible_policy_in_network"] as const) {
      expect(typeof done.result![field], field).toBe("number")
    }
    expect(done.result!.services.map((x) => [x.service_type, x.specialty_id])).toEqual(
      vob.specialties.map((x) => [x.service_type, x.id])
    )
    expect(done.result!.ai_summary).toBeNull()
  })

  it("given result fields override; the policy's current version and the payor record are written", async () => {
    const s = await vobScenario(app)
    const vob = await s.createVob({ specialties: [{ service_type: "physical_therapy" }] })
    const done = (await s.staff(vob.id, "complete", {
      result: {
        eligibility_status: "inactive",
        plan_name: "Override Plan",
        individual_deductible_policy_in_network: 1234,
        services: [{ service_type: "physical_therapy", copay_in_network: 17 }]
      }
    })).data
    expect(done.result).toMatchObject({ eligibility_status: "inactive", plan_name: "Override Plan", individual_deductible_policy_in_network: 1234 })
    expect(done.result!.services).toHaveLength(1)
    expect(done.result!.services[0]).toMatchObject({ service_type: "physical_therapy", copay_in_network: 17 })
    expect(typeof done.result!.services[0].co_insurance_in_network).toBe("number")
    const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
    expect(policy.current_version).toMatchObject({
      eligibility_check_status: "inactive",
      individual_deductible_policy_in_network: 1234,
      individual_oop_max_policy_in_network: done.result!.individual_oop_max_policy_in_network
    })
    const payor = await s.call("GET", `/v1/payors/${done.result!.payor_id}`)
    expect(payor.status).toBe(200)
    expect(payor.body).toMatchObject({ patient_id: s.patientId, eligibility_check_status: "inactive", plan_name: "Override Plan" })
    expect(payor.data.services.map((x) => x.service_type)).toEqual(["physical_therapy"])
    const bad = await s.staff((await s.createVob()).id, "complete", { result: { favourite_colour: "blue" } })
    expect(bad.status).toBe(422)
  })
})

describe("staff as seen by each caller", () => {
  it("API-key callers see staff under the assistant label, bearer callers see the name; names in asks are masked", async () => {
    const s = await vobScenario(app)
    const staffUser = s.fixtures.users.find((u) => u.user_type === "staff")!
    const vob = await s.createVob()
    await s.staff(vob.id, "ask-missing-information", { content: `${staffUser.name} needs the card back.` })
    const byKey = await s.getVob(vob.id)
    expect(byKey.missing_information_ask!.content).toBe("Benefits Assistant needs the card back.")
    expect(byKey.missing_information_ask!.content).not.toContain(staffUser.name)
    await s.staff(vob.id, "cancel", { reason: "No answer" })
    const cancelledByKey = await s.getVob(vob.id)
    expect(cancelledByKey.cancellation!.cancelled_by).toMatchObject({
      id: staffUser.id,
      name: "Benefits Assistant",
      email: null,
      image: null
    })
    const byBearer = (await s.callAsUser("GET", `${BASE}/${vob.id}`)).data
    expect(byBearer.cancellation!.cancelled_by).toMatchObject({ id: staffUser.id, name: staffUser.name })
    const comments = (await s.call("GET", `${BASE}/${vob.id}/comments`)).data.data
    for (const c of comments) expect(c.created_by).toMatchObject({ name: "Benefits Assistant", email: null })
  })
})
