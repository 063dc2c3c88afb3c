import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'

/** A documento no demo member has (the seeder's are below 60 million). */
export const nuevoDocumento = () => String(90_000_000 + Math.floor(Math.random() * 9_999_999))

/** A real JPEG photo, as a phone or a scanner would give. */
export async function jpeg(width: number, height: number, color: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
  return { name: 'foto.jpg', mimeType: 'image/jpeg', buffer }
}

/** Chooses a file in the photo panel opened by `button` and confirms it. */
export async function attachPhoto(page: Page, button: string, panel: string, color: string) {
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await form.getByRole('button', { name: button }).click()
  await form.getByLabel(`Archivo: ${panel}`).setInputFiles(await jpeg(1200, 900, color))
  await expect(form.getByRole('img', { name: `Vista previa: ${panel}` })).toBeVisible()
  await form.getByRole('button', { name: 'Confirmar' }).click()
  await expect(form.getByRole('img', { name: panel })).toBeVisible()
}

type Adulto = { documento: string; nombre: string; apellido: string }

/** Steps 1 to 3 of an adult's registration, up to the enabled 'Guardar Socio'. */
export async function fillAdult(page: Page, socio: Adulto) {
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await expect(form.getByText('Paso 1 de 3 (33%)')).toBeVisible()
  await form.getByLabel('Documento', { exact: true }).fill(socio.documento)
  await form.getByLabel('Nombre', { exact: true }).fill(socio.nombre)
  await form.getByLabel('Apellido', { exact: true }).fill(socio.apellido)
  await form.getByLabel('Fecha de nacimiento').fill('1990-04-12')
  await form.getByLabel('Sexo').selectOption('Femenino')
  await attachPhoto(page, 'Agregar foto del socio', 'Foto del socio', '#c08a5a')
  await form.getByRole('button', { name: 'Siguiente' }).click()

  await expect(form.getByText('Paso 2 de 3 (67%)')).toBeVisible()
  await attachPhoto(page, 'Agregar frente del documento', 'Frente del documento', '#8fb0d8')
  await form.getByRole('button', { name: 'Siguiente' }).click()

  await expect(form.getByText('Paso 3 de 3 (100%)')).toBeVisible()
  await form.getByLabel('Email').fill(`${socio.documento}@example.com`)
  await form.getByLabel('WhatsApp').fill('2954555123')
  await form.getByLabel('Contraseña', { exact: true }).fill('pampa-verde-2026')
  await expect(form.getByRole('button', { name: 'Guardar Socio' })).toBeEnabled()
}
