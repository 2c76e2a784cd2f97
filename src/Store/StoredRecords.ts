/**
 * The one checked path for reading stored JSON (documents, reference records, event payloads, job
 * payloads decode through their own schema the same way): the text is decoded against the record's
 * schema (`Schema.parseJson`), so a row that does not match it (corrupted, or written by a version
 * with another shape) is never used or served. It becomes a `StoredRecordInvalid` defect naming the
 * table and id: a request answers 500 `stored_record_invalid` (the error edge logs the table and id),
 * a job is recorded failed.
 *
 * When a read may skip decoding (decided here, nowhere else): the stored JSON of a document that the
 * DocumentCache holds is sent by a by-id read without decoding it again, because a document enters the
 * cache only after its reader decoded that very text (its first read since it was last written),
 * and every write drops it; and a reader answers a text it decoded lately with the record it decoded
 * then (the same bytes, so the same verdict), or with the record this process encoded to that very text
(when the record is its own JSON form, as decoding the text would give it). Every other text read
from SQL is decoded.
 */
import { Data, Either, ParseResult, Schema } from "effect"

export class StoredRecordInvalid extends Data.TaggedError("StoredRecordInvalid")<{
  readonly table: string
  readonly id: string
  readonly reason: string
}> {
  override get message() {
    return `stored record ${this.table} ${this.id} does not match its schema: ${this.reason}`
  }
}

/** Decoded texts kept per reader (a few MB at most for the largest documents). */
const RECENT_PER_TABLE = 1_000

// A declaration, so the logged stack of a bad row names where it was read.
function readStored<A>(
  decode: (json: string) => Either.Either<A, ParseResult.ParseError>,
  table: string,
  json: string,
  id: string
): A {
  return Either.getOrThrowWith(decode(json), (error) =>
    new StoredRecordInvalid({ table, id, reason: ParseResult.TreeFormatter.formatErrorSync(error) }))
}

/**
 * A reader of one table's stored JSON: the decoded record, or a StoredRecordInvalid defect (thrown,
 * so it dies the effect that reads: no caller can mistake a bad row for a missing one). `remembered`:
 * how many decoded texts it keeps (0 for large, rarely re-read rows such as the request log's).
 */
export interface StoredReader<A> {
  (json: string, id: string): A
  /**
   * A record this process encoded to `json` (to write it): a read of that text answers with the record
   * instead of decoding it again, when the record is its own JSON form (what decoding the text gives).
   */
  readonly encoded: (json: string, record: A) => void
}

export const storedReader = <A, I>(table: string, schema: Schema.Schema<A, I>, remembered = RECENT_PER_TABLE): StoredReader<A> => {
  // Compiled at the first read, not when the reader is made (at start-up, for every table).
  let decoder: ((json: string) => Either.Either<A, ParseResult.ParseError>) | undefined
  const decode = (json: string) => (decoder ??= Schema.decodeUnknownEither(Schema.parseJson(schema)))(json)
  // Decoding is a pure function of the text: a text decoded lately gives the same (immutable) record
  // without walking the schema again. Hot reads go over the same rows again and again (a patient's
  // VOBs on every change of one of them).
  const recent = new Map<string, A>()
  const remember = (json: string, record: A) => {
    if (remembered === 0) return
    if (recent.size >= remembered) recent.delete(recent.keys().next().value!)
    recent.set(json, record)
  }
  const read = (json: string, id: string): A => {
    const known = recent.get(json)
    if (known !== undefined) return known
    const record = readStored(decode, table, json, id)
    remember(json, record)
    return record
  }
  // Same text, same keys in the same order, nothing the schema would drop or transform: decoding the
  // text gives this very record (and the text's validity follows from the record's encoding).
  const encoded = (json: string, record: A) => {
    if (!recent.has(json) && JSON.stringify(record) === json) remember(json, record)
  }
  return Object.assign(read, { encoded })
}
