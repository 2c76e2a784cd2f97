/**
 * Option names a kit call takes: a name it does not know (`startSandbox({ prot: 1234 })`) is refused
 * with `SandboxArgumentError` naming it, never ignored (a misspelt option would silently keep its default).
 */
import { SandboxArgumentError } from "./SandboxApiError.js"

/** Every option name of `T`, as a value: `satisfies` keeps the list and the interface the same set. */
export type OptionNames<T> = { readonly [K in keyof Required<T>]: true }

/** `options` (`{}` when absent) once every name in it is one of `names`; `call` names the kit call in the message. */
export const knownOptions = <T extends object>(options: T | undefined, names: OptionNames<T>, call: string): T => {
  if (options === undefined) return {} as T
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new SandboxArgumentError("options", `of ${call} must be an object, got ${JSON.stringify(options)}`)
  }
  const unknown = Object.keys(options).filter((name) => !Object.hasOwn(names, name))
  if (unknown.length > 0) {
    throw new SandboxArgumentError(
      unknown.join(", "),
      `${unknown.length === 1 ? "is not an option" : "are not options"} of ${call} (its options: ${Object.keys(names).join(", ")})`
    )
  }
  return options
}
