/**
 * Numbered test patients ("Test1 Patient" ... "TestN Patient") sharing one birth date, sent as a
 * batch with external ids, then again without them so that only exact demographics can match.
 */
import type { RequestScenario } from "./VobRequestScenario.js"

export const DOB = "1980-02-02"

/** The batch of `count`, then the rows from `againFrom` on sent again (by then the newest namesakes). */
export const numberedBatchTwice = async (s: RequestScenario, externalIdType: string, count: number, againFrom = 0) => {
  const items = Array.from({ length: count }, (_, i) => ({
    first_name: `Test${i + 1}`,
    last_name: "Patient",
    date_of_birth: DOB
  }))
  const first = await s.call("POST", "/v1/patients/batch", {
    items: items.map((item, i) => ({ ...item, external_id_type: externalIdType, external_id: `MRN-${i + 1}` }))
  })
  if (first.status !== 200) throw new Error(`batch refused: ${first.status} ${JSON.stringify(first.body)}`)
  const again = await s.call("POST", "/v1/patients/batch", { items: items.slice(againFrom) })
  return { first: first.data, again: again.data }
}
