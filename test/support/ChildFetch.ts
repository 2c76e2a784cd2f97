/** Node's global fetch as a user runs it: in its own process, against a server on loopback. */
import { spawn } from "node:child_process"

/**
 * Node's global fetch in a child process (a client on the same event loop as the server never races it):
 * `times` POSTs of a `bytes`-long JSON body, or of an upload of a `bytes`-long file streamed chunked (no
 * Content-Length: only the multipart parser finds it too large); how many ended in each status and code,
 * or each error.
 */
export const fetchFromAnotherProcess = (url: string, bytes: number, times: number, headers: Record<string, string>, as: "json" | "upload" = "json") =>
  new Promise<Record<string, number>>((resolve, reject) => {
    const script = `
      const [url, bytes, times, headers, as] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3]), JSON.parse(process.argv[4]), process.argv[5]]
      const json = JSON.stringify({ name: "x".repeat(bytes) })
      const upload = () => {
        const chunk = new Uint8Array(1024 * 1024)
        let sent = 0
        return new ReadableStream({
          start: (c) => c.enqueue(new TextEncoder().encode('--b\\r\\nContent-Disposition: form-data; name="file"; filename="big.pdf"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n')),
          pull: (c) => {
            if (sent < bytes) { sent += chunk.length; c.enqueue(chunk) }
            else { c.enqueue(new TextEncoder().encode("\\r\\n--b--\\r\\n")); c.close() }
          }
        })
      }
      const seen = {}
      for (let i = 0; i < times; i++) {
        let outcome
        try {
          const response = await fetch(url, as === "json"
            ? { method: "POST", headers: { "content-type": "application/json", ...headers }, body: json }
            : { method: "POST", headers: { "content-type": "multipart/form-data; boundary=b", ...headers }, body: upload(), duplex: "half" })
          outcome = response.status + " " + (await response.json()).code
        } catch (error) {
          outcome = String(error.cause?.code ?? error.cause?.message ?? error)
        }
        seen[outcome] = (seen[outcome] ?? 0) + 1
      }
      console.log(JSON.stringify(seen))`
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, url, String(bytes), String(times), JSON.stringify(headers), as])
    let out = ""
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()))
    child.once("error", reject)
    child.once("exit", () => {
      try {
        resolve(JSON.parse(out) as Record<string, number>)
      } catch {
        reject(new Error(out))
      }
    })
  })
