/** Keeps the cookies an answer sets in `jar`, as a browser does; an emptied cookie is dropped. */
export const keepCookies = (jar: Map<string, string>, headers: Headers) => {
  for (const header of headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? ""
    const at = pair.indexOf("=")
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    if (value === "") jar.delete(name)
    else jar.set(name, value)
  }
}

/** The `cookie` header that sends what `jar` holds. */
export const cookieHeader = (jar: ReadonlyMap<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ")

/** The cookie `name=value` a sign-in returned, as a jar entry. */
export const cookieEntry = (cookie: string): Record<string, string> => {
  const at = cookie.indexOf("=")
  return { [cookie.slice(0, at)]: cookie.slice(at + 1) }
}
