import { useRef } from 'react'
import type { PersonaLookup } from '@/domain/socios-api'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { buscarPersona, socioRegistrado } from '../api/lookup-documento'

const digitsOf = (documento: string) => documento.replace(/\D/g, '')

/**
 * Leaving the member's document field (SPEC.md §7): is it a registered member, else a
 * known person whose data can fill the form. Each documento is looked up once.
 */
export function useSocioLookup(onPersona: (persona: PersonaLookup) => void) {
  const last = useRef('')
  return async (documento: string) => {
    const digits = digitsOf(documento)
    if (!/^\d{6,8}$/.test(digits) || digits === last.current || !navigator.onLine) return
    last.current = digits
    try {
      if (await socioRegistrado(digits)) return notify('warning', 'Socio ya registrado')
      const persona = await buscarPersona(digits)
      if (!persona) return
      onPersona(persona)
      notify('success', 'Persona encontrada')
    } catch (error) {
      notify('error', await errorMessage(error, 'Error al buscar el socio'))
    }
  }
}

/** Leaving a guardian's document field: their data fills the row, parentesco stays. */
export function useResponsableLookup(onPersona: (persona: PersonaLookup) => void) {
  const last = useRef('')
  return async (documento: string) => {
    const digits = digitsOf(documento)
    if (!/^\d{6,8}$/.test(digits) || digits === last.current || !navigator.onLine) return
    last.current = digits
    try {
      const persona = await buscarPersona(digits)
      if (!persona) return
      onPersona(persona)
      notify('success', 'Datos del responsable cargados exitosamente.')
    } catch {
      notify('error', 'No se pudo verificar el responsable.')
    }
  }
}
