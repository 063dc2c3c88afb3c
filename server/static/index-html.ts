import type { ClubSettings } from '../../src/domain/configuracion/configuracion.ts'

const HEAD_MARKER = '<!--club-head-->'

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/** JSON that cannot close the script element it sits in. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

/**
 * Fills the built index.html with the club's data: title, description, social preview, the
 * crest and, on the landing page only, the first hero image preloaded (it is the largest
 * paint of `/`; any other page would not use it), and the public settings as inert JSON, so
 * the first render needs no API round trip.
 */
export function renderIndexHtml(
  template: string,
  club: ClubSettings,
  origin: string | undefined,
  { landing }: { landing: boolean },
): string {
  const first = landing ? club.hero[0] : undefined
  const ogImage = `${origin ?? ''}/images/og-image.jpg`
  const tags = [
    `<title>${escapeHtml(club.nombre)}</title>`,
    `<meta name="description" content="${escapeHtml(club.descripcion)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(club.nombre)}">`,
    `<meta property="og:description" content="${escapeHtml(club.descripcion)}">`,
    `<meta property="og:image" content="${escapeHtml(ogImage)}">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(club.nombreCorto)}">`,
    first
      ? `<link rel="preload" as="image" type="image/avif" fetchpriority="high" media="(orientation: portrait)" href="${escapeHtml(first.src)}-portrait-480.avif">` +
        `<link rel="preload" as="image" type="image/avif" fetchpriority="high" media="(orientation: landscape)" imagesrcset="${escapeHtml(first.src)}-640.avif 640w, ${escapeHtml(first.src)}-1280.avif 1280w, ${escapeHtml(first.src)}-1920.avif 1920w" imagesizes="100vw">`
      : '',
    `<link rel="preload" as="image" href="${escapeHtml(club.escudo)}">`,
    `<script type="application/json" id="club-settings" data-updated-at="${Date.now()}">${safeJson(club)}</script>`,
  ]
  return template.replace(HEAD_MARKER, () => tags.join('\n    '))
}
