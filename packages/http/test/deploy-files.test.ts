import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { caddyInstalled, DEPLOY_CADDYFILE } from "./support/caddy.js"

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))
const read = (path: string) => readFileSync(root(path), "utf8")

const hasSystemdAnalyze = spawnSync("systemd-analyze", ["--version"], { stdio: "ignore" }).status === 0
if (!hasSystemdAnalyze) console.log("SKIPPED the systemd unit check: systemd-analyze is not installed")
if (!caddyInstalled())
  console.log("SKIPPED the Caddyfile check: caddy is not installed (apt-get install caddy)")

describe("deploy/clubhouse-grill.service", () => {
  it.skipIf(!hasSystemdAnalyze)("passes systemd-analyze verify", () => {
    const verified = spawnSync("systemd-analyze", ["verify", root("deploy/clubhouse-grill.service")], {
      encoding: "utf8"
    })
    expect(verified.stderr).toBe("")
    expect(verified.status).toBe(0)
  })

  it("runs as its own user with its state in StateDirectory, restarts on failure, sandboxed, stopping after the drain", () => {
    const unit = read("deploy/clubhouse-grill.service")
    const setting = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(unit)?.[1]
    expect(setting("User")).toBe("clubhouse-grill")
    expect(setting("StateDirectory")).toBe("clubhouse-grill")
    expect(setting("Restart")).toBe("on-failure")
    expect(setting("ExecStart")).toContain(
      JSON.parse(read("package.json")).scripts.start.match(/--max-semi-space-size=\d+/)[0]
    )
    const sandboxing: ReadonlyArray<readonly [string, string]> = [
      ["NoNewPrivileges", "true"],
      ["ProtectSystem", "strict"],
      ["ProtectHome", "true"],
      ["PrivateTmp", "true"]
    ]
    for (const [name, value] of sandboxing) expect(setting(name), name).toBe(value)
    expect(setting("RestrictAddressFamilies")).toMatch(/AF_INET/)
    // Longer than the drain's default deadline (GRILL_DRAIN_SECONDS, 10 s).
    expect(Number.parseInt(setting("TimeoutStopSec") ?? "0", 10)).toBeGreaterThan(10)
  })
})

describe("deploy/Caddyfile", () => {
  it.skipIf(!caddyInstalled())("is a valid Caddy configuration", () => {
    const validated = spawnSync("caddy", ["adapt", "--config", DEPLOY_CADDYFILE, "--adapter", "caddyfile"], {
      encoding: "utf8",
      env: { ...process.env, GRILL_DOMAIN: "order.example-golf.club" }
    })
    expect(validated.status, validated.stderr).toBe(0)
    expect(validated.stdout).toContain('"flush_interval":-1')
  })
})

describe("the container files (checked as text: these machines cannot build images)", () => {
  const dockerfile = read("Dockerfile")
  const compose = read("compose.yaml")

  it("Dockerfile: two stages, a non-root user, a data volume, the server's port, a health check on /readyz", () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBe(2)
    expect(/^USER (\S+)$/m.exec(dockerfile)?.[1]).not.toMatch(/^(root|0)$/)
    expect(dockerfile).toMatch(/^VOLUME \/data$/m)
    expect(dockerfile).toMatch(/^ENV .*GRILL_DB=\/data\//m)
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD .*\/readyz/m)
  })

  it("compose.yaml: the grill after a healthy PostgreSQL, Caddy alone publishing ports, named volumes", () => {
    const service = (name: string) => {
      const start = compose.indexOf(`\n  ${name}:\n`)
      const rest = compose.slice(start + 1)
      const end = rest.slice(1).search(/\n {2}\S|\n\S/)
      return end === -1 ? rest : rest.slice(0, end + 1)
    }
    const [grill, postgres, caddy] = [service("grill"), service("postgres"), service("caddy")]
    expect(postgres).toMatch(/healthcheck:\n\s+test: .*pg_isready/)
    expect(grill).toMatch(/depends_on:\n\s+postgres:\n\s+condition: service_healthy/)
    expect(grill).toMatch(/- grill-data:\/data/)
    expect(grill).not.toMatch(/ports:/)
    expect(caddy).toMatch(/ports:\n\s+- "80:80"\n\s+- "443:443"/)
    expect(caddy).toMatch(/\.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile/)
    expect(compose).toMatch(/^volumes:\n(\s+\S+:\n?)+/m)
  })

  it(".env.example leaves every secret to be generated", () => {
    const secrets = read(".env.example")
      .split("\n")
      .filter((line) => /PASSWORD|SECRET|TOKEN/.test(line.split("=")[0] ?? ""))
    expect(secrets.length).toBeGreaterThan(0)
    for (const line of secrets) expect(line).toMatch(/=GENERATE$/)
  })
})
