// The little of better-sqlite3 the store's executor (Store/SqliteExecutor.ts) and the tests use: the
// package ships no types, and @types/better-sqlite3 is not a dependency.
declare module "better-sqlite3" {
  interface RunResult {
    readonly changes: number
    readonly lastInsertRowid: number | bigint
  }
  interface Statement {
    /** Whether the statement answers rows (a SELECT, a RETURNING, most PRAGMAs). */
    readonly reader: boolean
    run(...params: ReadonlyArray<unknown>): RunResult
    all(...params: ReadonlyArray<unknown>): Array<unknown>
    raw(toggle: boolean): this
    safeIntegers(toggle: boolean): this
  }
  interface Options {
    readonly readonly?: boolean
  }
  export default class Database {
    /** A file name, `:memory:`, or a serialized database's bytes (opened as an in-memory copy). */
    constructor(filename: string | Buffer, options?: Options)
    prepare(sql: string): Statement
    serialize(): Buffer
    close(): void
  }
}
