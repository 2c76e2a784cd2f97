/**
 * Snapshots across servers: a seeded company's forks repeat on another server, and a file database's
 * snapshots survive a restart. Each starts more servers than the fast suite (test/snapshots.test.ts) can afford.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startApp } from "../support/TestApp.js"
import { T0 } from "../support/VobScenario.js"

const app = startApp()
afterAll(() => app.dispose())

describe("snapshots across servers", () => {
  it("forks of a seeded company are seeded: the same script gives the same fork ids and credentials on another server", async () => {
    const run = async (server: typeof app) => {
      const created = await server.request("POST", "/sandbox/v1/companies", { body: { seed: "fork-seed" } })
      const key = created.data.api_key
      await server.request("POST", "/sandbox/v1/clock/freeze", { key, body: { at: T0 } })
      await server.request("POST", "/v1/patients/upsert", { key, body: { first_name: "Ana", last_name: "Lee", date_of_birth: "1980-01-01" } })
      const snapshot = await server.request("POST", "/sandbox/v1/snapshots", { key })
      const first = await server.request("POST", `/sandbox/v1/snapshots/${snapshot.data.id}/fork`, { key })
      const second = await server.request("POST", `/sandbox/v1/snapshots/${snapshot.data.id}/fork`, { key })
      const patients = await server.request("GET", "/v1/patients", { key: first.data.api_key })
      return { snapshot: snapshot.data.id, first: first.data, second: second.data, patients: patients.data.data.map((p) => p.id) }
    }
    const other = startApp({}) // its own server: startApp() alone is the worker's shared one
    try {
      const here = await run(app)
      const there = await run(other)
      expect(there).toEqual(here)
      expect(here.first.company.id).not.toBe(here.second.company.id)
      expect(here.first.api_key).not.toBe(here.second.api_key)
      expect(here.patients).toHaveLength(1)
    } finally {
      await other.dispose()
    }
  })

  it("with a file database, snapshots survive a restart and restore there", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vob-snapshots-"))
    const db = join(dir, "sandbox.sqlite")
    try {
      const first = startApp({ db })
      const company = await first.newCompany()
      await first.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at: T0 } })
      const created = await first.request("POST", "/v1/patients/upsert", {
        key: company.apiKey,
        body: { first_name: "Ana", last_name: "Lee", date_of_birth: "1980-01-01" }
      })
      const snapshot = await first.request("POST", "/sandbox/v1/snapshots", { key: company.apiKey, body: { name: "kept" } })
      const before = await first.request("GET", "/v1/patients", { key: company.apiKey })
      await first.request("DELETE", `/v1/patients/${created.data.patient.id}`, { key: company.apiKey })
      await first.dispose()

      const second = startApp({ db })
      try {
        const listed = await second.request("GET", "/sandbox/v1/snapshots", { key: company.apiKey })
        expect(listed.data.data).toEqual([snapshot.body])
        expect((await second.request("POST", `/sandbox/v1/snapshots/${snapshot.data.id}/restore`, { key: company.apiKey })).status).toBe(200)
        expect((await second.request("GET", "/v1/patients", { key: company.apiKey })).body).toEqual(before.body)
      } finally {
        await second.dispose()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
