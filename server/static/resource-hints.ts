const LEADING_LINKS = /^((?:<link [^>]*\/>)*)([\s\S]*)$/
const LINK = /<link [^>]*\/>/g
const HREF = / href="[^"]*"/

/**
 * React's server render puts its resource hints (the first images' preloads) ahead of the
 * markup: they go to the page's head, where they belong, each once, and out of what the
 * client hydrates (ADR 0050). Returns the page with `rendered` inside `#root`.
 */
export function placeRendered(page: string, rendered: string): string {
  const [, hints = '', markup = rendered] = LEADING_LINKS.exec(rendered) ?? []
  const newHints = (hints.match(LINK) ?? []).filter(
    (link) => !page.includes(HREF.exec(link)?.[0] ?? link),
  )
  return page
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace('</head>', () => `${newHints.join('')}</head>`)
}
