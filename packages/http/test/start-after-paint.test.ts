import { describe, expect, it } from "vitest"
import { START_AFTER_PAINT_MARK, startAfterFirstPaint } from "../src/site/start-after-paint.js"

const page =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js"><title>Menu</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/OrderScreen-3.js"></head>' +
  '<body><div id="root"><h1>Menu</h1></div></body></html>'

describe("a drawn page's scripts start after its first paint", () => {
  it("moves the entry and the preloads into one inline module at the end of the body", () => {
    const started = startAfterFirstPaint(page)
    expect(started).not.toContain('src="/assets/index-1.js"')
    expect(started).not.toContain('rel="modulepreload"')
    expect(started).toContain('<div id="root"><h1>Menu</h1></div>')
    const script = /<script type="module" ([^>]*)>([\s\S]*?)<\/script><\/body>/.exec(started)
    expect(script?.[1]).toBe(START_AFTER_PAINT_MARK)
    expect(script?.[2]).toContain('["/assets/index-1.js","/assets/react-2.js","/assets/OrderScreen-3.js"]')
    expect(script?.[2]).toContain("requestAnimationFrame")
  })

  it("leaves a page without exactly one entry script as it is", () => {
    const plain = '<html><body><div id="root"></div></body></html>'
    expect(startAfterFirstPaint(plain)).toBe(plain)
  })
})
