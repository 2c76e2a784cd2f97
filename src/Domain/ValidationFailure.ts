/**
 * A schema decode failure as the API's 422 (`ValidationFailed`): the first offending field as a dotted
 * `param` and what it must be, read from the parse-issue tree (never from the formatter's wording).
 * Shared by the HTTP edge and by the domain code that decodes rows itself (batch items, payors).
 */
import { Option, ParseResult, SchemaAST as AST } from "effect"
import { invalidParameter, missingParameter, unknownField, type ValidationFailed } from "./Errors.js"

type Path = ReadonlyArray<PropertyKey>

const MAX_LISTED_VALUES = 20

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((key, i) => key === b[i])

/**
 * The union whose members all failed at `target` as plain type mismatches (an enumeration of literals,
 * or a value that may also be null): the formatter would report each member separately.
 */
const unionAt = (issue: ParseResult.ParseIssue, target: Path, path: Path = []): ParseResult.Composite | undefined => {
  switch (issue._tag) {
    case "Pointer":
      return unionAt(issue.issue, target, path.concat(issue.path))
    case "Refinement":
    case "Transformation":
      return unionAt(issue.issue, target, path)
    case "Composite": {
      if (AST.isUnion(issue.ast) && samePath(path, target) && Array.isArray(issue.issues) && isPlainMismatches(issue.issues)) {
        return issue
      }
      const issues: ReadonlyArray<ParseResult.ParseIssue> = Array.isArray(issue.issues)
        ? issue.issues
        : [issue.issues as ParseResult.ParseIssue]
      for (const inner of issues) {
        const found = unionAt(inner, target, path)
        if (found !== undefined) return found
      }
      return undefined
    }
    default:
      return undefined
  }
}

const isPlainMismatches = (issues: ReadonlyArray<ParseResult.ParseIssue>): issues is ReadonlyArray<ParseResult.Type> =>
  issues.length > 1 && issues.every((issue) =>
    issue._tag === "Type" && issue.message === undefined && Option.isNone(AST.getMessageAnnotation(issue.ast))
  )

/** A sent value as JSON shows it (strings quoted). */
const shown = (value: unknown): string => {
  if (value === undefined) return "undefined"
  if (typeof value === "bigint") return `${value}n`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

const isAbsence = (ast: AST.AST) =>
  AST.isUndefinedKeyword(ast) || (AST.isLiteral(ast) && ast.literal === null)

/** What the union accepts (its absent values aside) and what was sent. */
const describeUnion = (members: ReadonlyArray<ParseResult.Type>): string => {
  const expected = members.filter((member) => !isAbsence(member.ast)).map((member) => String(member.ast))
  const actual = shown(members[0]!.actual)
  if (expected.length === 1) return `expected ${expected[0]}, got ${actual}`
  // Long enumerations (187 service types) are named by count; the API reference lists them.
  return expected.length <= MAX_LISTED_VALUES
    ? `must be one of ${expected.join(", ")}; got ${actual}`
    : `must be one of the ${expected.length} values the API reference lists (e.g. ${expected.slice(0, 3).join(", ")}); got ${actual}`
}

const oneLine = (text: string) => text.replace(/\s+/g, " ")

/**
 * The 422 for one formatted issue (its tag, path and text): the dotted path is `param`; `detail` says
 * what the value must be, the issue's own text when not given.
 */
export const validationFailedAt = (issue: ParseResult.ArrayFormatterIssue, detail = oneLine(issue.message)): ValidationFailed => {
  const param = issue.path.map(String).join(".")
  const named = param === "" ? "The request body" : `'${param}'`
  switch (issue._tag) {
    case "Unexpected":
      return unknownField(param, `${named} is not a field of this request.`)
    case "Missing":
      return missingParameter(param, `${named} is required.`)
    default:
      return invalidParameter(
        param,
        param === "" ? `The request body is invalid: ${detail}` : `Invalid value for ${named}: ${detail}`
      )
  }
}

/** A decode failure as the API's 422, naming the first offending field. */
export const validationFailedOf = (issue: ParseResult.ParseIssue): ValidationFailed => {
  const first = ParseResult.ArrayFormatter.formatIssueSync(issue)[0]
  if (first === undefined) return invalidParameter(undefined, "The request is invalid.")
  const union = unionAt(issue, first.path)
  return union === undefined
    ? validationFailedAt(first)
    : validationFailedAt(first, describeUnion(union.issues as ReadonlyArray<ParseResult.Type>))
}
