/**
 * Generic insurance families. A generic insurance ("Blue Cross Blue Shield") stands for the specific
 * ones named after it ("Blue Cross Blue Shield of Texas"): a specific insurance belongs to the
 * generic one whose whole name, then a space, begins its own (case, accents and spacing aside). Pure.
 */
import { nameKey } from "./PersonName.js"
import type { ReferenceRecord } from "./ReferenceRecords.js"

type Insurance = ReferenceRecord<"insurance">

export interface InsuranceFamilies {
  /** `to` is a specific insurance of the generic `from`'s family: a card may sharpen `from` to it. */
  readonly sharpens: (fromId: string, toId: string) => boolean
  /** The same insurance, or a generic one and a specific one of its family: a card of one agrees with the other. */
  readonly agree: (a: string, b: string) => boolean
}

export const insuranceFamilies = (insurances: ReadonlyArray<Insurance>): InsuranceFamilies => {
  const byId = new Map(insurances.map((i) => [i.id, i]))
  const genericOf = new Map<string, string>()
  for (const specific of insurances) {
    if (specific.generic) continue
    const name = nameKey(specific.name)
    const family = insurances.find((g) => g.generic && name.startsWith(`${nameKey(g.name)} `))
    if (family !== undefined) genericOf.set(specific.id, family.id)
  }
  const sharpens = (fromId: string, toId: string) => byId.get(fromId)?.generic === true && genericOf.get(toId) === fromId
  return { sharpens, agree: (a, b) => a === b || sharpens(a, b) || sharpens(b, a) }
}
