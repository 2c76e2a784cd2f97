/**
 * Figures for the core records: a patient read under load, a 500-row batch, how the policy list's
 * latency grows from 100 to 10,000 policies (targets: batch < 1 s, list at 10,000 within 2x of 100),
 * and a 500-row batch in a company of 20,000 policies while another company reads (targets: batch
 * < 500 ms, the other company's GET p99 < 20 ms).
 */

export interface LoadFigures {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly mean: number
  readonly failures: number
}

export type Load = (url: string, headers: Record<string, string>, connections: number, durationS: number) => Promise<LoadFigures>

export interface RecordFigures {
  readonly patientGet: LoadFigures
  readonly patientGetMean1: number
  readonly batch500Ms: ReadonlyArray<number>
  readonly busyBatch: BusyBatchFigures
  readonly policyList: {
    readonly plain: { readonly at100: number; readonly at10000: number }
    readonly filtered: { readonly at100: number; readonly at10000: number }
    readonly memberSearch: { readonly at100: number; readonly at10000: number }
  }
}

export interface BusyBatchFigures {
  /** Policies the batching company held before the timed batches. */
  readonly policies: number
  readonly batchMs: ReadonlyArray<number>
  /** Another company's `GET /v1/patients/{id}` while the batches ran (4 clients, one request after another). */
  readonly otherGets: number
  /** Reads that failed (refused or reset connections, non-2xx). */
  readonly otherFailures: number
  readonly otherP50: number
  readonly otherP99: number
  readonly otherMax: number
}

export const post = async (url: string, headers: Record<string, string>, body: unknown) => {
  const response = await fetch(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

/** 500 new patients, each with four policies on Aetna (one per tier). */
export const batchItems = (offset: number, withPolicies: boolean) =>
  Array.from({ length: 500 }, (_, i) => {
    const n = offset + i
    return {
      first_name: `Bench${n}`,
      last_name: "Patient",
      phone_number: `6${String(n).padStart(9, "0")}`,
      ...(withPolicies
        ? {
          policies: [1, 2, 3, 4].map((t) => ({
            insurance_name: "Aetna",
            member_number: `M${n}-${t}`,
            // One policy in twenty expires within the next 30 days.
            end_date: n % 20 === 0 ? new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) : "2031-01-01"
          }))
        }
        : {})
    }
  })

export const newCompany = async (base: string) => {
  const created = await post(`${base}/sandbox/v1/companies`, {}, { name: "bench" })
  return { "x-api-key": created.api_key as string }
}

export const seedPolicies = async (base: string, headers: Record<string, string>, patients: number) => {
  for (let offset = 0; offset < patients; offset += 500) {
    const items = batchItems(offset, true).slice(0, Math.min(500, patients - offset))
    await post(`${base}/v1/patients/batch`, headers, { items })
  }
}

export const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

/** Another tenant's reads, one after another on each of `clients` connections, until `until` settles. */
export const readWhile = async (url: string, headers: Record<string, string>, clients: number, until: Promise<unknown>) => {
  let done = false
  void until.finally(() => (done = true))
  const latencies: Array<number> = []
  let failures = 0
  await Promise.all(Array.from({ length: clients }, async () => {
    while (!done) {
      const t0 = performance.now()
      try {
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        if (response.ok) latencies.push(performance.now() - t0)
        else failures++
      } catch {
        // A server that held its event loop too long resets kept-alive connections.
        failures++
      }
    }
  }))
  return { latencies, failures }
}

/** 500-row batches (four policies a row) into a company of 20,000 policies (by default) while another company reads. */
export const measureBusyBatch = async (base: string, SEEDED_PATIENTS = 5000): Promise<BusyBatchFigures> => {
  process.stderr.write(`seeding ${SEEDED_PATIENTS * 4} policies for the batch under load\n`)
  const batcher = await newCompany(base)
  await seedPolicies(base, batcher, SEEDED_PATIENTS)
  const reader = await newCompany(base)
  const patient = await post(`${base}/v1/patients/upsert`, reader, { first_name: "Ana", last_name: "Diaz", phone_number: "5125550100" })
  const patientUrl = `${base}/v1/patients/${patient.patient.id}`
  await readWhile(patientUrl, reader, 4, new Promise((resolve) => setTimeout(resolve, 500)))
  let otherFailures = 0
  process.stderr.write(`timing 500-row batches at ${SEEDED_PATIENTS * 4} policies beside another company's reads\n`)
  const batchMs: Array<number> = []
  const latencies: Array<number> = []
  for (let run = 0; run < 3; run++) {
    const items = batchItems(SEEDED_PATIENTS + run * 500, true)
    const t0 = performance.now()
    const batch = post(`${base}/v1/patients/batch`, batcher, { items }).then(() => batchMs.push(performance.now() - t0))
    const read = await readWhile(patientUrl, reader, 4, batch)
    latencies.push(...read.latencies)
    otherFailures += read.failures
    await batch
  }
  const sorted = latencies.sort((a, b) => a - b)
  return {
    policies: SEEDED_PATIENTS * 4,
    batchMs,
    otherGets: sorted.length,
    otherFailures,
    otherP50: percentile(sorted, 0.5),
    otherP99: percentile(sorted, 0.99),
    otherMax: sorted.at(-1) ?? NaN
  }
}

export const measureRecords = async (base: string, load: Load, durationS: number): Promise<RecordFigures> => {
  const readers = await newCompany(base)
  const patient = await post(`${base}/v1/patients/upsert`, readers, { first_name: "Ana", last_name: "Diaz", phone_number: "5125550100" })
  const patientUrl = `${base}/v1/patients/${patient.patient.id}`
  process.stderr.write(`loading GET /v1/patients/{id}: ${durationS} s x 50 connections, then 1 connection\n`)
  await load(patientUrl, readers, 50, 2)
  const patientGet = await load(patientUrl, readers, 50, durationS)
  const patientGetMean1 = (await load(patientUrl, readers, 1, 3)).mean

  process.stderr.write("timing 500-row batches\n")
  const batcher = await newCompany(base)
  const batch500Ms: Array<number> = []
  for (let run = 0; run < 3; run++) {
    const items = batchItems(run * 500, false)
    const t0 = performance.now()
    await post(`${base}/v1/patients/batch`, batcher, { items })
    batch500Ms.push(performance.now() - t0)
  }

  const busyBatch = await measureBusyBatch(base)

  process.stderr.write("seeding 100 and 10,000 policies\n")
  const small = await newCompany(base)
  const large = await newCompany(base)
  await seedPolicies(base, small, 25)
  await seedPolicies(base, large, 2500)
  const listMean = async (headers: Record<string, string>, query: string) => {
    const url = `${base}/v1/patient-policies?${query}`
    await load(url, headers, 1, 1)
    return (await load(url, headers, 1, 3)).mean
  }
  process.stderr.write("timing the policy list at 100 and at 10,000 policies\n")
  // Equality and range filters (indexed), and the member-number contains-search (reads every row).
  const filtered = "coverage_tier=primary&expiration=expiring&provider_network_status=unknown"
  const memberSearch = "member_number=m12-"
  return {
    patientGet,
    patientGetMean1,
    batch500Ms,
    busyBatch,
    policyList: {
      plain: { at100: await listMean(small, "limit=20"), at10000: await listMean(large, "limit=20") },
      filtered: { at100: await listMean(small, filtered), at10000: await listMean(large, filtered) },
      memberSearch: { at100: await listMean(small, memberSearch), at10000: await listMean(large, memberSearch) }
    }
  }
}
