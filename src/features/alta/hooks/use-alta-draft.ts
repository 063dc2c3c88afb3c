import { del, get, set } from 'idb-keyval'
import { useEffect, useRef, useState } from 'react'
import { ALTA_DRAFT_KEY, altaPhotoStore } from '@/lib/offline/drafts'
import { altaVacia, responsableVacio, type AltaForm, type Fotos } from '../utils/alta-form'

/**
 * The registration being typed survives a reload or a closed tab: text in localStorage,
 * photos in IndexedDB. The password is never written down; it is typed again.
 */
export function useAltaDraft() {
  const [form, setForm] = useState<AltaForm>(readText)
  const photosLoaded = useRef(false)

  useEffect(() => {
    void get<Fotos>('fotos', altaPhotoStore())
      .catch(() => undefined)
      .then((fotos) => {
        photosLoaded.current = true
        if (fotos && Object.keys(fotos).length > 0)
          setForm((current) => ({ ...current, fotos: { ...fotos, ...current.fotos } }))
      })
  }, [])

  useEffect(() => {
    const { socio, responsables } = form
    localStorage.setItem(
      ALTA_DRAFT_KEY,
      JSON.stringify({ socio: { ...socio, password: '' }, responsables }),
    )
  }, [form])

  useEffect(() => {
    // Until the saved photos are read, an empty set would erase them.
    if (photosLoaded.current) void set('fotos', form.fotos, altaPhotoStore()).catch(() => undefined)
  }, [form.fotos])

  const clear = () => {
    localStorage.removeItem(ALTA_DRAFT_KEY)
    void del('fotos', altaPhotoStore()).catch(() => undefined)
    setForm(altaVacia())
  }

  return { form, setForm, clear }
}

function readText(): AltaForm {
  const empty = altaVacia()
  try {
    const saved = JSON.parse(
      localStorage.getItem(ALTA_DRAFT_KEY) ?? 'null',
    ) as Partial<AltaForm> | null
    if (!saved?.socio) return empty
    return {
      socio: { ...empty.socio, ...saved.socio, password: '' },
      responsables: Array.isArray(saved.responsables)
        ? saved.responsables.map((row) => ({ ...responsableVacio(), ...row }))
        : [],
      fotos: {},
    }
  } catch {
    return empty
  }
}
