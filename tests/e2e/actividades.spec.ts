import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { apiLogin, otherActiveMembers } from '../support/gate-tokens'
import { reloadUnderServiceWorker } from '../support/service-worker'
import { DEMO_ADMIN, DEMO_MEMBER, openAs } from '../support/sign-in'

// The browser reports the refused enrolment (409) as a console error.
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\).*\/inscripciones\)$/] })

test('an administrator creates an activity, enrols a member to its cupo, and ends it', async ({
  page,
  expectAccessible,
}) => {
  const admin = await apiLogin(DEMO_ADMIN)
  const [socio, otro] = await otherActiveMembers(admin, 2)
  const nombre = `Ajedrez ${Date.now()}`

  await openAs(page, DEMO_ADMIN, '/admin/menu')
  await page.getByRole('link', { name: /^Actividades/ }).click()
  await expect(page.getByRole('heading', { name: 'Actividades', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Natación' })).toBeVisible()
  await page.getByRole('link', { name: 'Nueva actividad' }).click()

  // What is wrong is said by its field, and what was typed stays.
  await page.getByLabel('Nombre').fill(nombre)
  await page.getByLabel('Cuota mensual ($)').fill('doce mil')
  await page.getByRole('button', { name: 'Crear actividad' }).click()
  await expect(page.getByText(/El importe mensual debe ser un monto en pesos/)).toBeVisible()
  await expect(page.getByLabel('Nombre')).toHaveValue(nombre)

  await page.getByLabel('Cuota mensual ($)').fill('12.500,50')
  await page.getByLabel('Cupo (vacío: sin límite)').fill('1')
  await page.getByRole('button', { name: 'Agregar horario' }).click()
  await page.getByLabel('Día del horario 1').selectOption('Sábado')
  await page.getByLabel('Desde (horario 1)').fill('10:00')
  await page.getByLabel('Hasta (horario 1)').fill('12:00')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Crear actividad' }).click()

  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible()
  await expect(page.getByText('Nadie se inscribió todavía.')).toBeVisible()
  const numero = page.getByLabel('Número de socio')
  await numero.fill(String(socio!.id))
  await page.getByRole('button', { name: 'Inscribir', exact: true }).click()
  const actuales = page.getByRole('region', { name: 'Inscriptos actuales' })
  await expect(actuales).toContainText(`${socio!.persona.apellido}, ${socio!.persona.nombre}`)

  // The cupo was one: the next member is refused with the reason, by the field.
  await expect(numero).toHaveValue('')
  await numero.fill(String(otro!.id))
  await page.getByRole('button', { name: 'Inscribir', exact: true }).click()
  await expect(page.getByText(`No queda cupo en ${nombre}`)).toBeVisible()
  await expect(numero).toHaveValue(String(otro!.id))
  await expectAccessible(page)

  await page
    .getByRole('button', {
      name: `Dar de baja a ${socio!.persona.apellido}, ${socio!.persona.nombre}`,
    })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Dar de baja' }).click()
  await expect(page.getByRole('region', { name: 'Inscripciones terminadas' })).toContainText(
    socio!.persona.apellido,
  )
  await expect(page.getByText('Nadie inscripto ahora.')).toBeVisible()

  // Archived, it leaves the public catalogue and stays in the administrators' list.
  await page.getByRole('checkbox', { name: /^Activa/ }).uncheck()
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Actividad guardada')).toBeVisible()
  await page.getByRole('link', { name: '← Actividades' }).click()
  const fila = page.getByRole('row', { name: new RegExp(nombre) })
  await expect(fila).toContainText('Archivada')
  await expect(fila).toContainText('Sábado 10:00–12:00')
})

/** A new activity with the demo member in it, made through the API; its name. */
async function actividadDelSocioDemo(request: APIRequestContext, nombre: string) {
  const [admin, member] = await Promise.all([apiLogin(DEMO_ADMIN), apiLogin(DEMO_MEMBER)])
  const headers = { Authorization: `Bearer ${admin.token}` }
  const creada = await request.post('/api/actividades', {
    headers,
    data: { nombre, importeMensual: 900_000 },
  })
  const { id } = ((await creada.json()) as { response: { id: number } }).response
  const inscripta = await request.post(`/api/actividades/${id}/inscripciones`, {
    headers,
    data: { socio_id: member.socioId },
  })
  expect(inscripta.status()).toBe(200)
  return { socioId: member.socioId! }
}

test('the member finds their activity in Mi Cuenta and on the card', async ({
  page,
  request,
  expectAccessible,
}) => {
  const nombre = `Taller de teatro ${Date.now()}`
  await actividadDelSocioDemo(request, nombre)
  await openAs(page, DEMO_MEMBER, '/cuenta/micuenta')
  const mias = page.getByRole('region', { name: 'Mis actividades' })
  await expect(mias).toContainText(nombre)
  await expect(mias).toContainText(/desde el \d{2}\/\d{2}\/\d{4}/)
  await expectAccessible(page)

  // And on the card's details.
  await page.goto('/cuenta/carnet')
  await page.getByRole('button', { name: 'Ver más detalles' }).click()
  await expect(page.getByRole('definition').filter({ hasText: nombre })).toBeVisible()
})

test("the member's record lists their activities, each a link to its page", async ({
  page,
  request,
}) => {
  const nombre = `Coro ${Date.now()}`
  const { socioId } = await actividadDelSocioDemo(request, nombre)
  await openAs(page, DEMO_ADMIN, `/admin/socios/${socioId}`)
  await page.getByRole('link', { name: nombre }).click()
  await expect(page.getByRole('heading', { name: nombre, level: 1 })).toBeVisible()

  // The member list filtered by it: the one member in it, and the filter in the address.
  await page.goto('/admin/socios')
  await page.getByLabel('Actividad').selectOption(nombre)
  await expect(page.getByText('Total: 1 socio', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/actividad=\d+/)
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
})

test.describe('the public page', () => {
  // Offline, the browser reports the requests it could not make as console errors.
  test.use({
    allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/],
  })

  test('a visitor sees the catalogue from the home page, and again offline', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Actividades' }).click()
    await expect(page).toHaveURL(/\/actividades$/)
    const natacion = page.getByRole('article', { name: 'Natación' })
    await expect(natacion).toContainText('Lunes, miércoles y viernes 19:00–20:00')
    await expect(natacion).toContainText('Requiere apto médico')
    await expect(natacion).toContainText(/\$\s32\.000,00/)
    await expect(page.getByRole('article', { name: 'Patín artístico' })).toContainText(
      'De 4 a 16 años',
    )
    await expectAccessible(page)

    await reloadUnderServiceWorker(page)
    await expect(natacion).toBeVisible()
    await context.setOffline(true)
    await page.reload()
    await expect(natacion).toBeVisible()
    await expect(page.getByText(/^Sin conexión · datos del /)).toBeVisible()
    await context.setOffline(false)
  })
})
