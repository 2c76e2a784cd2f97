/**
 * Release membership, declared once on the API definition: an endpoint annotated `ReleasedWith` exists
 * only with its release; a field (or query parameter) annotated with `addedBy` / `removedBy` is shown
 * only while the company's switches show it. The route gate, the per-company OpenAPI document and each
 * resource's own view read these annotations, and nothing else says which release a field belongs to.
 * Pure, over `effect` only: the API definition imports it, and the typed client loads it (rule 9).
 */
import { Context, Option, Schema, SchemaAST } from "effect"
import type { ReleaseName, ReleaseStates } from "./ReleaseCatalog.js"

/** An endpoint that exists only with the release (`HttpApiEndpoint.annotate(ReleasedWith, name)`). */
export class ReleasedWith extends Context.Tag("vob-sandbox/ReleasedWith")<ReleasedWith, ReleaseName>() {}

export interface ReleaseMembership {
  readonly release: ReleaseName
  /** The release's state that shows the field: on for a field the release adds, off for one it removes. */
  readonly shownWhen: boolean
  /** Whether an answer always carries the field while it is shown (the document lists it as required). */
  readonly required: boolean
}

const ReleaseMembershipId: unique symbol = Symbol.for("vob-sandbox/ReleaseMembership")

export const isShown = (membership: ReleaseMembership, states: ReleaseStates) =>
  states[membership.release] === membership.shownWhen

type Change = { readonly release: ReleaseName; readonly shownWhen: boolean }

/** Shown while the release is on (the release adds it). */
export const addedBy = (release: ReleaseName): Change => ({ release, shownWhen: true })
/** Shown while the release is off (the release removes it). */
export const removedBy = (release: ReleaseName): Change => ({ release, shownWhen: false })

/**
 * A field of an answer that a release adds or removes: present exactly while shown. It is optional in the
 * schema (an answer of a company that does not show it leaves it out) and required in the document of a
 * company that shows it.
 */
export const releasedField = <S extends Schema.Schema.Any>(schema: S, change: Change) =>
  Schema.optionalWith(schema, { exact: true }).annotations({
    [ReleaseMembershipId]: { ...change, required: true } satisfies ReleaseMembership
  })

/** A field of a request body or a query parameter that a release adds or removes (optional either way). */
export const releasedInput = <S extends Schema.Schema.Any>(schema: S, change: Change) =>
  Schema.optional(schema).annotations({
    [ReleaseMembershipId]: { ...change, required: false } satisfies ReleaseMembership
  })

const membershipOf = (annotated: SchemaAST.Annotated): Option.Option<ReleaseMembership> =>
  SchemaAST.getAnnotation<ReleaseMembership>(annotated, ReleaseMembershipId)

export interface ReleasedProperty {
  readonly name: string
  readonly membership: ReleaseMembership
}

const literalOf = (ast: SchemaAST.AST): SchemaAST.TypeLiteral | undefined => {
  switch (ast._tag) {
    case "TypeLiteral":
      return ast
    case "Transformation":
      return literalOf(ast.to)
    case "Refinement":
      return literalOf(ast.from)
    default:
      return undefined
  }
}

/** The released properties of an object schema's AST (its own, not those of the schemas it embeds). */
export const releasedPropertiesOfAst = (ast: SchemaAST.AST): ReadonlyArray<ReleasedProperty> =>
  (literalOf(ast)?.propertySignatures ?? []).flatMap((p) =>
    Option.match(membershipOf(p), {
      onNone: () => [],
      onSome: (membership) => [{ name: String(p.name), membership }]
    })
  )

/**
 * A resource's view of its released fields: the record without the fields the company's switches do not
 * show. Built once per schema; a company that shows every field gets the record back as it is.
 */
export const releasedView = (schema: Schema.Schema.Any) => {
  const released = releasedPropertiesOfAst(schema.ast)
  return <R extends object>(states: ReleaseStates, record: R): R => {
    let shown: Record<string, unknown> | undefined
    for (const { name, membership } of released) {
      if (isShown(membership, states) || !(name in record)) continue
      shown ??= { ...record } as Record<string, unknown>
      delete shown[name]
    }
    return (shown ?? record) as R
  }
}

/**
 * The first field of a body that the company's releases do not show, if one was sent: a strict body refuses
 * it as it refuses any undeclared field.
 */
export const unshownSent = (schema: Schema.Schema.Any) => {
  const released = releasedPropertiesOfAst(schema.ast)
  return (states: ReleaseStates, body: object): string | undefined =>
    released.find(({ name, membership }) => !isShown(membership, states) && name in body)?.name
}
