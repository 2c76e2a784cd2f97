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
import { type InsuranceFamilies, insuranceFamilies } from "../Domain/InsuranceFamily.js"
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

const sameMember = (s: Slot, insuranceId: string, member: string) => s.insurance_id === insuranceId && norm(s.member_number) === norm(member)

// --- phase 1: the cards, each once ----------------------------------------------------------------

/**
 * Identical cards count once (rule 7); so do the sides of one card read from separate files: the same
 * member id on the same insurance is one card, its fields merged (the first file's value wins).
 */
const distinctCards = (insurances: ReadonlyArray<Insurance>, read: ReadonlyArray<Card>): Array<ResolvedCard> => {
  const cards: Array<ResolvedCard> = []
  for (const card of read) {
    const resolution = resolveInsurance(insurances, card)
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
  return cards
}

// --- the working state the phases change ----------------------------------------------------------

/** The patient's policies as the plan changes them, the ones it creates, the cards used and the entries. */
class PlanState {
  readonly families: InsuranceFamilies
  readonly cards: ReadonlyArray<ResolvedCard>
  readonly slots: Array<Slot>
  readonly creates: Array<Slot> = []
  readonly consumed = new Set<ResolvedCard>()
  readonly placedByRequest: Array<{ readonly insuranceId: string; readonly member: string }> = []
  private readonly entries: Array<PlanEntry & { readonly order: number }> = []

  constructor(readonly input: CoverageInput) {
    this.families = insuranceFamilies(input.insurances)
    this.cards = distinctCards(input.insurances, input.cards)
    this.slots = input.existing.map((p) => ({
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
  }

  push(order: number, entry: PlanEntry): void {
    this.entries.push({ ...entry, order })
  }

  /** The entries in the order of what they are about: the request's coverages, the cards, the rest. */
  orderedEntries(): Array<PlanEntry> {
    return this.entries.sort((a, b) => a.order - b.order).map(({ order: _, ...entry }) => entry)
  }

  /** A card's place among the entries: after the request's coverages. */
  cardOrder(card: ResolvedCard): number {
    return this.input.requested.length + this.cards.indexOf(card)
  }

  tierHolder(tier: CoverageTierName): Slot | undefined {
    return this.slots.find((s) => s.coverage_tier === tier)
  }

  freeTier(): CoverageTierName | undefined {
    return coverageTiers.find((t) => this.tierHolder(t) === undefined)
  }

  onInsurance(insuranceId: string): Array<Slot> {
    return this.slots.filter((s) => s.insurance_id === insuranceId)
  }

  /** Puts `slot` on `tier`, moving an untouched holder to a free tier (tier_moved); false when none is free. */
  placeOn(slot: Slot, tier: CoverageTierName): boolean {
    const holder = this.tierHolder(tier)
    if (holder !== undefined && holder !== slot) {
      if (holder.named) return false
      const free = this.freeTier()
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
  fill(slot: Slot, fields: PolicyFields): boolean {
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

  /** A policy to create, on `tier` or a free one (rule 7: four at most). */
  newSlot(insuranceId: string, member: string, tier: CoverageTierName | undefined): Slot | "tiers_full" {
    if (this.slots.length >= coverageTiers.length) return "tiers_full"
    const slot: Slot = {
      ref: `new:${this.creates.length}`,
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
    const target = tier ?? this.freeTier()
    if (target === undefined) return "tiers_full"
    this.slots.push(slot)
    if (!this.placeOn(slot, target)) {
      this.slots.pop()
      return "tiers_full"
    }
    this.creates.push(slot)
    return slot
  }

  externalIdTaken(slot: Slot | null, externalId: unknown): boolean {
    return typeof externalId === "string" && !blank(externalId) &&
      (this.input.takenExternalIds.has(externalId.trim()) ||
        this.slots.some((s) => s !== slot && norm(s.fields.external_id as string) === norm(externalId)))
  }
}

type Skip = { readonly skip: string }
const isSkip = (value: object): value is Skip => "skip" in value

// --- phase 2: the request's coverages, in order ---------------------------------------------------

interface CoverageInsurance {
  readonly insuranceId: string
  readonly corrected: { readonly reason: "corrected_insurance" | "specific_insurance" } | null
  readonly usedCard: ResolvedCard | null
  /** The patient's policy the sent name and member id designate before a card corrects the insurance. */
  readonly namedBefore: Slot | undefined
}

/** The insurance a coverage names: its id, or its name, which a card may correct (rule 3). */
const insuranceOfCoverage = (state: PlanState, coverage: IntakeCoverage, sentMember: string | null): CoverageInsurance | Skip => {
  if (coverage.insurance_id !== undefined) {
    return { insuranceId: coverage.insurance_id, corrected: null, usedCard: null, namedBefore: undefined }
  }
  const { families, slots } = state
  const byName = resolveInsurance(state.input.insurances, { insurance_name: coverage.insurance_name })
  // Rule 3: a card with the same member id may correct a name-sent insurance to the one it names.
  const sameMemberCard = sentMember === null
    ? undefined
    : state.cards.find((c) => c.insuranceId !== null && norm(c.member_number) === norm(sentMember))
  if (byName._tag === "Unresolved" && byName.reason === "ambiguous" && sameMemberCard === undefined) {
    return { skip: "ambiguous" }
  }
  // A card of the named insurance's generic family agrees with it: it never makes it generic.
  const cardIsGenericOfName = sameMemberCard !== undefined && byName._tag === "Resolved" &&
    families.sharpens(sameMemberCard.insuranceId!, byName.insurance.id)
  if (
    sameMemberCard !== undefined && !cardIsGenericOfName &&
    (byName._tag === "Unresolved" || byName.insurance.id !== sameMemberCard.insuranceId)
  ) {
    return {
      insuranceId: sameMemberCard.insuranceId!,
      usedCard: sameMemberCard,
      corrected: {
        reason: byName._tag === "Resolved" && families.sharpens(byName.insurance.id, sameMemberCard.insuranceId!)
          ? "specific_insurance"
          : "corrected_insurance"
      },
      namedBefore: byName._tag === "Resolved"
        ? slots.find((s) => !s.named && sameMember(s, byName.insurance.id, sentMember!))
        : undefined
    }
  }
  if (byName._tag === "Resolved") return { insuranceId: byName.insurance.id, corrected: null, usedCard: null, namedBefore: undefined }
  return { skip: "unresolved_payer" }
}

interface CoverageMember {
  readonly member: string
  readonly target: Slot | undefined
  readonly memberFromCard: ResolvedCard | null
  readonly correctedMember: boolean
}

/**
 * Rule 4, for a coverage sent without member number: the patient's one policy on the insurance (which
 * a card may give another member id), else the member id of the cards on it.
 */
const memberOfCoverage = (
  state: PlanState,
  coverage: IntakeCoverage,
  order: number,
  insuranceId: string,
  cardsHere: ReadonlyArray<ResolvedCard>
): CoverageMember | Skip => {
  const namesInsurance = (c: IntakeCoverage) =>
    c.insurance_id === insuranceId ||
    (c.insurance_id === undefined && (() => {
      const r = resolveInsurance(state.input.insurances, { insurance_name: c.insurance_name })
      return r._tag === "Resolved" && r.insurance.id === insuranceId
    })())
  const mine = state.onInsurance(insuranceId).filter((s) => s.existing !== null && !s.named)
  const othersName = state.input.requested.some((c, i) => i !== order && namesInsurance(c))
  const externalDiffers = mine.length === 1 && !blank(coverage.external_id) && !blank(mine[0]!.fields.external_id as string) &&
    norm(mine[0]!.fields.external_id as string) !== norm(coverage.external_id)
  if (mine.length === 1 && !othersName && !externalDiffers) {
    const target = mine[0]!
    const other = cardsHere.filter((c) =>
      norm(c.member_number) !== norm(target.member_number) && (c.coverage_tier === undefined || c.coverage_tier === target.coverage_tier)
    )
    if (new Set(other.map((c) => norm(c.member_number))).size === 1) {
      return { member: other[0]!.member_number.trim(), target, memberFromCard: other[0]!, correctedMember: true }
    }
    return { member: target.member_number, target, memberFromCard: null, correctedMember: false }
  }
  const distinct = [...new Set(cardsHere.map((c) => norm(c.member_number)))]
  if (distinct.length === 0) return { skip: "no_member_number" }
  let memberFromCard: ResolvedCard
  if (distinct.length === 1) {
    memberFromCard = cardsHere[0]!
  } else {
    const tiered = cardsHere.filter((c) => c.coverage_tier === coverage.coverage_tier)
    if (new Set(tiered.map((c) => norm(c.member_number))).size !== 1) return { skip: "ambiguous" }
    memberFromCard = tiered[0]!
  }
  return { member: memberFromCard.member_number.trim(), target: undefined, memberFromCard, correctedMember: false }
}

/**
 * Rule 2: cards on this insurance with another member id than a sent one, or with this member id on another
 * insurance than a sent insurance_id, disagree with the caller and are skipped.
 */
const skipConflictingCards = (
  state: PlanState,
  coverage: IntakeCoverage,
  insuranceId: string,
  sentMember: string,
  agrees: (card: ResolvedCard) => boolean
) => {
  // A card printing another tier than this coverage's is another coverage.
  for (const card of state.cards) {
    if (state.consumed.has(card)) continue
    const elsewhere = card.coverage_tier !== undefined && card.coverage_tier !== coverage.coverage_tier
    const otherMember = agrees(card) && norm(card.member_number) !== norm(sentMember) && !elsewhere
    const otherInsurance = coverage.insurance_id !== undefined && !agrees(card) &&
      norm(card.member_number) === norm(sentMember)
    const placesOnOtherPolicy = otherMember && state.onInsurance(insuranceId).some((s) => sameMember(s, insuranceId, card.member_number))
    if ((otherMember && !placesOnOtherPolicy && state.onInsurance(insuranceId).length <= 1) || otherInsurance) {
      state.consumed.add(card)
      state.push(state.cardOrder(card), { ref: null, action: "skipped", reason: "conflicts_with_request", source: "card" })
    }
  }
}

/** One coverage of the request: its insurance and member, then the policy it creates, corrects, fills or matches. */
const planRequestedCoverage = (state: PlanState, coverage: IntakeCoverage, order: number): void => {
  const skip = (reason: string, source: Source) => state.push(order, { ref: null, action: "skipped", reason, source })
  const sentMember = blank(coverage.member_number) ? null : coverage.member_number!.trim()
  const insurance = insuranceOfCoverage(state, coverage, sentMember)
  if (isSkip(insurance)) return skip(insurance.skip, "request")
  const { insuranceId, usedCard, namedBefore } = insurance
  let corrected = insurance.corrected
  const { families, slots } = state

  const agrees = (c: ResolvedCard) => c.insuranceId !== null && families.agree(c.insuranceId, insuranceId)
  const cardsHere = state.cards.filter((c) => agrees(c) && !state.consumed.has(c))

  let member: CoverageMember
  if (sentMember === null) {
    const found = memberOfCoverage(state, coverage, order, insuranceId, cardsHere)
    if (isSkip(found)) return skip(found.skip, "request")
    member = found
  } else {
    member = { member: sentMember, target: undefined, memberFromCard: null, correctedMember: false }
    skipConflictingCards(state, coverage, insuranceId, sentMember, agrees)
  }
  const { correctedMember, memberFromCard } = member
  const memberNumber = member.member

  if (state.placedByRequest.some((p) => p.insuranceId === insuranceId && norm(p.member) === norm(memberNumber))) {
    return skip("duplicate_policy", "request")
  }
  state.placedByRequest.push({ insuranceId, member: memberNumber })

  const matchingCard = usedCard ?? memberFromCard ??
    cardsHere.find((c) => norm(c.member_number) === norm(memberNumber)) ?? null
  if (matchingCard !== null) state.consumed.add(matchingCard)
  // Rule 3 with the generic family: a name-sent generic insurance takes the specific one its card names.
  let written = insuranceId
  if (coverage.insurance_id === undefined && corrected === null && matchingCard !== null && families.sharpens(insuranceId, matchingCard.insuranceId!)) {
    corrected = { reason: "specific_insurance" }
    written = matchingCard.insuranceId!
  }
  const fields = merged(requestFields(coverage), matchingCard === null ? {} : cardFields(matchingCard))
  const source: Source = matchingCard === null ? "request" : "both"

  if (state.externalIdTaken(member.target ?? slots.find((s) => sameMember(s, insuranceId, memberNumber)) ?? null, fields.external_id)) {
    return skip("external_id_taken", source)
  }

  const target = member.target ?? namedBefore ?? slots.find((s) => sameMember(s, insuranceId, memberNumber) && !s.named)
  if (target === undefined) {
    const slot = state.newSlot(written, memberNumber, coverage.coverage_tier)
    if (slot === "tiers_full") return skip("tiers_full", source)
    slot.memberSentByCaller = sentMember !== null
    state.fill(slot, fields)
    return state.push(order, { ref: slot.ref, action: "created", reason: null, source })
  }
  target.named = true
  target.memberSentByCaller = sentMember !== null
  if (target.coverage_tier !== coverage.coverage_tier && !state.placeOn(target, coverage.coverage_tier)) {
    return skip("tiers_full", source)
  }
  if (correctedMember) {
    target.member_number = memberNumber
    target.changes.member_number = memberNumber
  }
  const filled = state.fill(target, fields) || target.changes.coverage_tier !== undefined
  if (corrected !== null || correctedMember) {
    if (target.insurance_id !== written) {
      target.insurance_id = written
      target.changes.insurance_id = written
    }
    return state.push(order, {
      ref: target.ref,
      action: "corrected",
      reason: correctedMember ? "new_member_number" : corrected!.reason,
      source: "both"
    })
  }
  return state.push(order, { ref: target.ref, action: filled ? "filled" : "matched", reason: null, source })
}

// --- phase 3: cards nothing in the request placed -------------------------------------------------

interface Placement {
  readonly card: ResolvedCard
  /** null: the card adds a policy. */
  readonly slot: Slot | null
  /** The card corrects the policy's member id (rule 5). */
  readonly correct: boolean
  /** The card sharpens the policy's generic insurance to its specific one. */
  readonly sharpen?: boolean
}

/** Where each card left over goes (rules 5 and 6); the cards that go nowhere are reported skipped. */
const placementsOfLeftoverCards = (state: PlanState): Array<Placement> => {
  const { families, slots } = state
  const skip = (card: ResolvedCard, reason: string) =>
    state.push(state.cardOrder(card), { ref: null, action: "skipped", reason, source: "card" })
  const placements: Array<Placement> = []
  for (const card of state.cards.filter((c) => !state.consumed.has(c))) {
    if (card.insuranceId === null) {
      skip(card, "unresolved_payer")
      continue
    }
    // The card's member id on its insurance, else on an insurance of its generic family.
    const sameCard = slots.filter((s) => norm(s.member_number) === norm(card.member_number) && families.agree(s.insurance_id, card.insuranceId!))
    const onItsInsurance = sameCard.filter((s) => s.insurance_id === card.insuranceId)
    const exact = onItsInsurance.length > 0 ? onItsInsurance : sameCard
    if (exact.length > 1) {
      skip(card, "ambiguous")
      continue
    }
    if (exact.length === 1) {
      placements.push({ card, slot: exact[0]!, correct: false, sharpen: families.sharpens(exact[0]!.insurance_id, card.insuranceId) })
      continue
    }
    const here = state.onInsurance(card.insuranceId)
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
      skip(card, "ambiguous")
      continue
    }
    if (candidates[0]!.memberSentByCaller) {
      skip(card, "conflicts_with_request")
      continue
    }
    placements.push({ card, slot: candidates[0]!, correct: true })
  }
  return placements
}

/** A card's placement applied: a policy created, or the one it names corrected, filled or matched. */
const applyPlacement = (state: PlanState, { card, correct, sharpen, slot }: Placement, claimants: number): void => {
  const report = (entry: Omit<PlanEntry, "source">) => state.push(state.cardOrder(card), { ...entry, source: "card" })
  if (slot === null) {
    const created = state.newSlot(
      card.insuranceId!,
      card.member_number,
      card.coverage_tier !== undefined && state.tierHolder(card.coverage_tier) === undefined ? card.coverage_tier : undefined
    )
    if (created === "tiers_full") return report({ ref: null, action: "skipped", reason: "tiers_full" })
    state.fill(created, cardFields(card))
    return report({ ref: created.ref, action: "created", reason: null })
  }
  // Several cards compete for one policy: it is left as it is.
  if (claimants > 1) return report({ ref: null, action: "skipped", reason: "ambiguous" })
  const fills = Object.fromEntries(
    Object.entries(cardFields(card)).flatMap(([k, v]) =>
      k === "subscriber"
        ? [[k, mergeSubscriber(slot.fields.subscriber, v)]]
        : isBlank(slot.fields[k as Fillable]) ? [[k, v]] : []
    )
  )
  if (slot.named) {
    // Already reported by the request's coverage: the card only fills what is still blank.
    state.fill(slot, fills)
    return
  }
  slot.named = true
  if (correct) {
    slot.member_number = card.member_number.trim()
    slot.changes.member_number = slot.member_number
    state.fill(slot, fills)
    return report({ ref: slot.ref, action: "corrected", reason: "new_member_number" })
  }
  if (sharpen === true) {
    slot.insurance_id = card.insuranceId!
    slot.changes.insurance_id = slot.insurance_id
    state.fill(slot, fills)
    return report({ ref: slot.ref, action: "corrected", reason: "specific_insurance" })
  }
  report({ ref: slot.ref, action: state.fill(slot, fills) ? "filled" : "matched", reason: null })
}

const placeLeftoverCards = (state: PlanState): void => {
  const placements = placementsOfLeftoverCards(state)
  const claimants = (slot: Slot | null) => slot === null ? 0 : placements.filter((p) => p.slot === slot).length
  for (const placement of placements) applyPlacement(state, placement, claimants(placement.slot))
}

// --- phase 4: policies nothing named, and the plan ------------------------------------------------

const reportUnnamedPolicies = (state: PlanState): void => {
  const lastOrder = state.input.requested.length + state.cards.length
  for (const slot of state.slots) {
    if (slot.existing === null || slot.named) continue
    state.push(lastOrder, { ref: slot.ref, action: "unchanged", reason: slot.movedTier ? "tier_moved" : null, source: null })
  }
}

const planOf = (state: PlanState): CoveragePlan => {
  const existingSlots = state.slots.filter((s) => s.existing !== null && Object.keys(s.changes).length > 0)
  return {
    entries: state.orderedEntries(),
    updates: [
      ...existingSlots.filter((s) => !s.named),
      ...existingSlots.filter((s) => s.named)
    ].map((s) => ({ id: s.ref, changes: s.changes as PolicyUpdate["changes"] })),
    creates: state.creates.map((s) => ({
      ref: s.ref,
      insurance_id: s.insurance_id,
      member_number: s.member_number,
      coverage_tier: s.coverage_tier!,
      fields: Object.fromEntries(Object.entries(s.fields).filter(([, v]) => v !== null && v !== undefined))
    }))
  }
}

export const planCoverage = (input: CoverageInput): CoveragePlan => {
  const state = new PlanState(input)
  input.requested.forEach((coverage, order) => planRequestedCoverage(state, coverage, order))
  placeLeftoverCards(state)
  reportUnnamedPolicies(state)
  return planOf(state)
}
