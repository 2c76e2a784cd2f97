/**
 * Names of every kind (src/Domain/PersonName.ts and the rules built on it): exact demographics compare
 * names case- and accent-insensitively in every script, ignoring only surrounding whitespace and
 * repeated inner spaces; digits and punctuation distinguish; fuzzy matching never crosses digits.
 */
import { describe, expect, it } from "vitest"
import { personConflict } from "../src/Domain/PersonIdentity.js"
import { nameKey } from "../src/Domain/PersonName.js"
import { exactDemographics, fuzzyNameMatch, type MatchCandidate } from "../src/Patients/PatientMatcher.js"
import { canCreate } from "../src/Patients/PatientRules.js"

const DOB = "1990-01-01"
const candidate = (first: string, last: string, dob: string | null = DOB): MatchCandidate => ({ id: "c", first_name: first, last_name: last, date_of_birth: dob })
const exact = (a: readonly [string, string], b: readonly [string, string]) =>
  exactDemographics({ first_name: a[0], last_name: a[1], date_of_birth: DOB }, candidate(b[0], b[1]))

describe("exact demographics: the same name, spelled with other case, accents or spacing", () => {
  const same: ReadonlyArray<readonly [string, readonly [string, string], readonly [string, string]]> = [
    ["Latin accents and case", ["José", "Núñez"], ["JOSE", "nunez"]],
    ["Latin letters with a stroke", ["Łukasz", "Søgaard"], ["lukasz", "Sogaard"]],
    ["German sharp s", ["Strauß", "Weiß"], ["STRAUSS", "weiss"]],
    ["surrounding and repeated inner spaces", ["  Mary   Ann ", "\tvan  der Berg "], ["Mary Ann", "van der Berg"]],
    ["Cyrillic", ["Алёна", "Петрова"], ["АЛЕНА", "петрова"]],
    ["Greek with tonos and final sigma", ["Νίκος", "Παπαδόπουλος"], ["ΝΙΚΟΣ", "ΠΑΠΑΔΟΠΟΥΛΟΣ"]],
    ["CJK", ["小明", "王"], ["小明", "王"]],
    ["full-width Latin", ["ＪＯＨＮ", "ＳＭＩＴＨ"], ["john", "smith"]],
    ["Arabic with and without vowel points", ["مُحَمَّد", "علي"], ["محمد", "علي"]],
    ["Hebrew with and without points", ["שָׂרָה", "כֹּהֵן"], ["שרה", "כהן"]],
    ["Vietnamese", ["Nguyễn", "Thị"], ["NGUYEN", "thi"]]
  ]
  it.each(same)("%s", (_, a, b) => expect(exact(a, b)).toBe(true))
})

describe("exact demographics: different names stay different people", () => {
  const different: ReadonlyArray<readonly [string, readonly [string, string], readonly [string, string]]> = [
    ["numbered test patients", ["Test1", "Patient"], ["Test2", "Patient"]],
    ["digits in the last name", ["Ana", "Patient 12"], ["Ana", "Patient 21"]],
    ["a digit against none", ["Test", "Patient"], ["Test1", "Patient"]],
    ["punctuation", ["Ann", "O'Neil"], ["Ann", "ONeil"]],
    ["a hyphen", ["Jean-Luc", "Roy"], ["Jean Luc", "Roy"]],
    ["an inner space", ["Mary Ann", "Lee"], ["Maryann", "Lee"]],
    ["Cyrillic names", ["Иван", "Петров"], ["Илья", "Петров"]],
    ["Greek names", ["Νίκος", "Παππάς"], ["Νίκη", "Παππάς"]],
    ["CJK names", ["小明", "王"], ["小红", "王"]],
    ["Arabic names", ["محمد", "علي"], ["أحمد", "علي"]],
    ["Hebrew names", ["שרה", "כהן"], ["רחל", "כהן"]],
    ["Devanagari vowel signs spell the name", ["कुमार", "शर्मा"], ["कमार", "शर्मा"]]
  ]
  it.each(different)("%s", (_, a, b) => expect(exact(a, b)).toBe(false))

  it("needs a date of birth on both sides and a first name", () => {
    expect(exactDemographics({ first_name: "Иван", last_name: "Петров", date_of_birth: null }, candidate("Иван", "Петров"))).toBe(false)
    expect(exactDemographics({ first_name: " ", last_name: "Петров", date_of_birth: DOB }, candidate(" ", "Петров"))).toBe(false)
  })
})

describe("name keys", () => {
  it("keep every script's letters, digits and punctuation; drop only accents, case and extra spaces", () => {
    expect(nameKey("  Test1   Patient ")).toBe("test1 patient")
    expect(nameKey("Алёна")).toBe("алена")
    expect(nameKey("王小明")).toBe("王小明")
    expect(nameKey("O'Neil")).toBe("o'neil")
    expect(nameKey(null)).toBe("")
    expect(nameKey(" \t ")).toBe("")
  })
})

describe("a patient can be created from a name in any script", () => {
  it.each([["Иван", "Петров"], ["小明", "王"], ["محمد", "علي"], ["שרה", "כהן"], ["Νίκος", "Παππάς"]])("%s %s", (first, last) => {
    expect(canCreate({ hasExternalId: false, first_name: first, last_name: last, date_of_birth: DOB })).toBe(true)
  })
  it("but not from punctuation or spaces alone", () => {
    expect(canCreate({ hasExternalId: false, first_name: " ", last_name: "Lee", date_of_birth: DOB })).toBe(false)
  })
})

describe("fuzzy names: fuzzy in every script, never across different digits", () => {
  const fuzzy = (a: readonly [string, string], b: readonly [string, string]) =>
    fuzzyNameMatch({ first_name: a[0], last_name: a[1] }, candidate(b[0], b[1], null))

  it("still tells Maria from Mario and Daniel from Daniela", () => {
    expect(fuzzy(["Maria", "Lopez"], ["Mario", "Lopez"])).toBe(false)
    expect(fuzzy(["Daniel", "Lopez"], ["Daniela", "Lopez"])).toBe(false)
  })

  it("never matches names whose digits differ", () => {
    expect(fuzzy(["Test1a", "Patient"], ["Test2a", "Patient"])).toBe(false)
    expect(fuzzy(["Katharine", "Lee1"], ["Katherine", "Lee2"])).toBe(false)
    expect(fuzzy(["Jnae", "Smith"], ["Jane", "Smith3"])).toBe(false)
    expect(fuzzy(["Katharine7", "Lee"], ["Katherine7", "Lee"])).toBe(true)
  })

  const similar: ReadonlyArray<readonly [string, readonly [string, string], readonly [string, string]]> = [
    ["Latin typo", ["Katharine", "Lee"], ["Katherine", "Lee"]],
    ["Cyrillic swapped letters", ["Алнеа", "Смирнова"], ["Алена", "Смирнова"]],
    ["Cyrillic short form", ["Алекс", "Смирнов"], ["Александр", "Смирнов"]],
    ["Cyrillic last-name typo", ["Иван", "Смирнов"], ["Иван", "Смирнав"]],
    ["Greek first-name typo", ["Κωνσταντίνος", "Παππάς"], ["Κωνσταντίνως", "Παππάς"]],
    ["CJK, the same name", ["小明", "王"], ["小明", "王"]]
  ]
  it.each(similar)("%s", (_, a, b) => expect(fuzzy(a, b)).toBe(true))

  const unlike: ReadonlyArray<readonly [string, readonly [string, string], readonly [string, string]]> = [
    ["Cyrillic names differing in the last letter", ["Александр", "Смирнов"], ["Александра", "Смирнов"]],
    ["another CJK first name", ["小明", "王"], ["小红", "王"]],
    ["another Arabic name", ["محمد", "علي"], ["أحمد", "علي"]]
  ]
  it.each(unlike)("%s", (_, a, b) => expect(fuzzy(a, b)).toBe(false))
})

describe("a document names another person: words of every script", () => {
  it("shares a word or an initial in Cyrillic and CJK", () => {
    const patient = { first_name: "Иван", last_name: "Петров", date_of_birth: DOB }
    expect(personConflict(patient, { first_name: "И.", last_name: "Петров" })).toBeUndefined()
    expect(personConflict(patient, { first_name: "Ольга", last_name: "Смирнова" })?.field).toBe("name")
    const chinese = { first_name: "小明", last_name: "王", date_of_birth: DOB }
    expect(personConflict(chinese, { first_name: "小明", last_name: "王" })).toBeUndefined()
    expect(personConflict(chinese, { first_name: "美玲", last_name: "李" })?.field).toBe("name")
  })
})
