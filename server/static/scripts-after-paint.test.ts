import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint } from './scripts-after-paint.ts'

describe('scriptsAfterPaint', () => {
  it("asks low priority for the page's module script and every module preload", () => {
    const head =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
      '<link rel="preload" as="image" href="/crest.svg">' +
      '<script type="application/json" id="club-settings">{}</script>'
    expect(scriptsAfterPaint(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework.js">' +
        '<link rel="preload" as="image" href="/crest.svg">' +
        '<script type="application/json" id="club-settings">{}</script>',
    )
  })

  it('leaves a tag that already says its priority as it is', () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js">'
    expect(scriptsAfterPaint(tag)).toBe(tag)
  })
})
