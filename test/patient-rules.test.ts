import { describe, expect, it } from "vitest"
import { exactDemographics, fuzzyNameMatch, matchPatient, type MatchCandidate } from "../src/Patients/PatientMatcher.js"
import { canonicalJson, changedFields, sameJson } from "../src/Domain/Changes.js"
import { canCreate, emailKey, parseDateOfBirth, phoneKey, usableContact } from "../src/Patients/PatientRules.js"

const TODAY = "2030-06-15"

const candidate = (id: string, first: string, last: string, dob: string | null = null): MatchCandidate => ({
  id,
  first_name: first,
  last_name: last,
  date_of_birth: dob
})

describe("usable contact fields", () => {
  it("reads dates of birth as YYYY-MM-DD or eight digits YYYYMMDD", () => {
    expect(parseDateOfBirth("1985-04-12")).toBe("1985-04-12")
    expect(parseDateOfBirth("19850412")).toBe("1985-04-12")
    expect(parseDateOfBirth("04121985")).toBeUndefined()
    expect(parseDateOfBirth("1985-02-30")).toBeUndefined()
    expect(parseDateOfBirth("April 12")).toBeUndefined()
  })

  it("drops a date of birth outside 1900-01-01 through today", () => {
    expect(usableContact({ date_of_birth: "1900-01-01" }, TODAY).date_of_birth).toBe("1900-01-01")
    expect(usableContact({ date_of_birth: TODAY }, TODAY).date_of_birth).toBe(TODAY)
    for (const dob of ["1899-12-31", "2030-06-16"]) {
      const result = usableContact({ date_of_birth: dob }, TODAY)
      expect(result.date_of_birth).toBeUndefined()
      expect(result.dropped).toEqual([{ field: "date_of_birth", value: dob, reason: expect.stringContaining("1900-01-01") }])
    }
  })

  it("normalises phone numbers to ten digits and drops the unusable ones with what to send", () => {
    expect(phoneKey("(512) 555-0100")).toBe("5125550100")
    expect(phoneKey("+1 512 555 0100")).toBe("5125550100")
    expect(phoneKey("555-0100")).toBeUndefined()
    const result = usableContact({ phone_number: "12345", email: "dana@", date_of_birth: "1985-04-12" }, TODAY)
    expect(result.dropped.map((d) => d.field)).toEqual(["phone_number", "email"])
    expect(result.dropped[0]!.reason).toContain("10 digits")
    expect(result.date_of_birth).toBe("1985-04-12")
  })

  it("lower-cases emails for matching", () => {
    expect(emailKey(" Dana@Example.COM ")).toBe("dana@example.com")
    expect(emailKey("not-an-email")).toBeUndefined()
  })

  it("creates a patient only from an external id, a phone, or names with a date of birth or email", () => {
    expect(canCreate({ hasExternalId: true })).toBe(true)
    expect(canCreate({ hasExternalId: false, phone_number: "5125550100" })).toBe(true)
    expect(canCreate({ hasExternalId: false, first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-01" })).toBe(true)
    expect(canCreate({ hasExternalId: false, first_name: "Ana", last_name: "Diaz", email: "a@b.co" })).toBe(true)
    expect(canCreate({ hasExternalId: false, first_name: "Ana", last_name: "Diaz" })).toBe(false)
    expect(canCreate({ hasExternalId: false, first_name: "Ana", date_of_birth: "1990-01-01" })).toBe(false)
  })

  it("lists the fields whose value changed", () => {
    expect(changedFields({ a: 1, b: { x: 1, y: 2 }, updated_at: "t1" }, { a: 1, b: { y: 2, x: 1 }, updated_at: "t2" }, ["a", "b"]))
      .toEqual([])
    expect(changedFields({ a: 1, tags: ["x"] }, { a: 2, tags: ["x", "y"] }, ["a", "tags"])).toEqual(["a", "tags"])
  })

  it("compares values in place exactly as their canonical JSON compares", () => {
    const values: ReadonlyArray<unknown> = [
      null, undefined, 0, 1, "1", true, false, NaN, [], {}, [null], [undefined], [1, 2], [2, 1],
      { a: 1 }, { a: 1, b: undefined }, { b: 2, a: 1 }, { a: 1, b: 2 }, { a: [{ x: 1 }] }, { a: [{ x: 2 }] },
      { a: null }, { a: { b: { c: [1, { d: "e" }] } } }, { a: { b: { c: [1, { d: "f" }] } } }, new Date(0), "1970-01-01T00:00:00.000Z"
    ]
    for (const a of values) {
      for (const b of values) expect(sameJson(a, b), `${canonicalJson(a)} vs ${canonicalJson(b)}`).toBe(canonicalJson(a) === canonicalJson(b))
    }
  })
})

describe("patient matching rules", () => {
  const none = { byExternalId: [], byDemographics: [], byPhone: [], byEmail: [] }

  it("prefers the typed external ID over every other rule", () => {
    const match = matchPatient({ first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-01" }, {
      ...none,
      byExternalId: [candidate("by-ext", "Someone", "Else")],
      byDemographics: [candidate("by-demo", "Ana", "Diaz", "1990-01-01")]
    })
    expect(match).toEqual({ patientId: "by-ext", reason: "external_id" })
  })

  it("matches exact demographics (case and accents aside) before phone and email", () => {
    const input = { first_name: "José", last_name: "DIAZ", date_of_birth: "1990-01-01" }
    expect(exactDemographics(input, candidate("x", "jose", "Diaz", "1990-01-01"))).toBe(true)
    expect(exactDemographics(input, candidate("x", "Josie", "Diaz", "1990-01-01"))).toBe(false)
    expect(exactDemographics(input, candidate("x", "Jose", "Diaz", "1990-01-02"))).toBe(false)
    const match = matchPatient(input, {
      ...none,
      byDemographics: [candidate("by-demo", "Jose", "Diaz", "1990-01-01")],
      byPhone: [candidate("by-phone", "Jose", "Diaz")]
    })
    expect(match).toEqual({ patientId: "by-demo", reason: "demographics" })
  })

  it("matches a phone with a fuzzy name, but never a different person on the same phone", () => {
    const family = [candidate("jane", "Jane", "Smith"), candidate("robert", "Robert", "Smith")]
    expect(matchPatient({ first_name: "Rob", last_name: "Smith" }, { ...none, byPhone: family }))
      .toEqual({ patientId: "robert", reason: "phone_and_name" })
    expect(matchPatient({ first_name: "Jnae", last_name: "Smith" }, { ...none, byPhone: family }))
      .toEqual({ patientId: "jane", reason: "phone_and_name" })
    expect(matchPatient({ first_name: "John", last_name: "Smith" }, { ...none, byPhone: family })).toBeUndefined()
    expect(matchPatient({ first_name: "Jane", last_name: "Smyth-Jones" }, { ...none, byPhone: family })).toBeUndefined()
  })

  it("tells apart names that differ in their last letter, and people with different dates of birth", () => {
    for (const [a, b] of [["Maria", "Mario"], ["Daniela", "Daniel"], ["Paula", "Paul"], ["Juliana", "Julian"]]) {
      expect(fuzzyNameMatch({ first_name: a, last_name: "Lopez" }, candidate("x", b!, "Lopez")), `${a}/${b}`).toBe(false)
    }
    expect(fuzzyNameMatch({ first_name: "Jane", last_name: "Smith", date_of_birth: "1990-01-01" }, candidate("x", "Jane", "Smith", "1991-01-01")))
      .toBe(false)
    expect(fuzzyNameMatch({ first_name: "Jane", last_name: "Smith", date_of_birth: "1990-01-01" }, candidate("x", "Jane", "Smith")))
      .toBe(true)
  })

  it("matches an email with a fuzzy name last", () => {
    expect(matchPatient({ first_name: "Katherine", last_name: "Lee" }, {
      ...none,
      byEmail: [candidate("kat", "Katharine", "Lee")]
    })).toEqual({ patientId: "kat", reason: "email_and_name" })
    expect(fuzzyNameMatch({ first_name: "Ann", last_name: "Lee" }, candidate("x", "Bob", "Lee"))).toBe(false)
    expect(fuzzyNameMatch({ first_name: null, last_name: "Lee" }, candidate("x", "Ann", "Lee"))).toBe(false)
  })

  it("matches nobody when no rule applies", () => {
    expect(matchPatient({ first_name: "Ana", last_name: "Diaz" }, none)).toBeUndefined()
  })
})
