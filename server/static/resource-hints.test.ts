import { describe, expect, it } from 'vitest'
import { placeRendered } from './resource-hints.ts'

const page =
  '<html><head><link rel="preload" as="image" href="/crest.svg"></head><body><div id="root"></div></body></html>'

describe('placeRendered', () => {
  it('puts the markup in #root and React’s new hints in the head, once each', () => {
    const rendered =
      '<link rel="preload" as="image" href="/crest.svg"/><link rel="preload" as="image" href="/hero.avif"/><div class="app"><h1>Club</h1></div>'
    expect(placeRendered(page, rendered)).toBe(
      '<html><head><link rel="preload" as="image" href="/crest.svg"><link rel="preload" as="image" href="/hero.avif"/></head><body><div id="root"><div class="app"><h1>Club</h1></div></div></body></html>',
    )
  })

  it('leaves markup without hints as it is, a `$` included', () => {
    expect(placeRendered(page, '<p>$& cuotas</p>')).toContain(
      '<div id="root"><p>$& cuotas</p></div>',
    )
  })
})
