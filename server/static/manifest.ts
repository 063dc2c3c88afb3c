import { Hono } from 'hono'
import type { ClubSettings } from '../../src/domain/configuracion/configuracion.ts'
import type { Db } from '../db/client.ts'
import { getClubSettings } from '../routes/configuracion/club-settings.ts'
import { compressed } from '../lib/http/compression.ts'
import { describe } from '../lib/http/openapi/describe.ts'

/** The web app manifest, named after the club's settings so a rename needs no rebuild. */
export function webManifest(club: ClubSettings) {
  return {
    id: '/',
    name: club.nombre,
    short_name: club.nombreCorto,
    description: club.descripcion,
    lang: 'es-AR',
    dir: 'ltr',
    start_url: '/cuenta/micuenta?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f7f5ef',
    theme_color: '#0b5d3b',
    categories: ['sports', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Carnet Digital',
        short_name: 'Carnet',
        url: '/cuenta/carnet?source=shortcut',
        icons: [{ src: '/icons/shortcut-carnet-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Control de Socios',
        short_name: 'Control',
        url: '/admin/control?source=shortcut',
        icons: [{ src: '/icons/shortcut-control-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  }
}

export function manifestRoutes(db: Db) {
  return new Hono().get(
    '/manifest.webmanifest',
    describe({
      id: 'manifiestoWeb',
      tag: 'pwa',
      summary: 'El manifiesto de la aplicación, con el nombre del club',
      description: '`Cache-Control: no-cache`.',
      access: 'public',
      raw: { types: ['application/manifest+json'], description: 'El manifiesto (JSON)' },
    }),
    compressed,
    async (c) => {
      const body = JSON.stringify(webManifest(await getClubSettings(db)))
      return c.body(body, 200, {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'no-cache',
      })
    },
  )
}
