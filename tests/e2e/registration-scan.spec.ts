import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fakeCameraLaunchOptions } from '../support/chromium'
import { pdf417Png, writeY4mSequence } from '../support/fake-camera'
import { expect, test } from '../support/fixtures'
import { DEMO_ADMIN, openAs } from '../support/sign-in'

/** A new-format DNI as its PDF417 holds it (trámite, apellido, nombre, sexo, DNI, …, CUIL). */
const DNI = '00512345678@GONZALEZ@JUAN CARLOS@M@30123456@A@15/03/1985@10/06/2015@203'

// The browser's camera films this card. Tests run in parallel: each group of a worker
// writes the file before its test and removes it after (Chromium reads it when the camera
// opens). The card comes into view after 2 s of an empty table, so the scanner's own
// screen can be checked before a reading closes it.
const video = path.join(os.tmpdir(), `club-dni-${process.pid}.y4m`)
const emptyTable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#fff"/></svg>',
)

test.beforeAll(async () => {
  await writeY4mSequence(
    [
      { image: emptyTable, frames: 10 },
      { image: await pdf417Png(DNI, { scale: 4 }), frames: 30 },
    ],
    video,
    { width: 1280, height: 720, fps: 5 },
  )
})
test.afterAll(() => fs.rmSync(video, { force: true }))

test.use({
  permissions: ['camera'],
  launchOptions: fakeCameraLaunchOptions(video),
})

test('scanning the DNI fills the registration form', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await form.getByRole('button', { name: 'Escanear DNI' }).click()
  const scanner = form.getByRole('region', { name: 'Escáner de DNI' })
  await expect(scanner.getByText('Enfoca el código PDF417 del DNI')).toBeVisible()
  await expect(scanner.getByText('Mantén el DNI estable y bien iluminado')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Cancelar Escaneo' })).toBeVisible()

  await expect(page.getByText('DNI escaneado correctamente')).toBeVisible({ timeout: 15_000 })
  await expect(scanner).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Escanear DNI' })).toBeVisible()
  await expect(form.getByLabel('Documento', { exact: true })).toHaveValue('30123456')
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Juan Carlos')
  await expect(form.getByLabel('Apellido', { exact: true })).toHaveValue('Gonzalez')
  await expect(form.getByLabel('Fecha de nacimiento')).toHaveValue('1985-03-15')
  await expect(form.getByLabel('Sexo')).toHaveValue('Masculino')

  // Step 1 still lacks the photo ('Siguiente' would stay): the step button moves freely.
  await form.getByRole('button', { name: /Documentación/ }).click()
  await expect(form.getByLabel('Número de trámite')).toHaveValue('00512345678')
  await expect(form.getByLabel('Ejemplar')).toHaveValue('A')
  await expect(form.getByLabel('Fecha de emisión')).toHaveValue('2015-06-10')
})

test('the camera takes the member photo', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/socios/alta')
  const form = page.getByRole('form', { name: 'Alta de Socio' })
  await form.getByRole('button', { name: 'Agregar foto del socio' }).click()
  const panel = form.getByRole('region', { name: 'Foto del socio' })
  await expect(panel.getByRole('button', { name: 'Capturar' })).toBeEnabled({ timeout: 10_000 })
  await panel.getByRole('button', { name: 'Capturar' }).click()
  await expect(panel.getByRole('img', { name: 'Vista previa: Foto del socio' })).toBeVisible()
  await panel.getByRole('button', { name: 'Repetir' }).click()
  await panel.getByRole('button', { name: 'Capturar' }).click()
  await panel.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Foto del socio capturada')).toBeVisible()
  await expect(form.getByRole('img', { name: 'Foto del socio' })).toBeVisible()
})
