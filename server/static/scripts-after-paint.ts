const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g

/**
 * A page the server rendered paints without its scripts, so they are fetched at low priority,
 * after what the paint needs (ADR 0036). At their default high priority, Lighthouse's
 * simulation counted each script that arrived before the paint as blocking it.
 */
export const scriptsAfterPaint = (html: string) =>
  html.replace(SCRIPT_TAG, (tag) => `${tag} fetchpriority="low"`)
