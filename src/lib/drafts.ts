import { clear, createStore } from 'idb-keyval'

/** Where the registration being typed is kept: text in localStorage, photos in IndexedDB. */
export const ALTA_DRAFT_KEY = 'alta-socio-borrador'
export const altaPhotoStore = () => createStore('club-alta-borrador', 'fotos')

/** Forgets every unsent form: a person's data must not outlive the session on a shared device. */
export async function clearDrafts(): Promise<void> {
  localStorage.removeItem(ALTA_DRAFT_KEY)
  await clear(altaPhotoStore()).catch(() => undefined)
}
