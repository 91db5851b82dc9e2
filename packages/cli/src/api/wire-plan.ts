/**
 * Derives the CLI's wire plan from the shared API declaration: for every endpoint, its method,
 * path, where money sits in what goes over the wire, and the top-level shape of its answer. The
 * plan is generated into wire-plan.json by `npm run generate -w @grill/cli` (scripts/generate.js;
 * test/wire-plan.test.ts regenerates it and fails when the file is stale) and the client reads only
 * that file, so a plain command starts without evaluating the declaration's
 * hundreds of schemas (that alone took the CLI past its start-up budget).
 *
 * Only this module and its test load the declaration; the CLI bundle never includes it.
 */
import { HttpApi, type HttpApiGroup } from "@effect/platform"
import { Dollars, SignedDollars } from "@grill/core"
import { SchemaAST as AST, Option } from "effect"
import { type MoneyPaths, SIGNED } from "./wire-money.js"

export interface EndpointPlan {
  readonly method: string
  /** With ":name" for each path parameter. */
  readonly path: string
  readonly payload: MoneyPaths
  readonly success: MoneyPaths
  /**
   * What a success answer must be at its top level, with the keys it always has: a cheap check
   * that the answer is the declared one (a proxy's JSON, another server) without loading Schema.
   */
  readonly shape: SuccessShape
  /** Money in an error body, by the error's `_tag` (only tags that carry money). */
  readonly errors: Readonly<Record<string, MoneyPaths>>
}

/**
 * "object" (with `keys`), "array", "none" or "any". Typed loosely because the client reads it
 * from JSON, where TypeScript sees plain strings; an unknown kind checks nothing.
 */
export interface SuccessShape {
  readonly kind: string
  readonly keys?: ReadonlyArray<string>
}

export type WirePlan = Readonly<Record<string, Readonly<Record<string, EndpointPlan>>>>

export interface DerivedWirePlan {
  readonly plan: WirePlan
  /**
   * Parts of the declaration whose wire form the client could not produce or read by itself (a
   * transformation other than money, such as a date held as text); the test requires none.
   */
  readonly problems: ReadonlyArray<string>
}

const DOLLARS = Dollars.ast as AST.Transformation

const isDollars = (ast: AST.Transformation): boolean => ast.transformation === DOLLARS.transformation
const SIGNED_DOLLARS = SignedDollars.ast as AST.Transformation
const isSignedDollars = (ast: AST.Transformation): boolean =>
  ast.transformation === SIGNED_DOLLARS.transformation

/** JavaScript's view of a value's kind on one side of a transformation. */
const kindsOf = (ast: AST.AST): ReadonlySet<string> => {
  switch (ast._tag) {
    case "Refinement":
      return kindsOf(ast.from)
    case "Suspend":
      return kindsOf(ast.f())
    case "Union":
      return new Set(ast.types.flatMap((member) => [...kindsOf(member)]))
    case "Literal":
      return new Set([ast.literal === null ? "null" : typeof ast.literal])
    case "StringKeyword":
    case "TemplateLiteral":
      return new Set(["string"])
    case "NumberKeyword":
      return new Set(["number"])
    case "BooleanKeyword":
      return new Set(["boolean"])
    case "UndefinedKeyword":
    case "VoidKeyword":
      return new Set(["undefined"])
    case "TupleType":
      return new Set(["array"])
    case "TypeLiteral":
      return new Set(["object"])
    case "Declaration":
      return new Set([`Declaration ${Option.getOrElse(AST.getIdentifierAnnotation(ast), () => "?")}`])
    default:
      return new Set([ast._tag])
  }
}

const sameKinds = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((kind) => b.has(kind))

const join = (path: string, segment: string): string =>
  segment === "[]" || segment === "{}" || path === "" ? `${path}${segment}` : `${path}.${segment}`

interface Findings {
  readonly money: Array<string>
  readonly unsupported: Array<string>
}

/** Walks the wire (encoded) shape of `ast`, noting money and any transformation the client cannot carry. */
const walk = (ast: AST.AST, path: string, findings: Findings, seen: Set<AST.AST>): void => {
  if (seen.has(ast)) return
  switch (ast._tag) {
    case "Transformation": {
      if (isDollars(ast) || isSignedDollars(ast)) {
        findings.money.push(isDollars(ast) ? path : `${path}${SIGNED}`)
        return
      }
      const { transformation } = ast
      if (transformation._tag === "TypeLiteralTransformation") {
        // Defaults and optional keys keep the wire shape; a renamed key would not.
        for (const property of transformation.propertySignatureTransformations) {
          if (property.from !== property.to)
            findings.unsupported.push(`${join(path, String(property.from))}: renamed key`)
        }
        walk(ast.from, path, findings, seen)
        return
      }
      // A Schema.Class is its fields on the wire (a field with a default makes them a transformation
      // of their own, checked below); any other transformation must keep the kind of value.
      const isClass =
        ast.to._tag === "Declaration" &&
        (ast.from._tag === "TypeLiteral" ||
          (ast.from._tag === "Transformation" &&
            ast.from.transformation._tag === "TypeLiteralTransformation"))
      if (!isClass && !sameKinds(kindsOf(AST.encodedAST(ast.from)), kindsOf(AST.typeAST(ast.to)))) {
        findings.unsupported.push(`${path || "(value)"}: ${String(ast)}`)
      }
      walk(ast.from, path, findings, seen)
      return
    }
    case "Refinement":
      walk(ast.from, path, findings, seen)
      return
    case "Suspend":
      seen.add(ast)
      walk(ast.f(), path, findings, seen)
      return
    case "Union":
      for (const member of ast.types) walk(member, path, findings, seen)
      return
    case "TupleType":
      for (const [index, element] of ast.elements.entries()) {
        walk(element.type, join(path, String(index)), findings, seen)
      }
      for (const rest of ast.rest) walk(rest.type, join(path, "[]"), findings, seen)
      return
    case "TypeLiteral":
      for (const property of ast.propertySignatures)
        walk(property.type, join(path, String(property.name)), findings, seen)
      for (const index of ast.indexSignatures) walk(index.type, join(path, "{}"), findings, seen)
      return
    case "Declaration":
      findings.unsupported.push(`${path || "(value)"}: ${String(ast)}`)
      return
    default:
      return
  }
}

const inspect = (ast: AST.AST, where: string, problems: Array<string>): MoneyPaths => {
  const findings: Findings = { money: [], unsupported: [] }
  walk(ast, "", findings, new Set())
  problems.push(...findings.unsupported.map((problem) => `${where} ${problem}`))
  return [...new Set(findings.money)]
}

/** The `_tag` literal of a tagged error's wire shape, if it has one. */
const errorTagOf = (ast: AST.AST): string | undefined => {
  const encoded = AST.encodedAST(ast)
  if (encoded._tag !== "TypeLiteral") return undefined
  const tag = encoded.propertySignatures.find((property) => property.name === "_tag")?.type
  return tag?._tag === "Literal" && typeof tag.literal === "string" ? tag.literal : undefined
}

/** The top level of a success's wire form: an object with the keys every variant has, an array, or no body. */
const shapeOf = (asts: ReadonlyArray<AST.AST>): SuccessShape => {
  if (asts.length === 0) return { kind: "none" }
  const encoded = asts.flatMap((ast) => membersOf(AST.encodedAST(ast)))
  if (encoded.every((ast) => ast._tag === "TupleType")) return { kind: "array" }
  if (encoded.every((ast) => ast._tag === "VoidKeyword" || ast._tag === "UndefinedKeyword"))
    return { kind: "none" }
  if (!encoded.every((ast) => ast._tag === "TypeLiteral")) return { kind: "any" }
  const required = encoded.map(
    (ast) =>
      new Set(
        (ast as AST.TypeLiteral).propertySignatures
          .filter((property) => !property.isOptional)
          .map((property) => String(property.name))
      )
  )
  const [first = new Set<string>(), ...others] = required
  return { kind: "object", keys: [...first].filter((key) => others.every((keys) => keys.has(key))).sort() }
}

const membersOf = (ast: AST.AST): ReadonlyArray<AST.AST> => (ast._tag === "Union" ? ast.types : [ast])

export const wirePlanOf = <Id extends string, Groups extends HttpApiGroup.HttpApiGroup.Any, E, R>(
  api: HttpApi.HttpApi<Id, Groups, E, R>
): DerivedWirePlan => {
  const plan: Record<string, Record<string, EndpointPlan>> = {}
  const problems: Array<string> = []
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, payloads, successes, errors }) => {
      const where = (part: string) => `${group.identifier}.${endpoint.name} ${part}`
      const payload = [...payloads.values()].flatMap(({ ast }) => inspect(ast, where("payload"), problems))
      const successAsts = [...successes.values()].flatMap(({ ast }) => Option.toArray(ast))
      const success = successAsts.flatMap((ast) => inspect(ast, where("success"), problems))
      // An error body is read for its tag, its message and its money; its other fields come as sent
      // (the platform's decode error holds paths whose symbols are text on the wire, and nothing reads them).
      const errorMoney: Record<string, MoneyPaths> = {}
      for (const { ast } of errors.values()) {
        if (Option.isNone(ast)) continue
        for (const member of membersOf(ast.value)) {
          const money = inspect(member, "", [])
          const tag = errorTagOf(member)
          if (money.length > 0 && tag !== undefined) errorMoney[tag] = money
        }
      }
      // Path parameters and query values go as text: numbers and dates are written as their
      // schemas write them (String(n), toISOString()); anything else would need its own encoder.
      for (const [part, schema] of [
        ["path", endpoint.pathSchema],
        ["query", endpoint.urlParamsSchema],
        ["headers", endpoint.headersSchema]
      ] as const) {
        if (Option.isSome(schema)) {
          for (const property of AST.getPropertySignatures(AST.typeAST(schema.value.ast))) {
            const kinds = kindsOf(property.type)
            const writable = [...kinds].every((kind) =>
              ["string", "number", "boolean", "undefined", "Declaration DateFromSelf"].includes(kind)
            )
            if (!writable) problems.push(where(`${part} ${String(property.name)}: ${[...kinds].join(" | ")}`))
          }
        }
      }
      plan[group.identifier] = {
        ...plan[group.identifier],
        [endpoint.name]: {
          method: endpoint.method,
          path: endpoint.path,
          payload: [...new Set(payload)],
          success: [...new Set(success)],
          shape: shapeOf(successAsts),
          errors: errorMoney
        }
      }
    }
  })
  return { plan, problems }
}

/** The plan as wire-plan.json holds it: stable key order, one endpoint per block. */
export const wirePlanJson = (plan: WirePlan): string => `${JSON.stringify(plan, null, 2)}\n`
