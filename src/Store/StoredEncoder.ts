/**
 * The encode of a record before it is stored, and of an API answer before it is sent (Http/ApiGroup.ts):
 * Effect's `Schema.encodeSync`, whose checks are what keep a record the domain built wrongly out of the
 * store. For a schema that only checks (`isPlainJson`: no transformation anywhere) encoding is a walk that
 * checks each value and copies each object's declared keys in the schema's order; so it is where the only
 * transformations hand a value on as it is (`isPlainJsonWhenWalked`: a field's default, a normalised
 * instant; Domain/EncodedAsItIs.ts), whose values the walk checks against both sides and writes unchanged
 * once decoding gives them back. Effect's walk does that through its general parser (an Either per value,
 * issues built for every union member tried): the store's encodes were 4.7 % of a lifecycle's profile and
 * the answers' 3.3 % (docs/scaling.md); this module compiles the same walk once per schema.
 *
 * Exactness: the compiled walk answers a value only where it gives what `encodeSync` gives; everywhere
 * else (a value that does not pass, two union members that both would, a construct it does not compile)
 * it gives up and `encodeSync` answers, with its own error. So it may be stricter than Effect, never
 * laxer or different (test/stored-encoder.test.ts checks it against Effect as a property).
 */
import { Either, Option, Schema, SchemaAST } from "effect"
import { isEncodedAsItIs } from "../Domain/EncodedAsItIs.js"
import { isPlainJsonWhenWalked } from "./StoredRecords.js"

/** The compiled walk gave up: Effect answers. */
const GIVE_UP: unique symbol = Symbol("give up")
type Walk = (value: unknown) => unknown

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const checked = (test: (value: unknown) => boolean): Walk => (value) => test(value) ? value : GIVE_UP

/**
 * One of `values` (an enum's, a union's literals), or undefined when one is NaN: never equal to itself for
 * Effect, found by a set.
 */
const oneOf = (values: ReadonlyArray<unknown>): Walk | undefined => {
  if (values.some((value) => Number.isNaN(value))) return undefined
  const set = new Set(values)
  return checked((value) => set.has(value))
}

/** The walk of `ast` (a plain one), or undefined for a construct it does not compile. */
const compile = (ast: SchemaAST.AST, compiled: Map<SchemaAST.AST, Walk | undefined>): Walk | undefined => {
  if (compiled.has(ast)) return compiled.get(ast)
  // Recursive schemas: a reference to an AST being compiled goes through this slot.
  let self: Walk | undefined
  compiled.set(ast, (value) => self!(value))
  self = compileNode(ast, compiled)
  compiled.set(ast, self)
  return self
}

const compileNode = (ast: SchemaAST.AST, compiled: Map<SchemaAST.AST, Walk | undefined>): Walk | undefined => {
  switch (ast._tag) {
    case "Literal": {
      const literal = ast.literal
      return checked((value) => value === literal)
    }
    case "StringKeyword":
      return checked((value) => typeof value === "string")
    case "NumberKeyword":
      return checked((value) => typeof value === "number")
    case "BooleanKeyword":
      return checked((value) => typeof value === "boolean")
    case "UndefinedKeyword":
      return checked((value) => value === undefined)
    case "UnknownKeyword":
    case "AnyKeyword":
      return (value) => value
    case "Enums":
      return oneOf(ast.enums.map(([, value]) => value))
    case "TemplateLiteral": {
      const pattern = SchemaAST.getTemplateLiteralRegExp(ast)
      return checked((value) => typeof value === "string" && pattern.test(value))
    }
    case "Refinement": {
      const from = compile(ast.from, compiled)
      if (from === undefined) return undefined
      // As Effect's parser does: the predicate sees what the walk of `from` gave.
      return (value) => {
        const out = from(value)
        return out === GIVE_UP || Option.isSome(ast.filter(out, SchemaAST.defaultParseOption, ast)) ? GIVE_UP : out
      }
    }
    case "Suspend":
      return compile(ast.f(), compiled)
    case "Union":
      return compileUnion(ast, compiled)
    case "TupleType":
      return compileTuple(ast, compiled)
    case "TypeLiteral":
      return compileTypeLiteral(ast, compiled)
    case "Transformation":
      return isEncodedAsItIs(ast) ? compileAsItIs(ast, compiled) : undefined
    default:
      return undefined
  }
}

/**
 * Effect answers with the first member, in an order of its own (members tagged by a literal first), that
 * passes. When exactly one passes, that is the one; when several do, the walk gives up.
 */
const compileUnion = (ast: SchemaAST.Union, compiled: Map<SchemaAST.AST, Walk | undefined>): Walk | undefined => {
  // Literals only (an enumeration, a nullable literal): distinct values, so at most one member passes.
  const literals = ast.types.filter(SchemaAST.isLiteral).map((member) => member.literal)
  const literal = literals.length === ast.types.length ? oneOf(literals) : undefined
  if (literal !== undefined) return literal
  const members: Array<Walk> = []
  for (const member of ast.types) {
    const walk = compile(member, compiled)
    if (walk === undefined) return undefined
    members.push(walk)
  }
  return (value) => {
    let found: unknown = GIVE_UP
    for (const member of members) {
      const out = member(value)
      if (out === GIVE_UP) continue
      if (found !== GIVE_UP) return GIVE_UP
      found = out
    }
    return found
  }
}

/**
 * A transformation that encodes a value as it is, written unchanged where Effect would write it: Effect
 * checks the value as its type, then encodes it as the other side.
 * - A struct's defaults: one walk of the encoded side checks both. Its fields are the type side's, each
 *   with its own such transformations inside (walked in turn), and a defaulted field, optional there, must
 *   be there and not undefined, as the type side requires (a required key that may be undefined is not
 *   plain: `isPlainJsonWhenWalked`). Decoding gives back every value that is there.
 * - Another transformation (an instant normalised when decoded): both sides are walked, and decoding is
 *   asked to give the value back.
 */
const compileAsItIs = (ast: SchemaAST.Transformation, compiled: Map<SchemaAST.AST, Walk | undefined>): Walk | undefined => {
  const transformation = ast.transformation
  const from = compile(ast.from, compiled)
  if (from === undefined) return undefined
  if (transformation._tag === "TypeLiteralTransformation") {
    const defaulted = transformation.propertySignatureTransformations.map(({ to }) => to)
    return (value) => {
      const encoded = from(value)
      return encoded === GIVE_UP || defaulted.some((name) => (encoded as Record<PropertyKey, unknown>)[name] === undefined) ? GIVE_UP : encoded
    }
  }
  const to = compile(ast.to, compiled)
  if (to === undefined || transformation._tag !== "FinalTransformation") return undefined
  return (value) => {
    const typed = to(value)
    if (typed === GIVE_UP) return GIVE_UP
    const encoded = from(typed)
    if (encoded === GIVE_UP) return GIVE_UP
    try {
      const back = transformation.decode(encoded, SchemaAST.defaultParseOption, ast, encoded)
      return Either.isEither(back) && Either.isRight(back) && back.right === typed ? encoded : GIVE_UP
    } catch {
      return GIVE_UP
    }
  }
}

/** Required and optional elements, then at most one rest element (`Schema.Array`, `NonEmptyArray`, tuples). */
const compileTuple = (ast: SchemaAST.TupleType, compiled: Map<SchemaAST.AST, Walk | undefined>): Walk | undefined => {
  if (ast.rest.length > 1) return undefined
  const elements: Array<Walk> = []
  for (const element of ast.elements) {
    const walk = compile(element.type, compiled)
    if (walk === undefined) return undefined
    elements.push(walk)
  }
  const rest = ast.rest.length === 0 ? undefined : compile(ast.rest[0]!.type, compiled)
  if (ast.rest.length === 1 && rest === undefined) return undefined
  const required = ast.elements.filter((element) => !element.isOptional).length
  return (value) => {
    if (!Array.isArray(value) || value.length < required || (rest === undefined && value.length > elements.length)) return GIVE_UP
    const out: Array<unknown> = []
    for (let i = 0; i < value.length; i++) {
      const walked = (i < elements.length ? elements[i]! : rest!)(value[i])
      if (walked === GIVE_UP) return GIVE_UP
      out.push(walked)
    }
    return out
  }
}

/**
 * A struct: the declared keys in the schema's order (a missing optional key stays missing, other keys
 * are dropped), then a record's keys in the value's order. Only string-keyed records are compiled.
 */
const compileTypeLiteral = (ast: SchemaAST.TypeLiteral, compiled: Map<SchemaAST.AST, Walk | undefined>): Walk | undefined => {
  if (ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0) {
    return checked((value) => value !== null && value !== undefined)
  }
  const properties: Array<{ readonly name: string; readonly optional: boolean; readonly walk: Walk }> = []
  for (const property of ast.propertySignatures) {
    const walk = compile(property.type, compiled)
    if (typeof property.name !== "string" || walk === undefined) return undefined
    properties.push({ name: property.name, optional: property.isOptional, walk })
  }
  if (ast.indexSignatures.length > 1) return undefined
  const index = ast.indexSignatures[0]
  if (index !== undefined && !SchemaAST.isStringKeyword(index.parameter)) return undefined
  const indexWalk = index === undefined ? undefined : compile(index.type, compiled)
  if (index !== undefined && indexWalk === undefined) return undefined
  const declared = new Set(properties.map(({ name }) => name))
  return (value) => {
    if (!isRecord(value)) return GIVE_UP
    const out: Record<string, unknown> = {}
    for (const { name, optional, walk } of properties) {
      if (optional && !hasOwn(value, name)) continue
      const walked = walk(value[name])
      if (walked === GIVE_UP) return GIVE_UP
      out[name] = walked
    }
    if (indexWalk !== undefined) {
      for (const key of Object.keys(value)) {
        const walked = indexWalk(value[key])
        if (walked === GIVE_UP) return GIVE_UP
        if (!declared.has(key)) out[key] = walked
      }
    }
    return out
  }
}

/**
 * The compiled walk of a schema that only checks (or whose transformations encode as they are): what
 * `Schema.encodeSync(schema)` gives a record, or undefined where it gives up. Undefined for a schema it
 * does not compile.
 */
export const plainEncoder = <A, I>(schema: Schema.Schema<A, I>): ((record: A) => I | undefined) | undefined => {
  const walk = isPlainJsonWhenWalked(schema.ast) ? compile(schema.ast, new Map()) : undefined
  return walk === undefined ? undefined : (record) => {
    const out = walk(record)
    return out === GIVE_UP ? undefined : out as I
  }
}

/** An encoded record, and whether the compiled walk wrote it (a text of it then parses to what decoding gives). */
export interface StoredEncoding<I> {
  readonly encoded: I
  readonly walked: boolean
}

/** What `Schema.encodeSync(schema)` gives (or throws), through the compiled walk where it answers. */
export const storedEncoder = <A, I>(schema: Schema.Schema<A, I>): (record: A) => StoredEncoding<I> => {
  const encode = Schema.encodeSync(schema)
  const plain = plainEncoder(schema)
  const byEffect = (record: A): StoredEncoding<I> => ({ encoded: encode(record), walked: false })
  return plain === undefined ? byEffect : (record) => {
    const walked = plain(record)
    return walked === undefined ? byEffect(record) : { encoded: walked, walked: true }
  }
}
