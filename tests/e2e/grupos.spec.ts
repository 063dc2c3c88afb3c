import type { Page } from '@playwright/test'
import { CONFIRMAR, GRUPO_MENSAJE } from '../../src/domain/grupos/grupos'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

type Socio = { id: number; nombre: string; apellido: string; documento: string }
type Page50 = { items: Socio[]; total: number }

const api = async <T>(page: Page, path: string): Promise<T> => {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  return ((await res.json()) as { response: T }).response
}

/**
 * Three demo members who count for the discount: offered to join a group (active, level ≥ 1,
 * in none) and up to date. From the end of the roll by surname, which no other spec edits.
 */
async function tresAlDia(page: Page): Promise<Socio[]> {
  const disponibles = (n: number) =>
    api<Page50>(page, `/api/grupos/disponibles?pageSize=50&page=${n}`)
  const { total } = await disponibles(1)
  const elegidos: Socio[] = []
  for (let n = Math.ceil(total / 50); n >= 1; n--) {
    for (const socio of (await disponibles(n)).items.reverse()) {
      const { al_dia } = await api<{ al_dia: boolean }>(page, `/api/socios/getSocio?id=${socio.id}`)
      if (al_dia) elegidos.push(socio)
      if (elegidos.length === 3) return elegidos
    }
  }
  throw new Error('La demo no tiene tres socios al día sin grupo')
}

const nombre = (socio: Socio) => `${socio.apellido}, ${socio.nombre}`

test('an administrator makes a family of three, sees 10 %, and removing two deletes it', async ({
  page,
  expectAccessible,
}) => {
  const familia = `Familia Prueba ${Date.now().toString(36)}`
  await openAs(page, DEMO_ADMIN, '/admin/menu')
  await page.getByRole('link', { name: /^Grupos Familiares/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos Familiares' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectAccessible(page)
  const socios = await tresAlDia(page)

  // 'Crear Grupo': the modal, its button off while the name is blank.
  await page.getByRole('button', { name: 'Crear Grupo' }).click()
  const modal = page.getByRole('dialog', { name: 'Crear Nuevo Grupo' })
  await expect(modal.getByLabel('Nombre del Grupo')).toHaveAttribute(
    'placeholder',
    'Familia González',
  )
  await expect(modal.getByRole('button', { name: 'Crear' })).toBeDisabled()
  await expectAccessible(page)
  await modal.getByLabel('Nombre del Grupo').fill(familia)
  await modal.getByRole('button', { name: 'Crear' }).click()

  // Its page, where members are added.
  await expect(page.getByRole('heading', { level: 1, name: familia })).toBeVisible()
  await expect(page.getByText('No hay miembros en este grupo')).toBeVisible()
  const buscar = page.getByPlaceholder('Buscar socios disponibles...')
  await buscar.fill('zzzzqqq')
  await expect(page.getByText('No se encontraron socios con ese criterio')).toBeVisible()
  const miembros = page.getByRole('region', { name: 'Miembros del Grupo' })
  for (const socio of socios) {
    await buscar.fill(socio.documento)
    await page.getByRole('button', { name: `Agregar a ${nombre(socio)}` }).click()
    await expect(miembros.getByRole('link', { name: nombre(socio) })).toBeVisible()
  }
  const dato = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')
  await expect(dato('Total miembros')).toHaveText('3')
  await expect(dato('Miembros activos')).toHaveText('3')
  await expect(dato('Descuento automático')).toHaveText('10%')
  await expect(miembros.getByText('Habilitado', { exact: true })).toHaveCount(3)
  await expectAccessible(page)

  // The member list shows the group and opens it.
  await page.goto(`/admin/socios?search=${socios[0]!.documento}`)
  await page.getByRole('link', { name: familia }).click()
  await expect(page.getByRole('heading', { level: 1, name: familia })).toBeVisible()

  // Removing one of three: the question, without the warning.
  await miembros.getByRole('button', { name: `Quitar a ${nombre(socios[0]!)}` }).click()
  let confirmar = page.getByRole('alertdialog')
  await expect(confirmar).toContainText(CONFIRMAR.quitar)
  await expect(confirmar).not.toContainText(CONFIRMAR.seEliminara)
  await confirmar.getByRole('button', { name: 'Quitar' }).click()
  await expect(dato('Total miembros')).toHaveText('2')
  await expect(dato('Descuento automático')).toHaveText('5%')

  // One of two: the warning, and the group is gone.
  await miembros.getByRole('button', { name: `Quitar a ${nombre(socios[1]!)}` }).click()
  confirmar = page.getByRole('alertdialog')
  await expect(confirmar).toContainText(`${CONFIRMAR.quitar} ${CONFIRMAR.seEliminara}`)
  await confirmar.getByRole('button', { name: 'Quitar' }).click()
  await expect(page.getByText(GRUPO_MENSAJE.eliminadoAlQuitar)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos Familiares' })).toBeVisible()
  await page.getByPlaceholder('Buscar grupos...').fill(familia)
  await expect(page.getByText('No se encontraron grupos')).toBeVisible()
  await expect(page).toHaveURL(/search=/)
})
