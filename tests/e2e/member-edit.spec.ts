import type { Page } from '@playwright/test'
import { formatDni } from '../../src/domain/socios/socio'
import { jpeg, nuevoDocumento } from '../support/alta-helpers'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

/** The refused DNI is a 409, which the browser logs. */
test.use({ allowedConsoleErrors: [/409 \(Conflict\).*\/api\/socios\/\d+\)$/] })

type Item = { id: number; persona: { apellido: string; nombre: string; documento: string } }
type Entry = { detalle: { socioId?: number; campos?: string[] } }

const api = async <T>(page: Page, path: string): Promise<T> => {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  return ((await res.json()) as { response: T }).response
}

/** Two demo members no other spec edits: the end of the first 50 by surname. */
async function twoMembers(page: Page) {
  const { items } = await api<{ items: Item[] }>(
    page,
    '/api/socios/getSocios?sort=apellido&pageSize=50',
  )
  const [other, target] = items.filter((s) => s.persona.apellido !== 'Ferreyra').slice(-2)
  return { target: target!, other: other! }
}

test('an administrator changes the DNI, the categoría and the photo of a member', async ({
  page,
  expectAccessible,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/menu')
  const { target, other } = await twoMembers(page)
  await page.goto(`/admin/socios/${target.id}/editar`)
  const form = page.getByRole('form', { name: 'Editar socio' })
  await expect(form.getByLabel('Documento')).toHaveValue(target.persona.documento)
  await expectAccessible(page)

  // The club's categories, nothing typed.
  await expect(form.getByLabel('Categoría').locator('option')).toHaveText([
    'Seleccionar',
    'Activo',
    'Cadete',
    'Jubilado',
    'Vitalicio',
  ])

  // Another member's DNI: refused, named, and what was typed stays.
  await form.getByLabel('Documento').fill(other.persona.documento)
  await form.getByLabel('Apodo').fill('Caldén')
  await form.getByRole('button', { name: 'Guardar cambios' }).click()
  const ajeno = `El DNI ${formatDni(other.persona.documento)} ya es de otro socio: ${other.persona.apellido}, ${other.persona.nombre} (Socio #${other.id})`
  await expect(page.getByRole('status').filter({ hasText: ajeno })).toBeVisible()
  await expect(form.getByText(ajeno)).toBeVisible()
  await expect(form.getByLabel('Documento')).toBeFocused()
  await expect(form.getByLabel('Documento')).toHaveValue(other.persona.documento)
  await expect(form.getByLabel('Apodo')).toHaveValue('Caldén')
  await expect(page).toHaveURL(new RegExp(`/admin/socios/${target.id}/editar$`))

  // A DNI of their own, a categoría from the list, and a photo chosen and not confirmed:
  // 'Guardar cambios' keeps it as the clerk meant.
  const documento = nuevoDocumento()
  await form.getByLabel('Documento').fill(documento)
  const categoria =
    (await form.getByLabel('Categoría').inputValue()) === 'Jubilado' ? 'Vitalicio' : 'Jubilado'
  await form.getByLabel('Categoría').selectOption(categoria)
  await form.getByRole('button', { name: /(Agregar|Cambiar) foto del socio/ }).click()
  await form.getByLabel('Archivo: Foto del socio').setInputFiles(await jpeg(900, 900, '#7a4f2c'))
  await expect(form.getByRole('img', { name: 'Vista previa: Foto del socio' })).toBeVisible()
  await form.getByRole('button', { name: 'Guardar cambios' }).click()

  await expect(page.getByText('Socio actualizado')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/socios/${target.id}$`))
  const datos = page.getByRole('region', { name: 'Datos personales' })
  await expect(datos).toContainText(`DNI${formatDni(documento)}`)
  await expect(page.getByRole('region', { name: 'Membresía' })).toContainText(categoria)
  const name = `${target.persona.nombre} ${target.persona.apellido}`
  await expect(page.getByRole('img', { name: `Foto de ${name}` })).toBeVisible()

  // The activity log names the fields and the photo, never the DNI.
  const { items } = await api<{ items: Entry[] }>(
    page,
    '/api/auditoria?accion=socio-editado&pageSize=100',
  )
  const mine = items.filter((entry) => entry.detalle.socioId === target.id)
  expect(mine.map((entry) => entry.detalle.campos)).toEqual([
    ['fotoSocio'],
    ['documento', 'apodo', 'categoria'],
  ])
  expect(JSON.stringify(items)).not.toContain(documento)
})
