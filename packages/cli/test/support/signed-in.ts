import { beforeAll, expect } from "vitest"
import { useTestServer } from "../../../http/test/support/harness.js"
import { TEST_ADMIN_PASSWORD } from "../../../http/test/support/test-server.js"
import { grill, tempConfigDir } from "./cli.js"

/**
 * The CLI suite's one set-up, called at the top of a test file: the API suite's test server for
 * the file (see useTestServer, with the same options) and a terminal of its own signed in there as
 * the seeded admin. `env` is that terminal's environment, filled in once the server has started,
 * so it can be taken at the top of the file and passed to `grill` in its tests and hooks.
 */
export const signedInTerminalForFile = (
  options?: Parameters<typeof useTestServer>[0]
): ReturnType<typeof useTestServer> & { readonly env: Record<string, string> } => {
  const harness = useTestServer(options)
  const env: Record<string, string> = {}
  beforeAll(async () => {
    Object.assign(env, { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: harness.server.url })
    expect((await grill(["login"], { env, input: ["admin", TEST_ADMIN_PASSWORD] })).code).toBe(0)
  })
  return { ...harness, env }
}
