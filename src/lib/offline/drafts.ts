import { userStore } from './device-storage'

/**
 * Where the registration being typed is kept: text in localStorage, photos in IndexedDB.
 * Signing out forgets both (src/lib/session/forget-user.ts).
 */
export const ALTA_DRAFT_KEY = 'alta-socio-borrador'
export const altaPhotoStore = () => userStore('altaDraftPhotos')
