import { useRef } from 'react'
import type { PersonaLookup } from '@/domain/socios/socios-api'
import { errorMessage } from '@/lib/http'
import { notify } from '@/lib/notify'
import { buscarPersona, socioRegistrado } from '../api/lookup-documento'

/**
 * A lookup run on leaving a document field: once per complete documento that got an
 * answer (after a failure, leaving the field again retries), and only online.
 */
function useLookupOnce(lookup: (documento: string) => Promise<boolean>) {
  const last = useRef('')
  return (typed: string) => {
    const documento = typed.replace(/\D/g, '')
    if (!/^\d{6,8}$/.test(documento) || documento === last.current || !navigator.onLine) return
    last.current = documento
    void lookup(documento).then((answered) => {
      if (!answered && last.current === documento) last.current = ''
    })
  }
}

/**
 * Leaving the member's document field (docs/product.md#datos-personales): is it a registered
 * member, else a known person whose data can fill the form.
 */
export function useSocioLookup(onPersona: (persona: PersonaLookup) => void) {
  return useLookupOnce(async (documento) => {
    try {
      if (await socioRegistrado(documento)) {
        // Shown as a success: the lookup worked, the member exists.
        notify('success', 'Socio ya registrado')
        return true
      }
      const persona = await buscarPersona(documento)
      if (persona) {
        onPersona(persona)
        notify('success', 'Persona encontrada')
      }
      return true
    } catch (error) {
      notify('error', await errorMessage(error, 'Error al buscar el socio'))
      return false
    }
  })
}

/** Leaving a guardian's document field: their data fills the row, parentesco stays. */
export function useResponsableLookup(onPersona: (persona: PersonaLookup) => void) {
  return useLookupOnce(async (documento) => {
    try {
      const persona = await buscarPersona(documento)
      if (persona) {
        onPersona(persona)
        notify('success', 'Datos del responsable cargados exitosamente.')
      }
      return true
    } catch {
      notify('error', 'No se pudo verificar el responsable.')
      return false
    }
  })
}
