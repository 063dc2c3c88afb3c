/** WhatsApp numbers and chat links (docs/product.md#floating-whatsapp-button). */

/** '5492954123456' → '+54 9 2954 12-3456' (Argentine mobile), else '+' and the digits. */
export function formatTelefonoWhatsapp(numero: string): string {
  const mobile = /^549(\d{4})(\d{2})(\d{4})$/.exec(numero)
  return mobile ? `+54 9 ${mobile[1]} ${mobile[2]}-${mobile[3]}` : `+${numero}`
}

/**
 * A member's phone as WhatsApp's international number: kept when it starts with the
 * country code 54, else read as an Argentine mobile (a leading trunk 0 dropped, 549 put in
 * front); null when it has no digits.
 */
export function numeroWhatsapp(telefono: string | null): string | null {
  const digits = telefono?.replace(/\D/g, '') ?? ''
  if (!digits) return null
  return digits.startsWith('54') ? digits : `549${digits.replace(/^0/, '')}`
}

export function whatsappLink(numero: string, texto: string): string {
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`
}
