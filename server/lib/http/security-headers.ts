import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * Headers for every response. Scripts only from our origin (no inline scripts);
 * `wasm-unsafe-eval` for zxing's reader, `worker-src blob:` for qr-scanner's worker,
 * inline styles for the toast library, the club map from OpenStreetMap (the frame, and the
 * page's check that it can load), and Google Identity Services for 'Continuar con Google'.
 * Images only from our origin: the static map is ours too (`/api/settings/mapa`).
 */
const GSI = 'https://accounts.google.com/gsi'
const OSM = 'https://www.openstreetmap.org'

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", `${GSI}/client`],
      styleSrc: ["'self'", "'unsafe-inline'", `${GSI}/style`],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", `${GSI}/`, OSM],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: [OSM, `${GSI}/`],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup (browsers without FedCM) must reach its opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
  })

/**
 * The headers securityHeaders() sets, for answers written without Hono
 * (routes/porteria/validar-token/validar-token-node.ts): read once from the middleware itself, so that
 * both always send the same.
 */
export async function securityHeaderList(): Promise<[string, string][]> {
  const probe = new Hono().use(securityHeaders()).get('/', (c) => c.body(null, 204))
  const res = await probe.request('/')
  return [...res.headers]
}
