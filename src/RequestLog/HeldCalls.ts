/**
 * The calls an in-memory store's request log holds (HeldRequestLog.ts): each company's newest
 * `perCompany`, and at most `maxBytes` in all, so a sandbox that served thousands of companies cannot
 * grow the process's heap without end. Past that bound the oldest calls held, of any company, go first
 * (companies idle longest lose their oldest calls). Pure: no Effect, no clock.
 */
import type { AnsweredCall } from "./AnsweredCall.js"

/** What a held call is counted as: its bodies' bytes and about what its object and headers take besides. */
export const CALL_OVERHEAD_BYTES = 1_024

const bytesOf = (body: AnsweredCall["requestBody"]) => body instanceof Uint8Array ? body.length : 0

interface Held {
  readonly call: AnsweredCall
  readonly bytes: number
  dropped: boolean
}

/** One company's calls, oldest first. */
class CompanyCalls {
  private held: Array<Held | undefined> = []
  private head = 0
  bytes = 0

  get size(): number {
    return this.held.length - this.head
  }

  push(entry: Held): void {
    this.held.push(entry)
    this.bytes += entry.bytes
  }

  dropOldest(): Held {
    const entry = this.held[this.head]!
    this.held[this.head++] = undefined
    entry.dropped = true
    this.bytes -= entry.bytes
    // The dropped slots at the front are let go once they are half the array.
    if (this.head >= 1_024 && this.head * 2 >= this.held.length) {
      this.held = this.held.slice(this.head)
      this.head = 0
    }
    return entry
  }

  dropAll(): void {
    for (let i = this.head; i < this.held.length; i++) this.held[i]!.dropped = true
    this.held = []
    this.head = 0
    this.bytes = 0
  }

  newestFirst(): Array<AnsweredCall> {
    const out: Array<AnsweredCall> = []
    for (let i = this.held.length - 1; i >= this.head; i--) out.push(this.held[i]!.call)
    return out
  }
}

export interface HeldCalls {
  /** Holds the call (as the log keeps it: `keptCall`), dropping what the bounds then leave out. */
  readonly hold: (call: AnsweredCall) => void
  readonly newestFirst: (companyId: string) => ReadonlyArray<AnsweredCall>
  readonly forget: (companyId: string) => void
  /** What is held in all, as counted against `maxBytes`. */
  readonly heldBytes: () => number
}

export const makeHeldCalls = (perCompany: number, maxBytes: number): HeldCalls => {
  const companies = new Map<string, CompanyCalls>()
  // Every call held, in the order held; an entry of a call dropped since is skipped, and let go in bulk.
  let arrivals: Array<{ readonly entry: Held; readonly company: CompanyCalls }> = []
  let first = 0
  let heldCount = 0
  let heldBytes = 0

  const dropOldestOf = (company: CompanyCalls) => {
    heldBytes -= company.dropOldest().bytes
    heldCount--
  }

  return {
    hold: (call) => {
      let company = companies.get(call.companyId)
      if (company === undefined) companies.set(call.companyId, company = new CompanyCalls())
      const entry: Held = { call, bytes: CALL_OVERHEAD_BYTES + bytesOf(call.requestBody) + bytesOf(call.responseBody), dropped: false }
      company.push(entry)
      arrivals.push({ entry, company })
      heldCount++
      heldBytes += entry.bytes
      if (company.size > perCompany) dropOldestOf(company)
      // The first arrival not dropped is the oldest call held, and the oldest of its company.
      while (heldBytes > maxBytes) {
        const oldest = arrivals[first++]!
        if (!oldest.entry.dropped) dropOldestOf(oldest.company)
      }
      if (arrivals.length - first > 2 * heldCount + 1_024) {
        arrivals = arrivals.slice(first).filter((arrival) => !arrival.entry.dropped)
        first = 0
      }
    },
    newestFirst: (companyId) => companies.get(companyId)?.newestFirst() ?? [],
    forget: (companyId) => {
      const company = companies.get(companyId)
      if (company === undefined) return
      heldCount -= company.size
      heldBytes -= company.bytes
      company.dropAll()
      companies.delete(companyId)
    },
    heldBytes: () => heldBytes
  }
}
