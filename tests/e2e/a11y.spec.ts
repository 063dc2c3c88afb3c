/**
 * axe (WCAG 2.1 A/AA and best practices, through `expectAccessible`) on every screen of the
 * app, each opened by the role that uses it and checked once its content has loaded. The
 * last test reads the app's routes from src/routeTree.gen.ts and fails when one has no
 * screen here: a new route comes with its line in SCREENS.
 */
import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { routePathsFromTree } from '../../scripts/route-paths-plugin'
import { chromiumArgs, testChromiumPath } from '../support/chromium'
import { expect, test } from '../support/fixtures'
import { fakeOpenStreetMap } from '../support/open-street-map'
import { DEMO_ADMIN, DEMO_MEMBER, signIn, type Account } from '../support/sign-in'

// The unknown address of the not-found screen is answered 404, which Chromium logs.
test.use({
  allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/[^/]+\/esto\/no\/existe\)$/],
  // The control screen and the gate film with a camera: Chromium's own fake one.
  permissions: ['camera'],
  launchOptions: {
    executablePath: testChromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
})

type Envelope<T> = { response: T }
type Session = { token: string; userData: { socio_id: number | null } }
type Socio = { id: number; nombre: string; apellido: string; documento: string }

/** Signs in through the API (not the page): a token to ask for the ids a screen needs. */
async function apiSession(request: APIRequestContext, account: Account): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(res.status(), `ingreso de ${account.email}`).toBe(200)
  return ((await res.json()) as Envelope<Session>).response
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status(), path).toBe(200)
  return ((await res.json()) as Envelope<T>).response
}

/** The demo member's record, as the API gives it to them. */
async function demoSocio(request: APIRequestContext): Promise<Socio> {
  const { token, userData } = await apiSession(request, DEMO_MEMBER)
  return apiGet<Socio>(request, token, `/api/socios/getSocio?id=${userData.socio_id}`)
}

/** One of the demo member's receipts: the seed pays every month but the current one. */
async function demoRecibo(request: APIRequestContext): Promise<number> {
  const { token } = await apiSession(request, DEMO_MEMBER)
  const { items } = await apiGet<{ items: { pago: { id: number } | null }[] }>(
    request,
    token,
    '/api/cuotas/getCuotas?estado=pagada',
  )
  const pago = items.find((cuota) => cuota.pago)?.pago
  expect(pago, 'una cuota pagada del socio de la demo').toBeTruthy()
  return pago!.id
}

/** The first family group of the demo, as the administrators' list gives it. */
/** The demo's first activity, from the public catalogue. */
async function demoActividad(request: APIRequestContext): Promise<{ id: number; nombre: string }> {
  const res = await request.get('/api/actividades')
  const actividades = ((await res.json()) as Envelope<{ id: number; nombre: string }[]>).response
  expect(actividades.length, 'la demo tiene actividades').toBeGreaterThan(0)
  return actividades[0]!
}

async function demoGrupo(request: APIRequestContext): Promise<{ id: number; nombre: string }> {
  const { token } = await apiSession(request, DEMO_ADMIN)
  const { items } = await apiGet<{ items: { id: number; nombre: string }[] }>(
    request,
    token,
    '/api/grupos',
  )
  expect(items.length, 'la demo tiene grupos familiares').toBeGreaterThan(0)
  return items[0]!
}

/** A one-time link to set a new password, made by the desk for the demo member. */
async function resetLink(request: APIRequestContext): Promise<string> {
  const { userData } = await apiSession(request, DEMO_MEMBER)
  const { token } = await apiSession(request, DEMO_ADMIN)
  const res = await request.post(`/api/socios/${userData.socio_id}/reset-link`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  const { url } = ((await res.json()) as Envelope<{ url: string }>).response
  return new URL(url).pathname + new URL(url).search
}

/** Nothing on the screen still says it is loading (spinners and 'Cargando …' texts). */
const loaded = (page: Page) => expect(page.getByText(/^Cargando/)).toHaveCount(0)

type Visit = {
  page: Page
  request: APIRequestContext
  /** Runs axe on the screen as it is now: once per state of the screen worth checking. */
  check: () => Promise<void>
}

type Screen = {
  /**
   * The route's full path as src/routeTree.gen.ts has it, without a trailing slash; none for
   * a screen that is not a route of its own (the not-found page, the guard's sign-in).
   */
  route?: string
  /** Who opens it: signed in through the sign-in screen first; a visitor otherwise. */
  as?: Account
  /** What a person sees there: the test's name. */
  sees: string
  visit: (visit: Visit) => Promise<void>
}

const SCREENS: Screen[] = [
  // A visitor.
  {
    route: '/',
    sees: "the home page: the club's hero and its calls to action",
    visit: async ({ page, check }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Quiero asociarme' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/socios/asociarse',
    sees: 'how to become a member, with the online registration',
    visit: async ({ page, check }) => {
      await page.goto('/socios/asociarse')
      await expect(page.getByRole('heading', { level: 1, name: /^Asociate a / })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Registrarme' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/asociarse',
    sees: "how to become a member at the short address '/asociarse'",
    visit: async ({ page, check }) => {
      await page.goto('/asociarse')
      await expect(page).toHaveURL(/\/socios\/asociarse$/)
      await expect(page.getByRole('heading', { level: 1, name: /^Asociate a / })).toBeVisible()
      await check()
    },
  },
  {
    route: '/socios/preguntas',
    sees: 'the frequent questions, every section opened, with the map',
    visit: async ({ page, check }) => {
      await fakeOpenStreetMap(page.context())
      await page.goto('/socios/preguntas')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
      ).toBeVisible()
      for (const pregunta of [
        '¿Cómo me contacto con el club?',
        '¿Dónde queda el club?',
        '¿Cómo pago mi cuota?',
      ]) {
        await page.getByText(pregunta).click()
      }
      await expect(page.getByText(/^La secretaría atiende de /)).toBeVisible()
      await expect(page.getByRole('img', { name: /^Mapa con la ubicación de / })).toBeVisible()
      await expect(page.getByText('Efectivo', { exact: true })).toBeVisible()
      await check()
    },
  },
  {
    route: '/preguntas',
    sees: "the frequent questions at the short address '/preguntas'",
    visit: async ({ page, check }) => {
      await page.goto('/preguntas')
      await expect(page).toHaveURL(/\/socios\/preguntas$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
      ).toBeVisible()
      await check()
    },
  },
  {
    route: '/auth/identificarse',
    sees: 'the sign-in screen, with Google',
    visit: async ({ page, check }) => {
      await page.goto('/auth/identificarse')
      await expect(page.getByRole('heading', { level: 1, name: 'Ingreso de socios' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Ingresar' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/auth/registroOnline',
    sees: 'the online registration form',
    visit: async ({ page, check }) => {
      await page.goto('/auth/registroOnline')
      await expect(page.getByRole('heading', { level: 1, name: 'Registrarse' })).toBeVisible()
      const form = page.getByRole('form', { name: 'Registrarse' })
      await expect(form.getByLabel('Email')).toBeVisible()
      await expect(form.getByRole('button', { name: 'Listo' })).toBeEnabled()
      await check()
    },
  },
  {
    route: '/auth/nueva-clave',
    sees: "a reset link's new-password form, and what a broken link says",
    visit: async ({ page, request, check }) => {
      await page.goto(await resetLink(request))
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Nueva contraseña' })).toBeVisible()
      await check()

      await page.goto('/auth/nueva-clave')
      await expect(page.getByText(/^El enlace no es válido/)).toBeVisible()
      await check()
    },
  },
  {
    route: '/noAutorizado',
    sees: "'ACCESO NO AUTORIZADO' and the way back home",
    visit: async ({ page, check }) => {
      await page.goto('/noAutorizado')
      await expect(page.getByRole('heading', { name: 'ACCESO NO AUTORIZADO' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
      await check()
    },
  },
  {
    sees: "'Página no encontrada' at an unknown address",
    visit: async ({ page, check }) => {
      await page.goto('/esto/no/existe')
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
      await check()
    },
  },
  {
    sees: "the sign-in screen in place of a member's screen",
    visit: async ({ page, check }) => {
      await page.goto('/cuenta/carnet')
      await expect(page.getByRole('heading', { name: 'Ingresá para continuar' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Ingresar' })).toBeVisible()
      await check()
    },
  },

  // A member.
  {
    route: '/cuenta/micuenta',
    as: DEMO_MEMBER,
    sees: 'their account: welcome, notifications and the password change',
    visit: async ({ page, check }) => {
      await page.goto('/cuenta/micuenta')
      await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido, / })).toBeVisible()
      await expect(page.getByText(/^Estado: (No suscrito|Suscrito)$/)).toBeVisible()
      await expect(page.getByRole('form', { name: 'Cambiar contraseña' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/cuenta/carnet',
    as: DEMO_MEMBER,
    sees: 'their digital card, its details and QR shown',
    visit: async ({ page, check }) => {
      await page.goto('/cuenta/carnet')
      await expect(page.getByRole('article', { name: /^Carnet de / })).toBeVisible()
      await page.getByRole('button', { name: 'Ver más detalles' }).click()
      await expect(
        page.getByRole('img', { name: /^Código QR de acceso del socio #\d+$/ }),
      ).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/cuenta/cuotas',
    as: DEMO_MEMBER,
    sees: 'their fees: what they owe, each month and how to pay',
    visit: async ({ page, check }) => {
      await page.goto('/cuenta/cuotas')
      await expect(page.getByRole('heading', { level: 1, name: 'Estado de Cuotas' })).toBeVisible()
      await expect(page.getByText('Total adeudado')).toBeVisible()
      await expect(page.getByRole('link', { name: /^Ver recibo N° / }).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/cuenta/cuotas/recibo/$id',
    as: DEMO_MEMBER,
    sees: 'one of their receipts',
    visit: async ({ page, request, check }) => {
      await page.goto(`/cuenta/cuotas/recibo/${await demoRecibo(request)}`)
      await expect(page.getByRole('article', { name: /^Recibo N° \d{6}$/ })).toBeVisible()
      await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible()
      await check()
    },
  },
  {
    route: '/cuenta/dispositivos',
    as: DEMO_MEMBER,
    sees: 'their phones where the card works offline',
    visit: async ({ page, check }) => {
      await page.goto('/cuenta/dispositivos')
      await expect(page.getByRole('heading', { level: 1, name: 'Mis dispositivos' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Dispositivos' })).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/cuenta',
    as: DEMO_MEMBER,
    sees: "their account at the section's own address '/cuenta'",
    visit: async ({ page, check }) => {
      await page.goto('/cuenta')
      await expect(page).toHaveURL(/\/cuenta\/micuenta$/)
      await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido, / })).toBeVisible()
      await check()
    },
  },
  {
    route: '/beneficios',
    as: DEMO_MEMBER,
    sees: "the benefits at the section's own address '/beneficios'",
    visit: async ({ page, check }) => {
      await page.goto('/beneficios')
      await expect(page).toHaveURL(/\/beneficios\/beneficios$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/beneficios/beneficios',
    as: DEMO_MEMBER,
    sees: "the partners' benefits for members",
    visit: async ({ page, check }) => {
      await page.goto('/beneficios/beneficios')
      await expect(page.getByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
      await check()
    },
  },

  // An administrator.
  {
    route: '/admin/menu',
    as: DEMO_ADMIN,
    sees: "the administrator's panel",
    visit: async ({ page, check }) => {
      await page.goto('/admin/menu')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Panel de Administración' }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: /Listado de Socios/ })).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin',
    as: DEMO_ADMIN,
    sees: "the panel at the section's own address '/admin'",
    visit: async ({ page, check }) => {
      await page.goto('/admin')
      await expect(page).toHaveURL(/\/admin\/menu$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Panel de Administración' }),
      ).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/socios',
    as: DEMO_ADMIN,
    sees: 'the member list with its filters and pages',
    visit: async ({ page, check }) => {
      await page.goto('/admin/socios')
      await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Socios' })).toBeVisible()
      await expect(page.getByText(/^Total: [\d.]+ socios$/)).toBeVisible()
      await expect(page.getByRole('row')).toHaveCount(11)
      await check()
    },
  },
  {
    route: '/admin/socios/$id',
    as: DEMO_ADMIN,
    sees: "a member's detail: data, fees and card devices",
    visit: async ({ page, request, check }) => {
      const socio = await demoSocio(request)
      await page.goto(`/admin/socios/${socio.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        `${socio.apellido}, ${socio.nombre}`,
      )
      await expect(page.getByRole('region', { name: 'Datos personales' })).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Cuotas' }).getByRole('row').nth(1),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: 'Dispositivos del carnet' })).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/admin/socios/$id/editar',
    as: DEMO_ADMIN,
    sees: "a member's edit form",
    visit: async ({ page, request, check }) => {
      const socio = await demoSocio(request)
      await page.goto(`/admin/socios/${socio.id}/editar`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        `Editar socio #${socio.id}: ${socio.apellido}, ${socio.nombre}`,
      )
      await expect(page.getByRole('form', { name: 'Editar socio' })).toBeVisible()
      await expect(page.getByLabel('Documento', { exact: true })).toHaveValue(socio.documento)
      await check()
    },
  },
  {
    route: '/admin/socio/$socio_id',
    as: DEMO_ADMIN,
    sees: "a member's detail through its old address, '/admin/socio/{id}'",
    visit: async ({ page, request, check }) => {
      const socio = await demoSocio(request)
      await page.goto(`/admin/socio/${socio.id}`)
      await expect(page).toHaveURL(new RegExp(`/admin/socios/${socio.id}$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        `${socio.apellido}, ${socio.nombre}`,
      )
      await expect(
        page.getByRole('region', { name: 'Cuotas' }).getByRole('row').nth(1),
      ).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/admin/socios/alta',
    as: DEMO_ADMIN,
    sees: "a minor's registration, each of its four steps",
    visit: async ({ page, check }) => {
      await page.goto('/admin/socios/alta')
      await expect(page.getByRole('heading', { level: 1, name: 'Alta de Socio' })).toBeVisible()
      const form = page.getByRole('form', { name: 'Alta de Socio' })
      // A minor's registration has every step, 'Responsables' included.
      await form.getByLabel('Fecha de nacimiento').fill(`${new Date().getFullYear() - 10}-01-15`)
      await expect(form.getByText('Paso 1 de 4 (25%)')).toBeVisible()
      await check()
      const pasos = ['Documentación', 'Responsables', 'Contacto']
      for (const [index, paso] of pasos.entries()) {
        await form.getByRole('button', { name: new RegExp(`${paso}$`) }).click()
        await expect(form.getByRole('group', { name: `Paso ${index + 2}: ${paso}` })).toBeVisible()
        await check()
      }
    },
  },
  {
    route: '/admin/cuotas',
    as: DEMO_ADMIN,
    sees: "the fees: the month's totals and the debtors",
    visit: async ({ page, check }) => {
      await page.goto('/admin/cuotas')
      await expect(page.getByRole('heading', { level: 1, name: 'Cuotas' })).toBeVisible()
      await expect(page.getByRole('heading', { name: /^Resumen de / })).toBeVisible()
      const deudores = page.getByRole('region', { name: 'Deudores' })
      await expect(deudores.getByText(/^[\d.]+ socios? con cuotas vencidas$/)).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/admin/cuotas/recibo/$id',
    as: DEMO_ADMIN,
    sees: 'a receipt, as the desk sees it',
    visit: async ({ page, request, check }) => {
      await page.goto(`/admin/cuotas/recibo/${await demoRecibo(request)}`)
      await expect(page.getByRole('article', { name: /^Recibo N° \d{6}$/ })).toBeVisible()
      await expect(page.getByText('Registrado por')).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/grupos-familiares',
    as: DEMO_ADMIN,
    sees: 'the family groups',
    visit: async ({ page, check }) => {
      await page.goto('/admin/grupos-familiares')
      await expect(page.getByRole('heading', { level: 1, name: 'Grupos Familiares' })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/grupos-familiares/$id',
    as: DEMO_ADMIN,
    sees: 'a family group, its members and those who may join',
    visit: async ({ page, request, check }) => {
      const grupo = await demoGrupo(request)
      await page.goto(`/admin/grupos-familiares/${grupo.id}`)
      await expect(page.getByRole('heading', { level: 1, name: grupo.nombre })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Miembros del Grupo' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Agregar Miembros' })).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/actividades',
    sees: 'the catalogue of activities',
    visit: async ({ page, check }) => {
      await page.goto('/actividades')
      await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/actividades',
    as: DEMO_ADMIN,
    sees: 'every activity, archived too',
    visit: async ({ page, check }) => {
      await page.goto('/admin/actividades')
      await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Actividades' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/actividades/nueva',
    as: DEMO_ADMIN,
    sees: 'the form of a new activity, with a schedule',
    visit: async ({ page, check }) => {
      await page.goto('/admin/actividades/nueva')
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva actividad' })).toBeVisible()
      await page.getByRole('button', { name: 'Agregar horario' }).click()
      await page.getByRole('button', { name: 'Crear actividad' }).click()
      await expect(page.getByText('El nombre de la actividad es requerido')).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/actividades/$id',
    as: DEMO_ADMIN,
    sees: 'an activity, its form and its enrolled members',
    visit: async ({ page, request, check }) => {
      const actividad = await demoActividad(request)
      await page.goto(`/admin/actividades/${actividad.id}`)
      await expect(page.getByRole('heading', { level: 1, name: actividad.nombre })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Inscriptos actuales' })).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/notificaciones',
    as: DEMO_ADMIN,
    sees: 'the announcement form and the log of those sent',
    visit: async ({ page, check }) => {
      await page.goto('/admin/notificaciones')
      await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible()
      await expect(page.getByLabel('Título')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Historial de envíos' })).toBeVisible()
      await loaded(page)
      await check()
    },
  },
  {
    route: '/admin/registro-actividad',
    as: DEMO_ADMIN,
    sees: 'the activity log',
    visit: async ({ page, check }) => {
      await page.goto('/admin/registro-actividad')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Registro de actividad' }),
      ).toBeVisible()
      await expect(page.getByText(/^Total: [\d.]+ entradas?$/)).toBeVisible()
      await expect(page.locator('tbody tr').first()).toBeVisible()
      await check()
    },
  },
  {
    route: '/admin/configuracion',
    as: DEMO_ADMIN,
    sees: "the club's settings",
    visit: async ({ page, check }) => {
      await page.goto('/admin/configuracion')
      const form = page.getByRole('form', { name: 'Configuración del club' })
      await expect(form.getByLabel('Nombre corto')).not.toHaveValue('')
      await loaded(page)
      await check()
    },
  },
  {
    route: '/admin/control',
    as: DEMO_ADMIN,
    sees: 'the control screen: the QR scanner, and a member found by DNI',
    visit: async ({ page, request, check }) => {
      const socio = await demoSocio(request)
      await page.goto('/admin/control')
      await expect(page.getByRole('heading', { level: 1, name: 'Control de Socios' })).toBeVisible()
      await expect(page.getByRole('tab', { name: 'Escanear QR' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(page.locator('video[aria-label="Cámara"]')).toBeVisible()
      await check()

      await page.getByRole('tab', { name: 'Buscar por DNI' }).click()
      await page.getByLabel('Número de documento').fill(socio.documento)
      await page.getByRole('button', { name: 'Buscar' }).click()
      await expect(page.getByRole('region', { name: 'Resultado' })).toContainText(
        `${socio.apellido}, ${socio.nombre}`,
      )
      await check()
    },
  },
  {
    route: '/porteria',
    as: DEMO_ADMIN,
    sees: 'the gate kiosk: ready to start, then filming',
    visit: async ({ page, check }) => {
      await page.goto('/porteria')
      await expect(
        page.getByText(/^Lista para funcionar sin conexión: [\d.]+ socios/),
      ).toBeVisible()
      await check()

      await page.getByRole('button', { name: 'Iniciar portería' }).click()
      await expect(page.getByText('En línea')).toBeVisible()
      await expect(page.locator('video[aria-label="Cámara"]')).toBeVisible()
      await expect(page.getByLabel('DNI', { exact: true })).toBeVisible()
      await check()
    },
  },
]

const ROLE = new Map<Account | undefined, string>([
  [undefined, 'a visitor'],
  [DEMO_MEMBER, 'a member'],
  [DEMO_ADMIN, 'an administrator'],
])

test.describe('every screen passes axe', () => {
  for (const screen of SCREENS) {
    test(`${ROLE.get(screen.as)} sees ${screen.sees}`, async ({
      page,
      request,
      expectAccessible,
    }) => {
      if (screen.as) await signIn(page, screen.as)
      await screen.visit({ page, request, check: () => expectAccessible(page) })
    })
  }
})

/** The full paths of the app's routes, as the router's generated tree lists them. */
function appRoutes(): string[] {
  const tree = fs.readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  // An index route's full path ends in '/' ('/admin/cuotas/'): the same address without it.
  return routePathsFromTree(tree).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
}

test('every route of the app has its screen checked with axe here', () => {
  const routes = appRoutes()
  const covered = SCREENS.flatMap((screen) => (screen.route ? [screen.route] : []))
  const missing = routes.filter((route) => !covered.includes(route))
  expect(
    missing,
    `Rutas sin pantalla revisada con axe: ${missing.join(', ')}. Agregá cada una a SCREENS ` +
      'en tests/e2e/a11y.spec.ts.',
  ).toEqual([])
  const gone = covered.filter((route) => !routes.includes(route))
  expect(
    gone,
    `Rutas de tests/e2e/a11y.spec.ts que la app ya no tiene: ${gone.join(', ')}`,
  ).toEqual([])
  expect(covered.length, 'cada ruta una sola vez en SCREENS').toBe(new Set(covered).size)
})
