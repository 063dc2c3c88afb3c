import type { Page, Request } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { fillAdult, jpeg, nuevoDocumento } from '../support/alta-helpers'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

/** An unknown documento is a 404 of the person lookup, which the browser logs. */
const UNKNOWN_PERSON = /404 \(Not Found\).*\/api\/socios\/getPersonas/
/** The refused save below is a 415 the browser logs. */
const REFUSED_PHOTO = /415 \(Unsupported Media Type\).*\/api\/socios\/addSocio/
test.use({ allowedConsoleErrors: [new RegExp(`${UNKNOWN_PERSON.source}|${REFUSED_PHOTO.source}`)] })

const INVALIDA = 'Por favor selecciona un archivo de imagen válido'
const isAlta = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/socios/addSocio'
const form = (page: Page) => page.getByRole('form', { name: 'Alta de Socio' })

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a file that is not an image is refused when chosen: the slot stays empty, nothing typed is lost', async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
    const alta = form(page)
    await alta.getByLabel('Nombre', { exact: true }).fill('Ramiro')
    await alta.getByRole('button', { name: 'Agregar foto del socio' }).click()
    const text = {
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('no soy una foto'),
    }
    await alta.getByLabel('Archivo: Foto del socio').setInputFiles(text)
    await expect(alta.getByText(INVALIDA)).toBeVisible()
    await expect(alta.getByRole('img', { name: 'Vista previa: Foto del socio' })).toHaveCount(0)

    // A JPEG's first bytes with nothing decodable after them: refused too.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)])
    await alta
      .getByLabel('Archivo: Foto del socio')
      .setInputFiles({ name: 'roto.jpg', mimeType: 'image/jpeg', buffer: broken })
    await expect(alta.getByText(INVALIDA)).toBeVisible()
    await expect(alta.getByRole('img', { name: 'Vista previa: Foto del socio' })).toHaveCount(0)

    // Leaving the step keeps nothing: the slot is empty and says so.
    await alta.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page.getByText('Foto del socio capturada')).toHaveCount(0)
    await expect(alta.getByText('Foto del socio es requerida')).toBeVisible()
    await expect(alta.getByText('Sin foto')).toBeVisible()
    await expect(alta.getByLabel('Nombre', { exact: true })).toHaveValue('Ramiro')

    // The panel is still open: a real photo is taken, and the message goes.
    await alta.getByLabel('Archivo: Foto del socio').setInputFiles(await jpeg(800, 800, '#556b2f'))
    await expect(alta.getByRole('img', { name: 'Vista previa: Foto del socio' })).toBeVisible()
    await expect(alta.getByText(INVALIDA)).toHaveCount(0)
  })

  test("the wizard's steps are history entries: Back and Forward move between steps, nothing is lost", async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/menu')
    await page.getByRole('link', { name: /Alta de Socio/ }).click()
    const alta = form(page)
    const documento = nuevoDocumento()
    await fillAdult(page, { documento, nombre: 'Julieta', apellido: 'Ñancucheo' })
    await expect(page).toHaveURL(/\/admin\/socios\/alta\?paso=contacto$/)

    await page.goBack()
    await expect(alta.getByText('Paso 2 de 3 (67%)')).toBeVisible()
    await expect(alta.getByRole('img', { name: 'Frente del documento' })).toBeVisible()
    await page.goBack()
    await expect(alta.getByText('Paso 1 de 3 (33%)')).toBeVisible()
    await expect(alta.getByLabel('Documento', { exact: true })).toHaveValue(documento)
    await expect(alta.getByLabel('Apellido', { exact: true })).toHaveValue('Ñancucheo')
    await expect(alta.getByRole('img', { name: 'Foto del socio' })).toBeVisible()
    // The step's content has the focus, as when moving with the buttons.
    await expect(alta.getByRole('group', { name: 'Paso 1: Datos Personales' })).toBeFocused()

    await page.goForward()
    await expect(alta.getByText('Paso 2 de 3 (67%)')).toBeVisible()
    await page.goForward()
    await expect(alta.getByText('Paso 3 de 3 (100%)')).toBeVisible()
    await expect(alta.getByLabel('Email')).toHaveValue(`${documento}@example.com`)
    await expect(alta.getByLabel('Contraseña', { exact: true })).toHaveValue('pampa-verde-2026')
    await expect(alta.getByRole('button', { name: 'Guardar Socio' })).toBeEnabled()

    // A reload stays on the step with the draft; the password is never kept, so it is asked again.
    await page.reload()
    await expect(alta.getByText('Paso 3 de 3 (100%)')).toBeVisible()
    await expect(alta.getByLabel('Email')).toHaveValue(`${documento}@example.com`)
    await expect(alta.getByLabel('Contraseña', { exact: true })).toHaveValue('')
    await expect(alta.getByText('Contraseña es requerida')).toBeVisible()

    // Back from the first step leaves the form, as any page.
    await page.goBack()
    await page.goBack()
    await expect(alta.getByText('Paso 1 de 3 (33%)')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/menu$/)
  })

  test('a step the form has not (Responsables of an adult, or an unknown one) opens the first', async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/socios/alta?paso=responsables')
    const alta = form(page)
    await expect(alta.getByText('Paso 1 de 3 (33%)')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/socios\/alta$/)
    await page.goto('/admin/socios/alta?paso=%3Cscript%3E')
    await expect(alta.getByText('Paso 1 de 3 (33%)')).toBeVisible()
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("a double click on 'Guardar Socio' sends one request and shows one toast", async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
    await fillAdult(page, { documento: nuevoDocumento(), nombre: 'Tobías', apellido: 'Doble' })
    let sent = 0
    let answered = 0
    page.on('request', (request) => {
      if (isAlta(request)) sent++
    })
    page.on('requestfinished', (request) => {
      if (isAlta(request)) answered++
    })
    await page.getByRole('button', { name: 'Guardar Socio' }).dblclick()

    await expect(page).toHaveURL(/\/admin\/socios\/\d+$/)
    await expect.poll(() => answered).toBe(sent)
    expect(sent).toBe(1)
    await expect(page.getByText('Socio registrado exitosamente')).toHaveCount(1)
  })

  test('a photo the server refuses at save is named, and nothing typed is lost', async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
    const documento = nuevoDocumento()
    await fillAdult(page, { documento, nombre: 'Irene', apellido: 'Rechazada' })
    // What the server cannot read (say, a HEIC a phone's browser showed): the document's front
    // photo is swapped for text on its way.
    await page.route('**/api/socios/addSocio', async (route) => {
      const body = route.request().postDataBuffer()!
      const marker = Buffer.from('filename="documentoFrente.jpg"')
      const start = body.indexOf('\r\n\r\n', body.indexOf(marker)) + 4
      const end = body.indexOf('\r\n--', start)
      const text = Buffer.from('no soy una foto')
      await route.continue({
        postData: Buffer.concat([body.subarray(0, start), text, body.subarray(end)]),
      })
    })
    await page.getByRole('button', { name: 'Guardar Socio' }).click()

    await expect(
      page.getByText('Frente del documento: por favor selecciona un archivo de imagen válido'),
    ).toBeVisible()
    const alta = form(page)
    await expect(alta.getByText('Paso 3 de 3 (100%)')).toBeVisible()
    await expect(alta.getByLabel('Email')).toHaveValue(`${documento}@example.com`)
    await expect(alta.getByLabel('Contraseña', { exact: true })).toHaveValue('pampa-verde-2026')
    await alta.getByRole('button', { name: /Datos Personales/ }).click()
    await expect(alta.getByLabel('Apellido', { exact: true })).toHaveValue('Rechazada')
    await expect(alta.getByRole('img', { name: 'Foto del socio' })).toBeVisible()
  })
})
