import { type AddressInfo, createServer } from "node:net"

/** A loopback port that is free now; the server binds it a moment later (racy in principle, fine on loopback). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject).listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
