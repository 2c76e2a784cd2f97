/** Multipart uploads to POST /v1/files, as a client sends them (FormData over fetch). */
import { type ReplyOf, replyOf, type TestApp } from "./TestApp.js"

export interface UploadOptions {
  readonly bytes: Uint8Array | string
  readonly name?: string
  /** The part's declared content type (what the client claims). */
  readonly type?: string
  readonly fields?: Record<string, string>
}

export const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n")
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])

export const upload = async (app: TestApp, key: string, options: UploadOptions): Promise<ReplyOf<"POST", "/v1/files">> => {
  const form = new FormData()
  form.set("file", new Blob([options.bytes], { type: options.type ?? "" }), options.name ?? "upload.bin")
  for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value)
  const response = await fetch(`${await app.baseUrl()}/v1/files`, {
    method: "POST",
    headers: { "x-api-key": key },
    body: form
  })
  const text = await response.text()
  const json = (response.headers.get("content-type") ?? "").includes("json") && text !== ""
  return replyOf(response.status, response.headers, json ? JSON.parse(text) : text)
}
