import sharp from 'sharp'
import { CBU_INVALIDO } from '../../src/domain/configuracion/configuracion'
import { expect, test } from '../support/own-server'
import { reloadUnderServiceWorker } from '../support/service-worker'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

// The club's settings change here: a server of this file's own, so no other spec sees them.
test.use({ ownServerFor: 'configuracion' })

const crestPng = () =>
  sharp({
    create: {
      width: 400,
      height: 480,
      channels: 4,
      background: { r: 180, g: 20, b: 40, alpha: 1 },
    },
  })
    .png()
    .toBuffer()

test('the administrator changes the short name, WhatsApp, a fee and the crest; the public pages show them', async ({
  page,
  expectAccessible,
}) => {
  // A visitor's page first, so the next ones come from the service worker's shell, whose
  // embedded settings are older than the change.
  await page.goto('/socios/preguntas')
  await reloadUnderServiceWorker(page)
  await openAs(page, DEMO_ADMIN, '/admin/configuracion')
  const form = page.getByRole('form', { name: 'Configuración del club' })
  await expect(form.getByLabel('Nombre corto')).toHaveValue('Club Santa Rosa')
  await expectAccessible(page)

  await form.getByLabel('Nombre corto').fill('Club SR')
  await form.getByLabel(/^WhatsApp \(con código de país/).fill('5492954999888')
  await form.getByLabel('Cuota mensual de la categoría 1 (en pesos)').fill('17.500,50')
  await form.getByLabel('Archivo: Escudo').setInputFiles({
    name: 'escudo.png',
    mimeType: 'image/png',
    buffer: await crestPng(),
  })
  await expect(page.getByText('Imagen subida: se guarda con “Guardar cambios”')).toBeVisible()
  await expect(form.getByRole('img', { name: 'Vista previa: Escudo' })).toHaveAttribute(
    'src',
    /^\/api\/settings\/imagenes\/escudo-[0-9a-f]{32}\.webp$/,
  )
  await form.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Configuración guardada')).toBeVisible()

  await page.goto('/')
  const brand = page.getByRole('banner').getByRole('link', { name: 'Club SR' })
  await expect(brand).toBeVisible()
  const crest = brand.locator('img')
  await expect(crest).toHaveAttribute('src', /\/api\/settings\/imagenes\/escudo-/)
  await expect.poll(() => crest.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400)
  await expect(
    page.getByRole('link', { name: 'Escribinos por WhatsApp (se abre en una pestaña nueva)' }),
  ).toHaveAttribute('href', 'https://wa.me/5492954999888?text=Hola!')

  await page.goto('/socios/asociarse')
  await expect(page.getByRole('heading', { name: 'Asociate a Club SR' })).toBeVisible()
  const precios = page.getByRole('table', { name: 'Cuota mensual de cada categoría' })
  await expect(precios.getByRole('row', { name: /^Activo/ })).toContainText('$ 17.500,50')
  await expect(precios.getByRole('row', { name: /^Cadete/ })).toContainText('$ 8.000,00')
  await expectAccessible(page)
})

test('an invalid CBU shows its message by the field, which keeps what was typed', async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/configuracion')
  const form = page.getByRole('form', { name: 'Configuración del club' })
  const cbu = form.getByLabel('CBU')
  await expect(cbu).not.toHaveValue('')
  await form.getByLabel('Días de atención de la secretaría').fill('martes a sábado')
  await cbu.fill('0930000200000000000001')
  await form.getByRole('button', { name: 'Guardar cambios' }).click()

  await expect(form.getByText(CBU_INVALIDO)).toBeVisible()
  await expect(cbu).toBeFocused()
  await expect(cbu).toHaveAttribute('aria-invalid', 'true')
  await expect(cbu).toHaveValue('0930000200000000000001')
  await expect(form.getByLabel('Días de atención de la secretaría')).toHaveValue('martes a sábado')
  // Nothing was sent: the public settings are as they were.
  const res = await page.request.get('/api/settings/public')
  const { response } = (await res.json()) as { response: { horarioSecretaria: { dias: string } } }
  expect(response.horarioSecretaria.dias).toBe('lunes a viernes')
})
