/**
 * The coverage a VOB request leaves on the patient, as one pure plan over the request's coverages,
 * the card readings and the patient's policies: an entry per outcome (the spec's actions, reasons
 * and sources) and the writes that produce it. The spec's merge rules, by number:
 * 1 caller data wins, a card fills only what the caller left out (field by field inside subscriber);
 * 2 a card disagreeing with a sent member_number or insurance_id is skipped (conflicts_with_request);
 * 3 an insurance sent by name may be corrected by a card with the same member id;
 *   a generic insurance and the specific ones of its family agree (src/Domain/InsuranceFamily.ts): a
 *   card may sharpen a generic policy or coverage to the specific insurance (specific_insurance), and
 *   never makes a specific one generic;
 * 4 a coverage without member number targets the patient's one policy on that insurance, else takes
 *   the card's member id (none: no_member_number; several, not settled by tier: ambiguous);
 * 5 a card with another member id corrects the patient's one policy on its insurance (a card printing
 *   another tier than that policy's matches none and adds coverage);
 * 6 ambiguity (names, placements, competing cards) leaves policies as they are;
 * 7 four coverages at most (tiers_full); identical cards count once; repeats are duplicate_policy.
 */
import { canonicalJson } from "../Domain/Changes.js"
import { coverageTiers, type CoverageTierName } from "../Domain/Coverage.js"
import { insuranceFamilies } from "../Domain/InsuranceFamily.js"
import { resolveInsurance } from "../Domain/InsuranceResolution.js"
import type { ReferenceRecord } from "../Domain/ReferenceRecords.js"
import type { Card } from "./CardReading.js"
import type { IntakeCoverage } from "./VobRequest.js"

type Insurance = ReferenceRecord<"insurance">

/** The fields a request or a card may fill on a policy besides its insurance, member number and tier. */
const FILLABLE = ["group_number", "plan_name", "subscriber", "external_id"] as const
type Fillable = typeof FILLABLE[number]
type PolicyFields = { readonly [K in Fillable]?: unknown }

export interface ExistingPolicy {
  readonly id: string
  readonly insurance_id: string
  readonly member_number: string
  readonly coverage_tier: CoverageTierName
  readonly group_number: string | null
  readonly plan_name: string | null
  readonly subscriber: unknown
  readonly external_id: string | null
}

export interface CoverageInput {
  readonly insurances: ReadonlyArray<Insurance>
  readonly existing: ReadonlyArray<ExistingPolicy>
  readonly requested: ReadonlyArray<IntakeCoverage>
  readonly cards: ReadonlyArray<Card>
  /** External ids held by other patients' policies. */
  readonly takenExternalIds: ReadonlySet<string>
}

type Action = "created" | "corrected" | "filled" | "matched" | "unchanged" | "skipped"
type Source = "request" | "card" | "both" | null

export interface PlanEntry {
  /** An existing policy's id, or `new:<n>` for the n-th created policy; null when skipped. */
  readonly ref: string | null
  readonly action: Action
  readonly reason: string | null
  readonly source: Source
}

export interface PolicyCreate {
  readonly ref: string
  readonly insurance_id: string
  readonly member_number: string
  readonly coverage_tier: CoverageTierName
  readonly fields: PolicyFields
}

export interface PolicyUpdate {
  readonly id: string
  readonly changes: PolicyFields & {
    readonly insurance_id?: string
    readonly member_number?: string
    readonly coverage_tier?: CoverageTierName
  }
}

export interface CoveragePlan {
  readonly entries: ReadonlyArray<PlanEntry>
  /** Apply in order: tier moves of untouched policies first, then the named policies' updates. */
  readonly updates: ReadonlyArray<PolicyUpdate>
  readonly creates: ReadonlyArray<PolicyCreate>
}

// --- helpers -------------------------------------------------------------------------------------

const norm = (s: string | null | undefined) => (s ?? "").trim().toLowerCase()
const blank = (s: string | null | undefined) => norm(s) === ""

interface ResolvedCard extends Card {
  readonly insuranceId: string | null
}

/** Working state of one policy slot: an existing policy or one the plan creates. */
interface Slot {
  readonly ref: string
  insurance_id: string
  member_number: string
  coverage_tier: CoverageTierName | null
  fields: Record<Fillable, unknown>
  readonly existing: ExistingPolicy | null
  named: boolean
  memberSentByCaller: boolean
  changes: Record<string, unknown>
  movedTier: boolean
}

const fieldsOf = (p: ExistingPolicy): Record<Fillable, unknown> => ({
  group_number: p.group_number,
  plan_name: p.plan_name,
  subscriber: p.subscriber,
  external_id: p.external_id
})

const requestFields = (c: IntakeCoverage): PolicyFields =>
  Object.fromEntries(FILLABLE.filter((k) => c[k] !== undefined && c[k] !== null && !(typeof c[k] === "string" && blank(c[k] as string))).map((k) => [k, c[k]]))

const cardFields = (card: Card): PolicyFields =>
  Object.fromEntries(
    ([["group_number", card.group_number], ["subscriber", card.subscriber]] as const).filter(([, v]) => v !== undefined && !(typeof v === "string" && blank(v)))
  )

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && blank(v))
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Rule 1 inside subscriber: the `winner`'s fields, and the `filler`'s where the winner has none. */
const mergeSubscriber = (winner: unknown, filler: unknown): unknown => {
  if (!isRecord(winner)) return filler ?? winner
  if (!isRecord(filler)) return winner
  const keys = [...new Set([...Object.keys(winner), ...Object.keys(filler)])]
  return Object.fromEntries(keys.map((k) => [k, isBlank(winner[k]) ? filler[k] ?? winner[k] ?? null : winner[k]]))
}

/** Rule 1: the caller's fields, then a card's for what the caller left out. */
const merged = (caller: PolicyFields, card: PolicyFields): PolicyFields => ({
  ...card,
  ...caller,
  ...(caller.subscriber !== undefined && card.subscriber !== undefined ? { subscriber: mergeSubscriber(caller.subscriber, card.subscriber) } : {})
})

export const planCoverage = (input: CoverageInput): CoveragePlan => {
  const families = insuranceFamilies(input.insurances)
  const entries: Array<PlanEntry & { readonly order: number }> = []
  const push = (order: number, entry: PlanEntry) => entries.push({ ...entry, order })

  // Identical cards count once (rule 7); so do the sides of one card read from separate files: the same
  // member id on the same insurance is one card, its fields merged (the first file's value wins).
  const cards: Array<ResolvedCard> = []
  for (const card of input.cards) {
    const resolution = resolveInsurance(input.insurances, card)
    const insuranceId = resolution._tag === "Resolved" ? resolution.insurance.id : null
    const same = cards.findIndex((c) =>
      norm(c.member_number) === norm(card.member_number) &&
      (insuranceId === null ? c.insuranceId === null && canonicalJson(c.insurance_name) === canonicalJson(card.insurance_name) : c.insuranceId === insuranceId)
    )
    if (same >= 0) {
      const merged = { ...card, ...cards[same]! }
      cards[same] = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as unknown as ResolvedCard
      continue
    }
    cards.push({ ...card, insuranceId })
  }
  const consumed = new Set<ResolvedCard>()

  const slots: Array<Slot> = input.existing.map((p) => ({
    ref: p.id,
    insurance_id: p.insurance_id,
    member_number: p.member_number,
    coverage_tier: p.coverage_tier,
    fields: fieldsOf(p),
    existing: p,
    named: false,
    memberSentByCaller: false,
    changes: {},
    movedTier: false
  }))
  let created = 0
  const creates: Array<Slot> = []
  const tierHolder = (tier: CoverageTierName) => slots.find((s) => s.coverage_tier === tier)
  const freeTier = () => coverageTiers.find((t) => tierHolder(t) === undefined)
  const onInsurance = (insuranceId: string) => slots.filter((s) => s.insurance_id === insuranceId)
  const sameMember = (s: Slot, insuranceId: string, member: string) => s.insurance_id === insuranceId && norm(s.member_number) === norm(member)

  /** Puts `slot` on `tier`, moving an untouched holder to a free tier (tier_moved); false when none is free. */
  const placeOn = (slot: Slot, tier: CoverageTierName): boolean => {
    const holder = tierHolder(tier)
    if (holder !== undefined && holder !== slot) {
      if (holder.named) return false
      const free = freeTier()
      if (free === undefined) return false
      holder.coverage_tier = free
      holder.changes.coverage_tier = free
      holder.movedTier = true
    }
    if (slot.coverage_tier !== tier) {
      slot.coverage_tier = tier
      if (slot.existing !== null) slot.changes.coverage_tier = tier
    }
    return true
  }

  /** Applies fields to a slot; true when a value changed. */
  const fill = (slot: Slot, fields: PolicyFields): boolean => {
    let changed = false
    for (const [k, sent] of Object.entries(fields) as Array<[Fillable, unknown]>) {
      // A subscriber keeps the stored fields that neither the caller nor a card sent.
      const v = k === "subscriber" ? mergeSubscriber(sent, slot.fields.subscriber) : sent
      if (canonicalJson(slot.fields[k]) !== canonicalJson(v)) {
        slot.fields[k] = v
        if (slot.existing !== null) slot.changes[k] = v
        changed = true
      }
    }
    return changed
  }

  const newSlot = (insuranceId: string, member: string, tier: CoverageTierName | undefined): Slot | "tiers_full" => {
    if (slots.length >= coverageTiers.length) return "tiers_full"
    const slot: Slot = {
      ref: `new:${created}`,
      insurance_id: insuranceId,
      member_number: member.trim(),
      coverage_tier: null,
      fields: { group_number: null, plan_name: null, subscriber: null, external_id: null },
      existing: null,
      named: true,
      memberSentByCaller: false,
      changes: {},
      movedTier: false
    }
    const target = tier ?? freeTier()
    if (target === undefined) return "tiers_full"
    slots.push(slot)
    if (!placeOn(slot, target)) {
      slots.pop()
      return "tiers_full"
    }
    created++
    creates.push(slot)
    return slot
  }

  const externalIdTaken = (slot: Slot | null, externalId: unknown) =>
    typeof externalId === "string" && !blank(externalId) &&
    (input.takenExternalIds.has(externalId.trim()) || slots.some((s) => s !== slot && norm(s.fields.external_id as string) === norm(externalId)))

  // --- the request's coverages, in order ---------------------------------------------------------
  const placedByRequest: Array<{ insuranceId: string; member: string }> = []
  input.requested.forEach((coverage, order) => {
    const sentMember = blank(coverage.member_number) ? null : coverage.member_number!.trim()
    let insuranceId: string
    let corrected: { reason: "corrected_insurance" | "specific_insurance" } | null = null
    let usedCard: ResolvedCard | null = null
    /** The patient's policy the sent name and member id designate before a card corrects the insurance. */
    let namedBefore: Slot | undefined

    if (coverage.insurance_id !== undefined) {
      insuranceId = coverage.insurance_id
    } else {
      const byName = resolveInsurance(input.insurances, { insurance_name: coverage.insurance_name })
      // Rule 3: a card with the same member id may correct a name-sent insurance to the one it names.
      const sameMemberCard = sentMember === null
        ? undefined
        : cards.find((c) => c.insuranceId !== null && norm(c.member_number) === norm(sentMember))
      if (byName._tag === "Unresolved" && byName.reason === "ambiguous" && sameMemberCard === undefined) {
        return push(order, { ref: null, action: "skipped", reason: "ambiguous", source: "request" })
      }
      // A card of the named insurance's generic family agrees with it: it never makes it generic.
      const cardIsGenericOfName = sameMemberCard !== undefined && byName._tag === "Resolved" &&
        families.sharpens(sameMemberCard.insuranceId!, byName.insurance.id)
      if (
        sameMemberCard !== undefined && !cardIsGenericOfName &&
        (byName._tag === "Unresolved" || byName.insurance.id !== sameMemberCard.insuranceId)
      ) {
        if (byName._tag === "Resolved") {
          namedBefore = slots.find((s) => !s.named && sameMember(s, byName.insurance.id, sentMember!))
        }
        insuranceId = sameMemberCard.insuranceId!
        usedCard = sameMemberCard
        corrected = {
          reason: byName._tag === "Resolved" && families.sharpens(byName.insurance.id, sameMemberCard.insuranceId!)
            ? "specific_insurance"
            : "corrected_insurance"
        }
      } else if (byName._tag === "Resolved") {
        insuranceId = byName.insurance.id
      } else {
        return push(order, { ref: null, action: "skipped", reason: "unresolved_payer", source: "request" })
      }
    }

    const namesInsurance = (c: IntakeCoverage) =>
      c.insurance_id === insuranceId ||
      (c.insurance_id === undefined && (() => {
        const r = resolveInsurance(input.insurances, { insurance_name: c.insurance_name })
        return r._tag === "Resolved" && r.insurance.id === insuranceId
      })())
    const agrees = (c: ResolvedCard) => c.insuranceId !== null && families.agree(c.insuranceId, insuranceId)
    const cardsHere = cards.filter((c) => agrees(c) && !consumed.has(c))

    let member = sentMember
    let target: Slot | undefined
    let memberFromCard: ResolvedCard | null = null
    let correctedMember = false
    if (member === null) {
      // Rule 4.
      const mine = onInsurance(insuranceId).filter((s) => s.existing !== null && !s.named)
      const othersName = input.requested.some((c, i) => i !== order && namesInsurance(c))
      const externalDiffers = mine.length === 1 && !blank(coverage.external_id) && !blank(mine[0]!.fields.external_id as string) &&
        norm(mine[0]!.fields.external_id as string) !== norm(coverage.external_id)
      if (mine.length === 1 && !othersName && !externalDiffers) {
        target = mine[0]!
        member = target.member_number
        const other = cardsHere.filter((c) => norm(c.member_number) !== norm(member!) && (c.coverage_tier === undefined || c.coverage_tier === target!.coverage_tier))
        const distinct = [...new Set(other.map((c) => norm(c.member_number)))]
        if (distinct.length === 1) {
          memberFromCard = other[0]!
          member = memberFromCard.member_number.trim()
          correctedMember = true
        }
      } else {
        const distinct = [...new Set(cardsHere.map((c) => norm(c.member_number)))]
        if (distinct.length === 0) return push(order, { ref: null, action: "skipped", reason: "no_member_number", source: "request" })
        if (distinct.length === 1) {
          memberFromCard = cardsHere[0]!
        } else {
          const tiered = cardsHere.filter((c) => coverage.coverage_tier !== undefined && c.coverage_tier === coverage.coverage_tier)
          if (new Set(tiered.map((c) => norm(c.member_number))).size !== 1) {
            return push(order, { ref: null, action: "skipped", reason: "ambiguous", source: "request" })
          }
          memberFromCard = tiered[0]!
        }
        member = memberFromCard.member_number.trim()
      }
    }

    // Rule 2: cards on this insurance with another member id than a sent one, or with this member id on another
    // insurance than a sent insurance_id, disagree with the caller and are skipped.
    if (sentMember !== null) {
      // A card printing another tier than this coverage's (sent, or its policy's) is another coverage.
      const coverageTier = coverage.coverage_tier ?? slots.find((s) => sameMember(s, insuranceId, sentMember))?.coverage_tier ?? undefined
      for (const card of cards) {
        if (consumed.has(card)) continue
        const elsewhere = card.coverage_tier !== undefined && coverageTier !== undefined && card.coverage_tier !== coverageTier
        const otherMember = agrees(card) && norm(card.member_number) !== norm(sentMember) && !elsewhere
        const otherInsurance = coverage.insurance_id !== undefined && !agrees(card) &&
          norm(card.member_number) === norm(sentMember)
        const placesOnOtherPolicy = otherMember && onInsurance(insuranceId).some((s) => sameMember(s, insuranceId, card.member_number))
        if ((otherMember && !placesOnOtherPolicy && onInsurance(insuranceId).length <= 1) || otherInsurance) {
          consumed.add(card)
          push(input.requested.length + cards.indexOf(card), { ref: null, action: "skipped", reason: "conflicts_with_request", source: "card" })
        }
      }
    }

    if (placedByRequest.some((p) => p.insuranceId === insuranceId && norm(p.member) === norm(member))) {
      return push(order, { ref: null, action: "skipped", reason: "duplicate_policy", source: "request" })
    }
    placedByRequest.push({ insuranceId, member: member! })

    const matchingCard = usedCard ?? memberFromCard ??
      cardsHere.find((c) => norm(c.member_number) === norm(member!)) ?? null
    if (matchingCard !== null) consumed.add(matchingCard)
    // Rule 3 with the generic family: a name-sent generic insurance takes the specific one its card names.
    let written = insuranceId
    if (coverage.insurance_id === undefined && corrected === null && matchingCard !== null && families.sharpens(insuranceId, matchingCard.insuranceId!)) {
      corrected = { reason: "specific_insurance" }
      written = matchingCard.insuranceId!
    }
    const fields = merged(requestFields(coverage), matchingCard === null ? {} : cardFields(matchingCard))
    const source: Source = matchingCard === null ? "request" : "both"

    if (externalIdTaken(target ?? slots.find((s) => sameMember(s, insuranceId, member!)) ?? null, fields.external_id)) {
      return push(order, { ref: null, action: "skipped", reason: "external_id_taken", source })
    }

    target ??= namedBefore ?? slots.find((s) => sameMember(s, insuranceId, member!) && !s.named)
    if (target === undefined) {
      const slot = newSlot(written, member!, coverage.coverage_tier)
      if (slot === "tiers_full") return push(order, { ref: null, action: "skipped", reason: "tiers_full", source })
      slot.memberSentByCaller = sentMember !== null
      fill(slot, fields)
      return push(order, { ref: slot.ref, action: "created", reason: null, source })
    }
    target.named = true
    target.memberSentByCaller = sentMember !== null
    if (coverage.coverage_tier !== undefined && target.coverage_tier !== coverage.coverage_tier && !placeOn(target, coverage.coverage_tier)) {
      return push(order, { ref: null, action: "skipped", reason: "tiers_full", source })
    }
    if (correctedMember) {
      target.member_number = member!
      target.changes.member_number = member
    }
    const filled = fill(target, fields) || target.changes.coverage_tier !== undefined
    if (corrected !== null || correctedMember) {
      if (target.insurance_id !== written) {
        target.insurance_id = written
        target.changes.insurance_id = written
      }
      return push(order, {
        ref: target.ref,
        action: "corrected",
        reason: correctedMember ? "new_member_number" : corrected!.reason,
        source: "both"
      })
    }
    return push(order, { ref: target.ref, action: filled ? "filled" : "matched", reason: null, source })
  })

  // --- cards nothing in the request placed --------------------------------------------------------
  const leftover = cards.filter((c) => !consumed.has(c))
  const cardOrder = (card: ResolvedCard) => input.requested.length + cards.indexOf(card)
  const claims = new Map<Slot, Array<ResolvedCard>>()
  const placements: Array<{ card: ResolvedCard; slot: Slot | null; correct: boolean; sharpen?: boolean }> = []
  for (const card of leftover) {
    if (card.insuranceId === null) {
      push(cardOrder(card), { ref: null, action: "skipped", reason: "unresolved_payer", source: "card" })
      continue
    }
    // The card's member id on its insurance, else on an insurance of its generic family.
    const sameCard = slots.filter((s) => norm(s.member_number) === norm(card.member_number) && families.agree(s.insurance_id, card.insuranceId!))
    const onItsInsurance = sameCard.filter((s) => s.insurance_id === card.insuranceId)
    const exact = onItsInsurance.length > 0 ? onItsInsurance : sameCard
    if (exact.length > 1) {
      push(cardOrder(card), { ref: null, action: "skipped", reason: "ambiguous", source: "card" })
      continue
    }
    if (exact.length === 1) {
      placements.push({ card, slot: exact[0]!, correct: false, sharpen: families.sharpens(exact[0]!.insurance_id, card.insuranceId) })
      claims.set(exact[0]!, [...(claims.get(exact[0]!) ?? []), card])
      continue
    }
    const here = onInsurance(card.insuranceId)
    const byTier = card.coverage_tier === undefined ? here : here.filter((s) => s.coverage_tier === card.coverage_tier)
    // Rule 6 names every ambiguous card; one printing another tier than the only policy there matches none.
    const otherTier = here.length === 1 && card.coverage_tier !== undefined && here[0]!.coverage_tier !== card.coverage_tier
    if (here.length === 0 || otherTier) {
      placements.push({ card, slot: null, correct: false })
      continue
    }
    // Rule 5 (one policy there, no tier or its tier) and rule 6 (a printed tier may pick among several).
    const candidates = here.length === 1 ? (byTier.length === 1 ? byTier : []) : card.coverage_tier === undefined ? [] : byTier
    if (candidates.length !== 1) {
      push(cardOrder(card), { ref: null, action: "skipped", reason: "ambiguous", source: "card" })
      continue
    }
    const slot = candidates[0]!
    if (slot.memberSentByCaller) {
      push(cardOrder(card), { ref: null, action: "skipped", reason: "conflicts_with_request", source: "card" })
      continue
    }
    placements.push({ card, slot, correct: true })
    claims.set(slot, [...(claims.get(slot) ?? []), card])
  }
  for (const { card, correct, sharpen, slot } of placements) {
    if (slot === null) {
      const created = newSlot(card.insuranceId!, card.member_number, card.coverage_tier !== undefined && tierHolder(card.coverage_tier) === undefined ? card.coverage_tier : undefined)
      if (created === "tiers_full") {
        push(cardOrder(card), { ref: null, action: "skipped", reason: "tiers_full", source: "card" })
        continue
      }
      fill(created, cardFields(card))
      push(cardOrder(card), { ref: created.ref, action: "created", reason: null, source: "card" })
      continue
    }
    if ((claims.get(slot) ?? []).length > 1) {
      // Several cards compete for one policy: it is left as it is.
      push(cardOrder(card), { ref: null, action: "skipped", reason: "ambiguous", source: "card" })
      continue
    }
    const fills = Object.fromEntries(
      Object.entries(cardFields(card)).flatMap(([k, v]) =>
        k === "subscriber"
          ? [[k, mergeSubscriber(slot.fields.subscriber, v)]]
          : isBlank(slot.fields[k as Fillable]) ? [[k, v]] : []
      )
    )
    if (slot.named) {
      // Already reported by the request's coverage: the card only fills what is still blank.
      fill(slot, fills)
      continue
    }
    slot.named = true
    if (correct) {
      slot.member_number = card.member_number.trim()
      slot.changes.member_number = slot.member_number
      fill(slot, fills)
      push(cardOrder(card), { ref: slot.ref, action: "corrected", reason: "new_member_number", source: "card" })
      continue
    }
    if (sharpen === true) {
      slot.insurance_id = card.insuranceId!
      slot.changes.insurance_id = slot.insurance_id
      fill(slot, fills)
      push(cardOrder(card), { ref: slot.ref, action: "corrected", reason: "specific_insurance", source: "card" })
      continue
    }
    push(cardOrder(card), { ref: slot.ref, action: fill(slot, fills) ? "filled" : "matched", reason: null, source: "card" })
  }

  // --- policies nothing named -----------------------------------------------------------------------
  const lastOrder = input.requested.length + cards.length
  for (const slot of slots) {
    if (slot.existing === null || slot.named) continue
    push(lastOrder, { ref: slot.ref, action: "unchanged", reason: slot.movedTier ? "tier_moved" : null, source: null })
  }

  const existingSlots = slots.filter((s) => s.existing !== null && Object.keys(s.changes).length > 0)
  return {
    entries: entries.sort((a, b) => a.order - b.order).map(({ order: _, ...entry }) => entry),
    updates: [
      ...existingSlots.filter((s) => !s.named),
      ...existingSlots.filter((s) => s.named)
    ].map((s) => ({ id: s.ref, changes: s.changes as PolicyUpdate["changes"] })),
    creates: creates.map((s) => ({
      ref: s.ref,
      insurance_id: s.insurance_id,
      member_number: s.member_number,
      coverage_tier: s.coverage_tier!,
      fields: Object.fromEntries(Object.entries(s.fields).filter(([, v]) => v !== null && v !== undefined))
    }))
  }
}
