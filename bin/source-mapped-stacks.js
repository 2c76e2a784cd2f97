// Stack traces that name source files: frames inside the bundle are mapped back through its source
// map (esbuild's, beside the bundle), so a logged defect reads `at cancel (src/Vobs/Cancellation.ts:42:7)`
// instead of a column in one long line. The map (about 11 MB) is read the first time a stack is
// formatted, never at start-up; Node's own --enable-source-maps cannot help here, because it maps
// only files loaded through its module loader and the launcher compiles the bundle with vm.Script.
import { readFileSync } from "node:fs"
import Module, { SourceMap } from "node:module"
import { dirname, relative, resolve } from "node:path"

/** @param {string} bundle absolute path of the bundle; @param {number} firstLineOffset columns the loader's wrapper adds on line 1 */
export const mapStackTracesOf = (bundle, firstLineOffset) => {
  const root = resolve(dirname(bundle), "..")
  let map
  const sourceMap = () => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, "utf8")))
      } catch {
        map = null
      }
    }
    return map
  }

  const where = (site) => {
    const file = site.getFileName()
    const line = site.getLineNumber()
    const column = site.getColumnNumber()
    if (file !== bundle || line === null || column === null || sourceMap() === null) return undefined
    const entry = sourceMap().findEntry(line - 1, column - 1 - (line === 1 ? firstLineOffset : 0))
    if (entry === undefined || entry.originalSource === undefined) return undefined
    const source = relative(root, resolve(dirname(bundle), entry.originalSource.replace(/^file:\/\//, "")))
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`
  }

  const frame = (site) => {
    const location = where(site)
    if (location === undefined) return `    at ${site}`
    const name = site.getFunctionName() ?? site.getMethodName()
    const prefix = site.isAsync() ? "async " : site.isConstructor() ? "new " : ""
    return name === null ? `    at ${prefix}${location}` : `    at ${prefix}${name} (${location})`
  }

  Error.prepareStackTrace = (error, sites) => {
    let header
    try {
      header = String(error)
    } catch {
      header = "Error"
    }
    return sites.length === 0 ? header : `${header}\n${sites.map(frame).join("\n")}`
  }
}

export const wrapperPrefixLength = Module.wrapper[0].length
