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
 * then (the same bytes, so the same verdict), or a text this process encoded with what decoding it would
 * give: the record it encoded, when that is the text's own JSON form, or, for a schema that only checks
 * (`isPlainJson`) or a text the compiled encode wrote (`isPlainJsonWhenWalked`), the text parsed as JSON.
 * Every other text read from SQL is decoded.
 */
import { Data, Either, ParseResult, Schema, SchemaAST } from "effect"
import { isEncodedAsItIs } from "../Domain/EncodedAsItIs.js"

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
   * `walked`: the text is what the compiled encode (Store/StoredEncoder.ts) wrote, so `JSON.parse` gives
   * what decoding it would (see `isPlainJsonWhenWalked`).
   */
  readonly encoded: (json: string, record: A, walked?: boolean) => void
}

/**
 * Whether decoding a JSON text of `ast` that its own encoding wrote gives what `JSON.parse` gives: no
 * transformation or declaration anywhere (a refinement only checks), nothing JSON cannot hold. Encoding
 * writes an object's keys in the schema's order, and decoding reads them in that order, so the text's
 * order is the decoded record's. `undefined` is allowed only as an optional key's value (the text omits
 * it, as decoding does). A number must be finite (checked) or may be null: JSON writes NaN and
 * ±Infinity as null, which only such a number decodes back from, to null.
 */
export const isPlainJson = (ast: SchemaAST.AST): boolean => plainJson(ast, false, new Set(), false)

/**
 * As `isPlainJson`, but a transformation that encodes a value as it is (Domain/EncodedAsItIs.ts: a
 * field's default, a normalised instant) counts as plain when both its sides are. Decoding such a text
 * gives what `JSON.parse` gives only where decoding gives each of those values back, which is what the
 * compiled encode (Store/StoredEncoder.ts) checks before it writes a text of such a schema: this holds of
 * the texts it wrote, not of those Effect's encode wrote.
 */
export const isPlainJsonWhenWalked = (ast: SchemaAST.AST): boolean => plainJson(ast, false, new Set(), true)

const FINITE_CHECKS: ReadonlyArray<SchemaAST.SchemaIdAnnotation> = [Schema.IntSchemaId, Schema.FiniteSchemaId, Schema.JsonNumberSchemaId, Schema.BetweenSchemaId]

const plainJson = (ast: SchemaAST.AST, finiteOrNull: boolean, visiting: Set<SchemaAST.AST>, asItIs: boolean): boolean => {
  const plain = (node: SchemaAST.AST, finite: boolean) => plainJson(node, finite, visiting, asItIs)
  switch (ast._tag) {
    case "Literal":
      return typeof ast.literal !== "bigint"
    case "NumberKeyword":
      return finiteOrNull
    case "StringKeyword":
    case "BooleanKeyword":
    case "UnknownKeyword":
    case "AnyKeyword":
    case "Enums":
    case "TemplateLiteral":
      return true
    case "Refinement": {
      const id = SchemaAST.getSchemaIdAnnotation(ast)
      return plain(ast.from, finiteOrNull || (id._tag === "Some" && FINITE_CHECKS.includes(id.value)))
    }
    case "Union": {
      const admitsNull = finiteOrNull || ast.types.some((member) => SchemaAST.isLiteral(member) && member.literal === null)
      return ast.types.every((member) => plain(member, admitsNull))
    }
    case "TupleType":
      return ast.elements.every((element) => plain(element.type, false)) && ast.rest.every((rest) => plain(rest.type, false))
    case "TypeLiteral":
      return ast.propertySignatures.every((property) =>
        typeof property.name === "string" &&
        plain(property.isOptional ? withoutUndefined(property.type) : property.type, false)
      ) && ast.indexSignatures.every((index) => plain(index.type, false))
    case "Suspend": {
      // A recursive schema is plain when its body is, assuming so where it refers to itself.
      if (visiting.has(ast)) return true
      visiting.add(ast)
      return plain(ast.f(), finiteOrNull)
    }
    case "Transformation":
      return asItIs && isEncodedAsItIs(ast) && plain(ast.from, finiteOrNull) && plain(ast.to, finiteOrNull)
    default:
      return false
  }
}

const withoutUndefined = (ast: SchemaAST.AST): SchemaAST.AST =>
  SchemaAST.isUnion(ast) ? SchemaAST.Union.make(ast.types.filter((member) => !SchemaAST.isUndefinedKeyword(member))) : ast

/** A text this process encoded, of a plain-JSON schema: parsed when first read (Store/StoredRecords.ts). */
const ENCODED_HERE: unique symbol = Symbol("encoded here")

export const storedReader = <A, I>(table: string, schema: Schema.Schema<A, I>, remembered = RECENT_PER_TABLE): StoredReader<A> => {
  // Compiled at the first read, not when the reader is made (at start-up, for every table).
  let decoder: ((json: string) => Either.Either<A, ParseResult.ParseError>) | undefined
  const decode = (json: string) => (decoder ??= Schema.decodeUnknownEither(Schema.parseJson(schema)))(json)
  // Whether the schema only checks (isPlainJson), or does once walked: worked out at the first write.
  let onlyChecks: boolean | undefined
  let checksWhenWalked: boolean | undefined
  // Decoding is a pure function of the text: a text decoded lately gives the same (immutable) record
  // without walking the schema again. Hot reads go over the same rows again and again (a patient's
  // VOBs on every change of one of them).
  const recent = new Map<string, A | typeof ENCODED_HERE>()
  const remember = (json: string, record: A | typeof ENCODED_HERE) => {
    if (remembered === 0) return
    if (recent.size >= remembered) recent.delete(recent.keys().next().value!)
    recent.set(json, record)
  }
  const read = (json: string, id: string): A => {
    const known = recent.get(json)
    if (known === ENCODED_HERE) {
      const record = JSON.parse(json) as A
      recent.set(json, record)
      return record
    }
    if (known !== undefined) return known
    const record = readStored(decode, table, json, id)
    remember(json, record)
    return record
  }
  // The text is valid: encoding checked the record. What decoding it would give: for a plain-JSON schema,
  // or a text the compiled walk wrote, its parse, whatever the key order of the record the domain built;
  // otherwise the record itself when it is its own JSON form (same keys in the same order, nothing the
  // schema would drop or transform).
  const encoded = (json: string, record: A, walked = false) => {
    if (remembered === 0 || recent.has(json)) return
    if (walked || (onlyChecks ??= isPlainJson(schema.ast))) remember(json, ENCODED_HERE)
    // Of a schema the walk compiles, a text Effect wrote is one the walk gave up on: a value decoding
    // would rewrite (an instant not in its stored form), so the record is not what decoding gives.
    else if (!(checksWhenWalked ??= isPlainJsonWhenWalked(schema.ast)) && JSON.stringify(record) === json) remember(json, record)
  }
  return Object.assign(read, { encoded })
}
