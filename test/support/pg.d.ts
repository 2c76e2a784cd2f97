// The little of node-postgres the tests use directly (to create databases and count rows).
declare module "pg" {
  export class Client {
    constructor(config: { readonly connectionString: string })
    connect(): Promise<void>
    query<R = any>(text: string, values?: ReadonlyArray<unknown>): Promise<{ readonly rows: Array<R> }>
    end(): Promise<void>
  }
  const pg: { readonly Client: typeof Client }
  export default pg
}
