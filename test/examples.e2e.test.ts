/** The runnable examples, against the real CLI in a child process (what a user runs). */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCardIntake } from "../examples/vob-request-with-cards.js"
import { runPriorAuthorizationFromDocuments } from "../examples/prior-authorization-from-documents.js"
import { runLifecycle } from "../examples/vob-lifecycle.js"
import { type Running, start, stopAll } from "./support/SpawnedSandbox.js"

let server: Running
beforeAll(async () => {
  server = await start([])
})
afterAll(() => stopAll())

describe("examples/vob-lifecycle.ts", () => {
  it("plays pending → in_progress → missing_information → answered → completed → follow-up → closed → reviewed", async () => {
    const lines: Array<string> = []
    const { events, vob } = await runLifecycle(server.url, (line) => lines.push(line))
    expect(lines.filter((l) => /^\S/.test(l) && l.includes("status=")).map((l) => l.split(/\s{2,}/)[0])).toEqual([
      "created",
      "staff start",
      "staff ask for missing information",
      "clinic answers (2 h later)",
      "staff resume",
      "staff complete",
      "clinic requests a follow-up",
      "staff take the follow-up",
      "staff close it with a correction",
      "clinic reviews"
    ])
    expect(vob).toMatchObject({ status: "completed", follow_up: null, sla_paused_seconds: 7200 })
    expect(vob.clinic_reviewed_at).not.toBeNull()
    expect(vob.result!.individual_deductible_remaining_in_network).toBe(0)
    expect(events.map((e) => e.type)).toEqual([
      "vob_created",
      "vob_updated",
      "vob_comment_created",
      "vob_updated",
      "vob_comment_created",
      "vob_updated",
      "vob_updated",
      "vob_completed",
      "patient_verification_completed",
      "vob_comment_created",
      "vob_updated",
      "vob_updated",
      "vob_updated",
      "vob_updated"
    ])
    expect(events.filter((e) => e.type === "vob_updated").map((e) => e.payload.changed_fields).slice(-2)).toEqual([
      ["result"],
      // Through an API key the review records no reviewer: clinic_reviewed_by stays null.
      ["clinic_reviewed_at"]
    ])
  })
})

describe("examples/vob-request-with-cards.ts", () => {
  it("uploads a card's two sides, registers readings, submits, and polls the request to completed", async () => {
    const lines: Array<string> = []
    const request = await runCardIntake(server.url, (line) => lines.push(line))
    expect(request.status).toBe("completed")
    expect(request.patient!.action).toBe("created")
    // The card sharpens the generic insurance the clinic named to the specific plan, and fills the group.
    expect(request.policies).toEqual([expect.objectContaining({ action: "created", source: "both" })])
    expect(lines.find((l) => l.startsWith("policy:"))).toContain("Blue Cross Blue Shield of Texas XQJ123456789, group GRP-4410")
    expect(request.verifications).toEqual([expect.objectContaining({ status: "opened" })])
    expect(JSON.stringify(request)).not.toContain("Jordan")
  })
})

describe("examples/prior-authorization-from-documents.ts", () => {
  it("uploads a referral, registers its extraction, submits with overrides, and prints the merged record", async () => {
    const lines: Array<string> = []
    const { record, request } = await runPriorAuthorizationFromDocuments(server.url, (line) => lines.push(line))
    expect(request).toMatchObject({ status: "completed", error: null })
    expect(JSON.stringify(request)).not.toContain("Jordan")
    expect(record).toMatchObject({
      status: "draft",
      external_id: "PA-JR-0001",
      notes: "Post-operative rehabilitation, left knee.",
      service: { requested_visits: 16, start_date: "2030-01-15", end_date: null },
      vob: { state: "requested" }
    })
    expect(record.file_ids).toHaveLength(1)
    expect(lines.find((l) => l.startsWith("service:"))).toContain("16 visits, CPT 97110x4 97140x2")
  })
})
