const SISTEMAS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
]

// Order matters: Edge, Opera and Samsung's browser say 'Chrome' too, and Chrome 'Safari'.
const NAVEGADORES: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|OPX\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

/** The platforms of User-Agent Client Hints, as a member calls them. */
const PLATAFORMAS: Record<string, string> = {
  Android: 'Android',
  'Chrome OS': 'ChromeOS',
  'Chromium OS': 'ChromeOS',
  iOS: 'iPhone',
  Linux: 'Linux',
  macOS: 'Mac',
  Windows: 'Windows',
}

/** What `navigator.userAgentData.getHighEntropyValues` answers, where the browser has it. */
export type ClientHints = { model?: string; platform?: string; platformVersion?: string }

const find = (list: readonly [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1]

/** 'Android; Pixel 8)' in the user agent; Chrome's reduced one says only 'K'. */
function modeloDelUserAgent(userAgent: string): string | undefined {
  const modelo = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(userAgent)?.[1]?.trim()
  return modelo && modelo !== 'K' ? modelo : undefined
}

/** The system with the version a member knows: 'Android 14', 'Windows 11'. */
function sistemaDeHints({ platform, platformVersion }: ClientHints): string | undefined {
  const sistema = platform ? PLATAFORMAS[platform] : undefined
  if (!sistema) return undefined
  const mayor = Number(platformVersion?.split('.')[0])
  if (!Number.isFinite(mayor) || mayor <= 0) return sistema
  if (sistema === 'Android') return `Android ${mayor}`
  // Windows 11 reports 13 and above; 10 reports 1 to 10 (Microsoft's documented mapping).
  if (sistema === 'Windows') return mayor >= 13 ? 'Windows 11' : 'Windows 10'
  return sistema
}

/**
 * The device's name in 'Mis dispositivos': its model where the browser tells it (User-Agent
 * Client Hints, else the user agent), its system and its browser: 'Pixel 8 · Android 14 ·
 * Chrome', 'iPhone · Safari', 'Windows 11 · Edge'; 'Dispositivo' when nothing is recognized.
 * At most 60 characters, what the server takes.
 */
export function nombreDispositivo(userAgent: string, hints: ClientHints = {}): string {
  const modelo = hints.model?.trim() || modeloDelUserAgent(userAgent)
  const sistema = sistemaDeHints(hints) ?? find(SISTEMAS, userAgent)
  const partes = [modelo, sistema, find(NAVEGADORES, userAgent)].filter(Boolean)
  return partes.length > 0 ? partes.join(' · ').slice(0, 60) : 'Dispositivo'
}

type UserAgentData = {
  getHighEntropyValues(hints: string[]): Promise<ClientHints>
}

/** This browser's name for its device: asks the Client Hints where there are any. */
export async function nombreDeEsteDispositivo(): Promise<string> {
  const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData
  const hints = await data
    ?.getHighEntropyValues(['model', 'platform', 'platformVersion'])
    .catch(() => undefined)
  return nombreDispositivo(navigator.userAgent, hints ?? {})
}
