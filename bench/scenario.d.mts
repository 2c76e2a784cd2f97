/** The company maker a scenario needs: the kit's `Sandbox` (in process or `connect`ed) has it. */
export declare const runScenario: (sandbox: { readonly company: (options: { readonly at: string }) => Promise<unknown> }, n: number) => Promise<number>
