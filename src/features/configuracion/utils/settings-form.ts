import { formatPesos, parsePesos } from '@/domain/dinero'
import type { ClubSettings } from '@/domain/configuracion/configuracion'

/** A row of one of the form's lists; `clave` only tells rows apart while they move. */
type Fila<T> = T & { clave: string }

/**
 * The settings as the screen holds them (docs/product.md#configuracion): every value as the
 * text typed, so a wrong number stays on screen with its message instead of being lost.
 */
export type SettingsForm = {
  nombre: string
  nombreCorto: string
  descripcion: string
  escudo: string
  whatsapp: string
  telefono: string
  email: string
  horarioSecretaria: { dias: string; desde: string; hasta: string }
  direccion: {
    calle: string
    ciudad: string
    provincia: string
    codigoPostal: string
    lat: string
    lng: string
  }
  pagos: {
    presencial: Fila<{ texto: string }>[]
    transferencia: { banco: string; titular: string; cuit: string; cbu: string; alias: string }
    deposito: { banco: string; cuenta: string }
    comprobante: { email: string; whatsapp: string }
  }
  hero: Fila<{ src: string; alt: string }>[]
  sponsors: Fila<{ nombre: string; src: string; alt: string; url: string }>[]
  categorias: Fila<{ nombre: string; importe: string }>[]
  diaVencimiento: string
  ingresoRecienteMinutos: string
  vigenciaSocio: { tipo: 'fin-de-año' | 'meses'; meses: string }
  denegarConCuotasVencidas: string
}

const nuevaClave = () => crypto.randomUUID()
export const fila = <T extends object>(valores: T): Fila<T> => ({ ...valores, clave: nuevaClave() })

/** An amount in pesos as the field shows it: '15.000,00', no sign. */
export const pesosTexto = (centavos: number) => formatPesos(centavos).replace(/^\$\s/, '')

export function toForm(club: ClubSettings): SettingsForm {
  return {
    nombre: club.nombre,
    nombreCorto: club.nombreCorto,
    descripcion: club.descripcion,
    escudo: club.escudo,
    whatsapp: club.whatsapp,
    telefono: club.telefono ?? '',
    email: club.email,
    horarioSecretaria: { ...club.horarioSecretaria },
    direccion: {
      ...club.direccion,
      lat: String(club.direccion.lat),
      lng: String(club.direccion.lng),
    },
    pagos: {
      presencial: club.pagos.presencial.map((texto) => fila({ texto })),
      transferencia: { ...club.pagos.transferencia },
      deposito: { ...club.pagos.deposito },
      comprobante: { ...club.pagos.comprobante },
    },
    hero: club.hero.map(({ src, alt }) => fila({ src, alt })),
    sponsors: club.sponsors.map(({ nombre, src, alt, url }) =>
      fila({ nombre, src, alt, url: url ?? '' }),
    ),
    categorias: club.categorias.map(({ nombre, importe }) =>
      fila({ nombre, importe: pesosTexto(importe) }),
    ),
    diaVencimiento: String(club.diaVencimiento),
    ingresoRecienteMinutos: String(club.ingresoRecienteMinutos),
    vigenciaSocio: {
      tipo: club.vigenciaSocio.tipo,
      meses: club.vigenciaSocio.tipo === 'meses' ? String(club.vigenciaSocio.meses) : '12',
    },
    denegarConCuotasVencidas: String(club.denegarConCuotasVencidas),
  }
}

/** A typed number; NaN for what is not one, which the schema refuses with its message. */
const numero = (texto: string) => {
  const limpio = texto.trim().replace(',', '.')
  return limpio === '' ? Number.NaN : Number(limpio)
}
const sinClave = <T extends { clave: string }>({ clave: _clave, ...resto }: T) => resto

/**
 * What the screen sends: the shape of the settings, checked by the same schema as the
 * server's (`clubSettingsSchema`) before it goes. Empty optional texts are left out.
 */
export function toSettingsInput(form: SettingsForm): unknown {
  const { presencial, ...pagos } = form.pagos
  return {
    ...form,
    telefono: form.telefono.trim() || undefined,
    direccion: {
      ...form.direccion,
      lat: numero(form.direccion.lat),
      lng: numero(form.direccion.lng),
    },
    pagos: { ...pagos, presencial: presencial.map(({ texto }) => texto) },
    hero: form.hero.map(sinClave),
    sponsors: form.sponsors.map(({ url, ...sponsor }) => ({
      ...sinClave(sponsor),
      ...(url.trim() ? { url } : {}),
    })),
    categorias: form.categorias.map(({ nombre, importe }) => ({
      nombre,
      importe: parsePesos(importe) ?? Number.NaN,
    })),
    diaVencimiento: numero(form.diaVencimiento),
    ingresoRecienteMinutos: numero(form.ingresoRecienteMinutos),
    vigenciaSocio:
      form.vigenciaSocio.tipo === 'meses'
        ? { tipo: 'meses', meses: numero(form.vigenciaSocio.meses) }
        : { tipo: 'fin-de-año' },
    denegarConCuotasVencidas: numero(form.denegarConCuotasVencidas),
  }
}

/** The text at a dotted path ('pagos.transferencia.cbu', 'hero.2.alt'). */
export function getIn(form: SettingsForm, path: string): string {
  let value: unknown = form
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}

/** `form` with `value` at a dotted path, every object and list on the way copied. */
export function setIn<T>(form: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.')
  const current = form as Record<string, unknown>
  const next = rest.length === 0 ? value : setIn(current[key!], rest.join('.'), value)
  if (Array.isArray(form)) {
    const copy = [...form]
    copy[Number(key)] = next
    return copy as T
  }
  return { ...current, [key!]: next } as T
}

/** `list` with the item at `from` moved to `to`. */
export function mover<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item!)
  return copy
}
