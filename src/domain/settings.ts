import * as v from 'valibot'

const text = v.pipe(v.string(), v.trim(), v.minLength(1))
const hhmm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:MM)'))

const imagen = v.object({
  /** Path without size/format suffix, e.g. `/images/hero/hero-01`. */
  src: text,
  alt: text,
})

export const clubSettingsSchema = v.object({
  nombre: text,
  nombreCorto: text,
  descripcion: text,
  escudo: text,
  whatsapp: v.pipe(v.string(), v.regex(/^\d{10,15}$/, 'WhatsApp: solo dígitos con código de país')),
  email: v.pipe(v.string(), v.email()),
  telefono: v.optional(v.string()),
  horarioSecretaria: v.object({ dias: text, desde: hhmm, hasta: hhmm }),
  direccion: v.object({
    calle: text,
    ciudad: text,
    provincia: text,
    codigoPostal: text,
    lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  pagos: v.object({
    presencial: v.array(text),
    transferencia: v.object({ banco: text, titular: text, cuit: text, cbu: text, alias: text }),
    deposito: v.object({ banco: text, cuenta: text }),
    comprobante: v.object({ email: v.pipe(v.string(), v.email()), whatsapp: text }),
  }),
  hero: v.pipe(v.array(imagen), v.minLength(1)),
  sponsors: v.array(v.object({ nombre: text, src: text, alt: text, url: v.optional(v.string()) })),
})

export type ClubSettings = v.InferOutput<typeof clubSettingsSchema>

export function formatDireccion(d: ClubSettings['direccion']): string {
  return `${d.calle}, ${d.ciudad}, ${d.provincia}`
}

export function formatHorario(h: ClubSettings['horarioSecretaria']): string {
  return `${h.dias} de ${h.desde} a ${h.hasta}`
}

/** '5492954123456' → '+54 9 2954 12-3456' (Argentine mobile), else '+' and the digits. */
export function formatTelefonoWhatsapp(numero: string): string {
  const mobile = /^549(\d{4})(\d{2})(\d{4})$/.exec(numero)
  return mobile ? `+54 9 ${mobile[1]} ${mobile[2]}-${mobile[3]}` : `+${numero}`
}

export function whatsappLink(numero: string, texto: string): string {
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`
}
