// The little of better-sqlite3 the tests use directly (to act on a stopped server's database file).
declare module "better-sqlite3" {
  interface Statement {
    run(...params: ReadonlyArray<unknown>): unknown
    all(...params: ReadonlyArray<unknown>): Array<unknown>
  }
  export default class Database {
    constructor(filename: string)
    prepare(sql: string): Statement
    close(): void
  }
}
