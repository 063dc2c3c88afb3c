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

const find = (list: readonly [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1]

/**
 * The device's name in 'Mis dispositivos' from its user agent: 'Android · Chrome',
 * 'iPhone · Safari', 'Windows · Edge'; 'Dispositivo' when nothing is recognized.
 */
export function nombreDispositivo(userAgent: string): string {
  const partes = [find(SISTEMAS, userAgent), find(NAVEGADORES, userAgent)].filter(Boolean)
  return partes.length > 0 ? partes.join(' · ') : 'Dispositivo'
}
