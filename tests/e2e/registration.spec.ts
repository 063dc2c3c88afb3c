import type { Page } from '@playwright/test'
import { diaDelClub } from '../../src/domain/fecha'
import { vencimientoDesde } from '../../src/domain/socios/socio'
import { expect, test } from '../support/fixtures'
import { attachPhoto, fillAdult, jpeg, nuevoDocumento } from '../support/alta-helpers'
import { DEMO_ADMIN, openAs } from '../support/sign-in'
import { waitForWorker } from '../support/service-worker'

/** An unknown documento is a 404 of the person lookup, which the browser logs. */
const UNKNOWN_PERSON = /404 \(Not Found\).*\/api\/socios\/getPersonas/
test.use({ allowedConsoleErrors: [UNKNOWN_PERSON] })

type SociosList = { response: { total: number; items: { id: number }[] } }

const countByDocumento = async (page: Page, documento: string) => {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.get(`/api/socios/getSocios?search=${documento}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await res.json()) as SociosList).response.total
}

test('an administrator registers an adult with photos and sees the new member', async ({
  page,
  expectAccessible,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/menu')
  await page.getByRole('link', { name: /Alta de Socio/ }).click()
  await expect(page.getByRole('heading', { name: 'Alta de Socio' })).toBeVisible()
  await expectAccessible(page)

  // The club's categories, 'Activo' until the desk chooses another.
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await expect(form.getByLabel('Categoría')).toHaveValue('Activo')
  await expect(form.getByLabel('Categoría').locator('option')).toHaveText([
    'Activo',
    'Cadete',
    'Jubilado',
    'Vitalicio',
  ])
  await form.getByLabel('Categoría').selectOption('Jubilado')
  const documento = nuevoDocumento()
  await fillAdult(page, { documento, nombre: 'Lucía Belén', apellido: 'Testa' })
  await page.getByRole('button', { name: 'Guardar Socio' }).click()

  await expect(page.getByText('Socio registrado exitosamente')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/socios\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Testa, Lucía Belén')
  await expect(page.getByRole('img', { name: /Foto de Lucía Belén Testa/ })).toBeVisible()
  // The club's default term: to the end of the year the membership starts.
  const membresia = page.getByRole('region', { name: 'Membresía' })
  const vence = vencimientoDesde(diaDelClub(), { tipo: 'fin-de-año' })
  await expect(membresia).toContainText(`Vencimiento${vence.split('-').reverse().join('/')}`)
  await expect(membresia).toContainText('CategoríaJubilado')
  expect(await countByDocumento(page, documento)).toBe(1)

  // The draft is gone: the next registration starts empty.
  await page.goto('/admin/socios/alta')
  await expect(page.getByLabel('Documento', { exact: true })).toHaveValue('')
})

test('a minor cannot be saved without a guardian', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  const year = new Date().getFullYear() - 10
  await form.getByLabel('Fecha de nacimiento').fill(`${year}-01-15`)
  await expect(form.getByText('10 años (Menor)')).toBeVisible()
  await expect(
    form.getByText('Menor de edad detectado - Se requiere información de responsables'),
  ).toBeVisible()
  await expect(form.getByText('Paso 1 de 4 (25%)')).toBeVisible()
  await expect(form.getByLabel('Categoría')).toHaveValue('Cadete')

  await form.getByRole('button', { name: /Responsables/ }).click()
  await expect(form.getByText('Paso 3 de 4 (75%)')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Siguiente' })).toBeDisabled()

  await form.getByRole('button', { name: /Contacto/ }).click()
  await expect(form.getByText('Campos faltantes o incorrectos:')).toBeVisible()
  await expect(
    form.getByText('Los menores de edad requieren al menos un responsable'),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Guardar Socio' })).toBeDisabled()

  // One guardian row: the product's per-guardian rules; it cannot be removed while alone.
  await form.getByRole('button', { name: /Responsables/ }).click()
  await form.getByRole('button', { name: 'Agregar responsable' }).click()
  await expect(form.getByRole('button', { name: 'Quitar responsable 1' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Agregar responsable' }).click()
  await form.getByRole('button', { name: 'Quitar responsable 2' }).click()
  await expect(form.getByRole('button', { name: 'Siguiente' })).toBeEnabled()
  // An empty guardian does not get past 'Siguiente': the row's rules show under its fields.
  await form.getByRole('button', { name: 'Siguiente' }).click()
  await expect(form.getByText('Paso 3 de 4 (75%)')).toBeVisible()
  await expect(form.getByText('Documento del responsable 1 es requerido')).toBeVisible()
  await expect(form.getByText('Parentesco del responsable 1 es requerido')).toBeVisible()
  await expect(form.getByLabel('Documento del responsable 1')).toBeFocused()
  await expect(form.getByRole('button', { name: 'Guardar Socio' })).toHaveCount(0)
  // The last step still lists every unmet rule, and cannot be saved.
  await form.getByRole('button', { name: /Contacto/ }).click()
  await expect(form.getByText('Campos faltantes o incorrectos:')).toBeVisible()
  await expect(form.getByText('Nombre del responsable 1 es requerido')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Guardar Socio' })).toBeDisabled()
})

test("'Siguiente' shows the step's unmet rules and keeps a photo chosen and not confirmed", async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await expect(form.getByText('Paso 1 de 3 (33%)')).toBeVisible()

  // An empty step does not move on: its own rules, the first field focused.
  await form.getByRole('button', { name: 'Siguiente' }).click()
  await expect(form.getByText('Paso 1 de 3 (33%)')).toBeVisible()
  for (const message of [
    'Documento es requerido',
    'Nombre es requerido',
    'Fecha de nacimiento es requerida',
    'Sexo es requerido',
    'Foto del socio es requerida',
  ])
    await expect(form.getByText(message)).toBeVisible()
  await expect(form.getByText('Contraseña es requerida')).toHaveCount(0)
  await expect(form.getByLabel('Documento', { exact: true })).toBeFocused()

  // The rules clear as they are met; a photo chosen and left in preview counts as chosen.
  await form.getByLabel('Documento', { exact: true }).fill(nuevoDocumento())
  await form.getByLabel('Nombre', { exact: true }).fill('Ailén')
  await form.getByLabel('Apellido', { exact: true }).fill('Cayupán')
  await form.getByLabel('Fecha de nacimiento').fill('1995-09-30')
  await form.getByLabel('Sexo').selectOption('Femenino')
  await expect(form.getByText('Documento es requerido')).toHaveCount(0)
  await form.getByRole('button', { name: 'Agregar foto del socio' }).click()
  await form.getByLabel('Archivo: Foto del socio').setInputFiles(await jpeg(800, 800, '#556b2f'))
  await expect(form.getByRole('img', { name: 'Vista previa: Foto del socio' })).toBeVisible()
  await form.getByRole('button', { name: 'Siguiente' }).click()

  await expect(page.getByText('Foto del socio capturada')).toBeVisible()
  await expect(form.getByText('Paso 2 de 3 (67%)')).toBeVisible()
  await form.getByRole('button', { name: 'Anterior' }).click()
  await expect(form.getByRole('img', { name: 'Foto del socio' })).toBeVisible()
  await expect(form.getByText('Foto del socio es requerida')).toHaveCount(0)
})

test.describe('without connection', () => {
  // One pattern: Playwright would read a two-item array as [value, fixture options].
  test.use({
    allowedConsoleErrors: [
      new RegExp(`${UNKNOWN_PERSON.source}|ERR_INTERNET_DISCONNECTED|ERR_FAILED`),
    ],
  })

  test('a registration saved offline is queued and delivered once when back online', async ({
    page,
    context,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
    const documento = nuevoDocumento()
    await fillAdult(page, { documento, nombre: 'Mateo', apellido: 'Sinred' })

    // The desk has used the app before: its service worker serves the reload below offline.
    await waitForWorker(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Guardar Socio' }).click()
    await expect(page.getByText(/el alta quedó pendiente de envío/)).toBeVisible()
    const pending = page.getByRole('region', { name: 'Altas sin enviar' })
    await expect(pending).toContainText(`Sinred, Mateo (DNI ${documento})`)
    await expect(pending).toContainText('pendiente de envío')

    // Still queued after a reload without network.
    await page.reload()
    await expect(page.getByRole('region', { name: 'Altas sin enviar' })).toContainText('Sinred')

    await context.setOffline(false)
    await expect(page.getByText('Alta pendiente enviada')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Altas sin enviar' })).toHaveCount(0)
    expect(await countByDocumento(page, documento)).toBe(1)
  })
})

test('the draft survives a reload', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await form.getByLabel('Nombre', { exact: true }).fill('Ramiro')
  await attachPhoto(page, 'Agregar foto del socio', 'Foto del socio', '#445566')
  await page.reload()
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Ramiro')
  await expect(form.getByRole('img', { name: 'Foto del socio' })).toBeVisible()
})
