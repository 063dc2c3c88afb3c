import type { APIRequestContext, Page } from '@playwright/test'
import { jpeg, nuevoDocumento } from '../support/alta-helpers'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, signIn } from '../support/sign-in'

/** A 60-letter word with no space to break it at, as a pasted value can be. */
const palabra = (letra: string) => `${letra}${'x'.repeat(59)}`
const NOMBRE = palabra('N')
const APELLIDO = palabra('A')
const DOMICILIO = palabra('D')
const EMAIL = `${'m'.repeat(48)}@example.com`
const PASSWORD = 'pampa-verde-2026'

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/** A member registered through the API with every long field, an account, and a group. */
async function socioLargo(page: Page, request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await token(page)}` }
  const documento = nuevoDocumento()
  // Unique on the shared server, and still the 60 characters the field takes.
  const email = `${documento}${EMAIL.slice(documento.length)}`
  const form = new FormData()
  form.append(
    'socio',
    JSON.stringify({
      documento,
      nombre: NOMBRE,
      apellido: APELLIDO,
      nacimiento: '1990-04-12',
      sexo: 'Femenino',
      password: PASSWORD,
      email,
      domicilio: DOMICILIO,
    }),
  )
  for (const [name, color] of [
    ['fotoSocio.jpg', '#c08a5a'],
    ['documentoFrente.jpg', '#8fb0d8'],
  ] as const) {
    const { buffer } = await jpeg(600, 600, color)
    form.append('archivos', new File([new Uint8Array(buffer)], name, { type: 'image/jpeg' }))
  }
  const alta = await request.post('/api/socios/addSocio', { headers, multipart: form })
  expect(alta.status(), await alta.text()).toBe(200)
  const { id } = ((await alta.json()) as { response: { id: number } }).response
  const grupo = await request.post('/api/grupos', {
    headers,
    data: { nombre: palabra(`G${documento}`).slice(0, 60) },
  })
  const grupoId = ((await grupo.json()) as { response: { id: number } }).response.id
  await request.post(`/api/grupos/${grupoId}/miembros`, { headers, data: { socio_id: id } })
  return { id, documento, grupoId, email }
}

/** Nothing on the screen is wider than the phone: no sideways scroll. */
async function expectFits(page: Page, path: string, visible: string) {
  await page.goto(path)
  await expect(page.getByRole('main').getByText(visible).first()).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, path).toBeLessThanOrEqual(390)
}

test.use({ viewport: { width: 390, height: 844 } })

test('a 60-letter word wraps on every screen of the member, at 390 px', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_ADMIN)
  const socio = await socioLargo(page, page.request)

  await expectFits(page, `/admin/socios?search=${socio.documento}`, APELLIDO)
  await expectFits(page, `/admin/socios/${socio.id}`, DOMICILIO)
  await expectFits(page, `/admin/socios/${socio.id}/editar`, 'Editar socio')
  await expectFits(page, '/admin/grupos-familiares', APELLIDO)
  await expectFits(page, `/admin/grupos-familiares/${socio.grupoId}`, APELLIDO)

  const own = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await signIn(own, { email: socio.email, password: PASSWORD })
  await expectFits(own, '/cuenta/micuenta', NOMBRE)
  await expectFits(own, '/cuenta/carnet', APELLIDO)
  await expectFits(own, '/cuenta/cuotas', 'Estado de Cuotas')
  await expectFits(own, '/cuenta/dispositivos', 'Mis dispositivos')
  await own.close()
})

test('the member edit refuses a DNI with a letter and an over-long name by their fields, keeping them', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN)
  const socio = await socioLargo(page, page.request)
  await page.goto(`/admin/socios/${socio.id}/editar`)
  const form = page.getByRole('form', { name: 'Editar socio' })
  await expect(form.getByLabel('Documento')).toHaveValue(socio.documento)

  await form.getByLabel('Documento').fill('4011a333')
  await form.getByLabel('Nombre', { exact: true }).fill(`${NOMBRE}${'y'.repeat(21)}`)
  await form.getByLabel('Teléfono').fill('2954 a12345')
  await form.getByLabel('Apodo').fill('Caldén')
  await form.getByRole('button', { name: 'Guardar cambios' }).click()

  const documento = form.getByLabel('Documento')
  await expect(documento).toHaveAccessibleDescription('El documento debe tener entre 6 y 8 números')
  await expect(documento).toBeFocused()
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveAccessibleDescription(
    'Máximo 80 caracteres',
  )
  await expect(form.getByLabel('Teléfono')).toHaveAccessibleDescription('Teléfono: solo números')
  await expect(documento).toHaveValue('4011a333')
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue(`${NOMBRE}${'y'.repeat(21)}`)
  await expect(form.getByLabel('Apodo')).toHaveValue('Caldén')
  await expect(page).toHaveURL(new RegExp(`/admin/socios/${socio.id}/editar$`))

  const res = await page.request.get(`/api/socios/getSocio?id=${socio.id}`, {
    headers: { Authorization: `Bearer ${await token(page)}` },
  })
  const { response } = (await res.json()) as { response: { documento: string; apodo: null } }
  expect(response).toMatchObject({ documento: socio.documento, apodo: null })
})
