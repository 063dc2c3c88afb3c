import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

type Item = { id: number; persona: { apellido: string; nombre: string } }

test('an administrator searches, filters, pages, opens and edits a member', async ({
  page,
  expectAccessible,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/menu')
  await page.getByRole('link', { name: /Listado de Socios/ }).click()
  await expect(page.getByRole('heading', { name: 'Gestión de Socios' })).toBeVisible()
  await expect(page.getByText(/^Total: \d+ socios$/)).toBeVisible()
  const rows = page.getByRole('row')
  await expect(rows).toHaveCount(11)
  await expectAccessible(page)

  // A real member to look for, as the API lists it.
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const api = await page.request.get('/api/socios/getSocios?sort=antiguedad', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { response } = (await api.json()) as { response: { items: Item[]; total: number } }
  const target = response.items[0]!

  // Paging, with the filters in the address: back returns to the first page.
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(page.getByText(`Mostrando 11 a 20 de ${response.total} resultados`)).toBeVisible()
  await expect(page).toHaveURL(/page=2/)
  await page.goBack()
  await expect(page.getByText(`Mostrando 1 a 10 de ${response.total} resultados`)).toBeVisible()

  // Status filter.
  await page.getByLabel('Estado').selectOption('inactivos')
  await expect(page).toHaveURL(/estado=inactivos/)
  await expect(page.locator('tbody tr').first()).toContainText('Inactivo')
  await page.getByLabel('Estado').selectOption('todos')

  // Search by surname, accents not needed.
  const surname = target.persona.apellido.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  await page
    .getByPlaceholder('Buscar por nombre o DNI...')
    .fill(`${surname} ${target.persona.nombre.split(' ')[0]}`)
  const name = `${target.persona.apellido}, ${target.persona.nombre}`
  await expect(page.getByRole('cell', { name: new RegExp(name) }).first()).toBeVisible()
  await page
    .getByRole('link', { name: `Ver detalles de ${name}` })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
  await expect(page.getByText(`Socio #${target.id}`)).toBeVisible()

  // Edit a field and see it in the list.
  await page.getByRole('link', { name: 'Editar socio' }).click()
  await page.getByLabel('Apodo').fill('Pampero')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Socio actualizado')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('“Pampero”')
  await page.goto('/admin/socios?search=pampero')
  await expect(page.locator('tbody tr')).toHaveCount(1)
  // One is singular.
  await expect(page.getByText('Total: 1 socio', { exact: true })).toBeVisible()
  await expect(page.locator('tbody tr')).toContainText(name)

  // Nothing found: the product's message.
  await page.getByPlaceholder('Buscar por nombre o DNI...').fill('zzzzqqq')
  await expect(page.getByText('No se encontraron socios con los filtros aplicados')).toBeVisible()
})

test('Exportar downloads the CSV of the current filters', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios?estado=inactivos')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^socios-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await (await file.createReadStream()).toArray()).join('')
  const lines = text.trim().split('\r\n')
  expect(lines[0]).toContain('Número;Apellido;Nombre;DNI;Estado')
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.slice(1).every((line) => line.split(';')[4] === 'Inactivo')).toBe(true)
})

test.describe('on a 1366 px desk', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('member detail: a long email and address wrap inside their card', async ({ page }) => {
    await openAs(page, DEMO_ADMIN, '/admin/menu')
    const headers = {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
    }
    const list = await page.request.get('/api/socios/getSocios?pageSize=10', { headers })
    const { response } = (await list.json()) as { response: { items: { id: number }[] } }
    const id = response.items[5]!.id
    const email = `maria.de.los.angeles.fernandez.${Date.now()}@cooperativaelectricadesantarosa.com.ar`
    const domicilio =
      'Avenida Presidente Arturo Umberto Illia 1234, Departamento 5B, Barrio Villa del Busto'
    const patch = await page.request.patch(`/api/socios/${id}`, {
      headers,
      data: { email, domicilio },
    })
    expect(patch.status()).toBe(200)

    await page.goto(`/admin/socios/${id}`)
    const card = page.getByRole('region', { name: 'Datos personales' })
    await expect(card).toBeVisible()
    const cardBox = (await card.boundingBox())!
    for (const value of [email, domicilio]) {
      const dd = card.getByText(value)
      await expect(dd).toBeVisible()
      // Wholly inside the card, and nothing of it clipped.
      const box = (await dd.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
      expect(await dd.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    }
  })
})
