import { useEffect } from 'react'
import { useClubSettings } from './club-settings'

/** `Page · Club` as the tab title; the club's name alone on the home page. */
export function useDocumentTitle(page?: string) {
  const { nombre } = useClubSettings()
  useEffect(() => {
    document.title = page ? `${page} · ${nombre}` : nombre
  }, [page, nombre])
}
