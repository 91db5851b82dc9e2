import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Duration, Effect, Option, Redacted } from "effect"
import { GrillApi } from "../api.js"
import { ServerConfig } from "../platform/config.js"
import { Auth, SESSION_LIFETIME } from "./auth.js"
import { CurrentStaff } from "./auth-api.js"
import { SESSION_COOKIE } from "./session-cookie.js"
import { SignInThrottle } from "./sign-in-throttle.js"

export const AuthHandlers = HttpApiBuilder.group(GrillApi, "auth", (handlers) =>
  Effect.gen(function* () {
    const auth = yield* Auth
    const throttle = yield* SignInThrottle
    const { secureCookies } = yield* ServerConfig

    /** httpOnly + SameSite=Strict: scripts cannot read it and other sites cannot ride it. */
    const setSessionCookie = (value: string, maxAge: Duration.Duration) =>
      HttpApp.appendPreResponseHandler((_request, response) =>
        HttpServerResponse.setCookie(response, SESSION_COOKIE, value, {
          httpOnly: true,
          sameSite: "strict",
          secure: secureCookies,
          path: "/",
          maxAge
        }).pipe(Effect.orDie)
      )

    return handlers
      .handle("login", ({ payload }) =>
        Effect.gen(function* () {
          // Only wrong passwords count; parallel guesses hold their places while being checked.
          const session = yield* throttle.guard(
            payload.username,
            auth.login(payload.username, payload.password),
            "Unauthorized"
          )
          yield* setSessionCookie(Redacted.value(session.token), SESSION_LIFETIME)
          return { success: true, user: session.user }
        })
      )
      .handle("logout", () =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const token = Option.fromNullable(request.cookies[SESSION_COOKIE])
          if (Option.isSome(token)) yield* auth.logout(token.value)
          yield* setSessionCookie("", Duration.zero)
          return { success: true }
        })
      )
      .handle("changePassword", ({ payload }) =>
        Effect.gen(function* () {
          const me = yield* CurrentStaff
          // A borrowed session must not become a way to guess the password behind it.
          const request = yield* HttpServerRequest.HttpServerRequest
          const token = request.cookies[SESSION_COOKIE] ?? ""
          yield* throttle.guard(
            me.username,
            auth.changePassword(me, token, payload.currentPassword, payload.newPassword),
            "InvalidRequest"
          )
          return { success: true, message: "Password changed" }
        })
      )
      .handle("me", () => Effect.map(CurrentStaff, (user) => ({ success: true, user })))
  })
)
