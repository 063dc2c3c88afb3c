/**
 * A rush at the desk and the gate for the crash tests (tests/system/crash*.test.ts): member
 * registrations with photos, payments and check-ins sent by 200 clients at once to a
 * compiled server, which the test stops or kills midway; then what the database and
 * DATA_DIR/uploads hold.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../../server/db/client.ts'

export const PASSWORD = 'demo-caida-2026'
const ADMIN = 'admin@demo.clubsantarosa.com.ar'
/** The demo data and its administrator's password, for the first start of an engine. */
export const DEMO_ENV = { DEMO: '1', DEMO_PASSWORD: PASSWORD }

type Answer<T> = { status: number; body: { response: T } }

async function call<T>(base: string, path: string, init: RequestInit & { token?: string }) {
  const { token, ...rest } = init
  const headers = new Headers(rest.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (typeof rest.body === 'string') headers.set('Content-Type', 'application/json')
  const res = await fetch(`${base}${path}`, { ...rest, headers })
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] }
}

export async function signIn(base: string) {
  const res = await call<{ token: string }>(base, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
  })
  if (res.status !== 200) throw new Error(`Inicio de sesión: ${res.status}`)
  return res.body.response.token
}

export type Job =
  | { kind: 'alta'; documento: string; key: string }
  | { kind: 'pago'; cuota: number; importe: number }
  | { kind: 'ingreso'; code: string; dispositivo: string }

/** A job and what came back: the status, or null when no answer arrived. */
export type Outcome = Job & { status: number | null }

/**
 * The crash tests' rush: 900 jobs, a third of each kind, from 200 clients at once, cut after
 * 500 answers. A registration takes far longer than a payment or a check-in: with as many
 * jobs as clients, the quick ones were all answered while the registrations were still
 * under way, and the cut caught registrations alone. With three jobs a client, one that
 * finishes a registration goes on with a payment and a check-in, so the cut catches all three.
 */
export const RUSH = { jobs: 900, clients: 200, after: 500 }

/** A real JPEG, as a phone's camera or a scanner gives. */
const jpeg = async (color: string, width = 480, height = 360) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  )

/**
 * `size` requests, a third of each kind, interleaved: new adults with a photo and both sides
 * of the DNI, one pending cuota paid in cash each, and validations of active members'
 * codes, each from a gate device of its own name.
 */
export async function prepareRush(base: string, token: string, size: number): Promise<Job[]> {
  const [cuotas, activos] = await Promise.all([
    pendingCuotas(base, token, Math.ceil(size / 3)),
    call<{ items: { id: number }[] }>(base, '/api/socios/getSocios?estado=activos&pageSize=50', {
      token,
    }),
  ])
  const codes = await Promise.all(
    activos.body.response.items.map(
      async ({ id }) =>
        (
          await call<string>(base, '/api/socios/generarToken', {
            method: 'POST',
            token,
            body: JSON.stringify({ id }),
          })
        ).body.response,
    ),
  )
  const run = randomBytes(4).toString('hex')
  // Above the demo roll's documentos (below 60 million), one run's apart from another's.
  const primerDocumento = 90_000_000 + Math.floor(Math.random() * 9_000_000)
  return Array.from({ length: size }, (_, i): Job => {
    const n = Math.floor(i / 3)
    if (i % 3 === 0)
      return { kind: 'alta', documento: String(primerDocumento + n), key: `caida-${run}-${n}` }
    if (i % 3 === 1) {
      const cuota = cuotas[n]
      if (!cuota) throw new Error(`Faltan cuotas pendientes: hay ${cuotas.length}`)
      return { kind: 'pago', cuota: cuota.id, importe: cuota.importe }
    }
    return { kind: 'ingreso', code: codes[n % codes.length]!, dispositivo: `caida-${run}-${n}` }
  })
}

/**
 * `wanted` pending cuotas, a page of 100 at a time. The demo data has about a hundred: the
 * coming months' cuotas are generated until there are enough.
 */
async function pendingCuotas(base: string, token: string, wanted: number) {
  const read = async () => {
    const cuotas: { id: number; importe: number }[] = []
    for (let page = 1; cuotas.length < wanted; page++) {
      const { body } = await call<{ items: { id: number; importe: number }[] }>(
        base,
        `/api/cuotas/getCuotas?estado=pendiente&pageSize=100&page=${page}`,
        { token },
      )
      cuotas.push(...body.response.items)
      if (body.response.items.length < 100) break
    }
    return cuotas
  }
  let cuotas = await read()
  for (let month = 1; cuotas.length < wanted && month <= 3; month++) {
    const at = new Date()
    at.setUTCDate(1)
    at.setUTCMonth(at.getUTCMonth() + month)
    const periodo = at.toISOString().slice(0, 7)
    const { status } = await call(base, '/api/cuotas/generar', {
      method: 'POST',
      token,
      body: JSON.stringify({ periodo }),
    })
    if (status !== 200) throw new Error(`Generar cuotas de ${periodo}: ${status}`)
    cuotas = await read()
  }
  return cuotas.slice(0, wanted)
}

let photos: Promise<Uint8Array<ArrayBuffer>[]> | undefined

async function altaForm(documento: string) {
  const [foto, frente, dorso] = await (photos ??= Promise.all(
    ['#c08a5a', '#8fb0d8', '#d8c08f'].map((color) => jpeg(color)),
  ))
  const form = new FormData()
  const socio = {
    documento,
    nombre: 'Prueba',
    apellido: `Caída ${documento}`,
    nacimiento: '1990-04-12',
    sexo: 'Femenino',
    password: 'pampa-verde-2026',
  }
  form.append('socio', JSON.stringify(socio))
  form.append('archivos', new File([foto!], 'fotoSocio.jpg', { type: 'image/jpeg' }))
  form.append('archivos', new File([frente!], 'documentoFrente.jpg', { type: 'image/jpeg' }))
  form.append('archivos', new File([dorso!], 'documentoDorso.jpg', { type: 'image/jpeg' }))
  return form
}

/** Sends one job; null when the connection broke before an answer. */
export async function send(base: string, token: string, job: Job): Promise<number | null> {
  const request: Promise<Response> =
    job.kind === 'alta'
      ? altaForm(job.documento).then((body) =>
          fetch(`${base}/api/socios/addSocio`, {
            method: 'POST',
            body,
            headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': job.key },
          }),
        )
      : job.kind === 'pago'
        ? fetch(`${base}/api/cuotas/pagos`, {
            method: 'POST',
            body: JSON.stringify({ cuotas: [job.cuota], medio: 'efectivo', importe: job.importe }),
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          })
        : fetch(`${base}/api/socios/validarToken/${job.code}`, {
            headers: { Authorization: `Bearer ${token}`, 'X-Dispositivo': job.dispositivo },
          })
  try {
    const res = await request
    await res.arrayBuffer()
    return res.status
  } catch {
    return null
  }
}

/**
 * Sends the jobs in order from `clients` clients at once (desks and gates), each sending its
 * next job when the last is answered; when `after` answers have arrived, runs `midway` (a
 * stop or a kill). Resolves when every job has its answer or its broken connection.
 *
 * Fired all at once, the quick payments and check-ins were all answered before the first
 * registration wrote its photos: the kill then caught no registration midway.
 */
export async function rush(
  base: string,
  token: string,
  jobs: Job[],
  { clients, after, midway }: { clients: number; after: number; midway: () => Promise<unknown> },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  let answered = 0
  let stopping: Promise<unknown> | undefined
  const client = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!
      const status = await send(base, token, job)
      if (status !== null && ++answered === after) stopping = midway()
      outcomes.push({ ...job, status })
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  if (!stopping) throw new Error(`Solo ${answered} respuestas: no se llegó a ${after}`)
  await stopping
  return outcomes
}

const confirmed = <K extends Job['kind']>(outcomes: Outcome[], kind: K) =>
  outcomes.filter(
    (o): o is Extract<Outcome, { kind: K }> =>
      o.kind === kind && o.status !== null && o.status >= 200 && o.status < 300,
  )

const ofKind = <K extends Job['kind']>(outcomes: Outcome[], kind: K) =>
  outcomes.filter((o): o is Extract<Outcome, { kind: K }> => o.kind === kind)

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as T[] | { rows: T[] }
  return Array.isArray(result) ? result : result.rows
}

/** For `in (…)`; an empty list matches nothing. */
const list = (values: (string | number)[]) =>
  values.length === 0
    ? sql`null`
    : sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )

/** What a 2xx answer promised and the database lacks: empty lists when nothing is missing. */
export async function missingConfirmed(database: Database, outcomes: Outcome[]) {
  const altas = confirmed(outcomes, 'alta').map((o) => o.documento)
  const pagos = confirmed(outcomes, 'pago').map((o) => o.cuota)
  const ingresos = confirmed(outcomes, 'ingreso').map((o) => o.dispositivo)
  const registered = altas.length
    ? await rows<{ documento: string }>(
        database,
        sql`select p.documento from personas p join socios s on s.persona_id = p.id
            where p.documento in (${list(altas)})
              and (select count(*) from imagenes_personas i where i.persona_id = p.id) = 3`,
      )
    : []
  const paid = pagos.length
    ? await rows<{ id: number }>(
        database,
        sql`select c.id from cuotas c join pagos p on p.id = c.pago_id
            where c.id in (${list(pagos)}) and c.estado = 'pagada'`,
      )
    : []
  const checkedIn = await checkinDevices(database, outcomes)
  return {
    altas: altas.filter((d) => !registered.some((r) => r.documento === d)),
    pagos: pagos.filter((id) => !paid.some((r) => Number(r.id) === id)),
    ingresos: ingresos.filter((d) => !checkedIn.includes(d)),
  }
}

/** The device names of the rush's check-ins in the database, one per row. */
async function checkinDevices(database: Database, outcomes: Outcome[]) {
  const first = ofKind(outcomes, 'ingreso')[0]
  if (!first) return []
  // The run's names: caida-<run>-<n>.
  const run = first.dispositivo.replace(/\d+$/, '')
  const found = await rows<{ dispositivo: string }>(
    database,
    sql`select dispositivo from checkins where dispositivo like ${`${run}%`}`,
  )
  return found.map((r) => r.dispositivo)
}

/** Check-in rows of the rush written twice, or of a validation that was never sent. */
export async function strayCheckins(database: Database, outcomes: Outcome[]) {
  const devices = await checkinDevices(database, outcomes)
  const sent = new Set(ofKind(outcomes, 'ingreso').map((o) => o.dispositivo))
  return {
    repetidos: devices.filter((d, i) => devices.indexOf(d) !== i),
    noEnviados: devices.filter((d) => !sent.has(d)),
  }
}

/** The payments of the rush whose activity-log entry ('pago') is missing. */
export async function paymentsWithoutLogEntry(database: Database, outcomes: Outcome[]) {
  const pagos = confirmed(outcomes, 'pago').map((o) => o.cuota)
  if (pagos.length === 0) return []
  const found = await rows<{ id: number }>(
    database,
    sql`select c.id from cuotas c join auditoria a
          on a.accion = 'pago' and (a.detalle->>'pago')::int = c.pago_id
        where c.id in (${list(pagos)})`,
  )
  return pagos.filter((id) => !found.some((r) => Number(r.id) === id))
}

/**
 * What a crash could leave half-made: a registration's persona without its socio, a
 * payment without its cuotas or a paid cuota without its payment, a photo file without its
 * row or a row without its file. Empty lists when there is none.
 */
export async function halfMade(database: Database, outcomes: Outcome[], dataDir: string) {
  const documentos = ofKind(outcomes, 'alta').map((o) => o.documento)
  const personasSinSocio = await rows<{ documento: string }>(
    database,
    sql`select documento from personas p where documento in (${list(documentos)})
        and not exists (select 1 from socios s where s.persona_id = p.id)`,
  )
  const pagosSinCuotas = await rows<{ id: number }>(
    database,
    sql`select id from pagos p where not exists (select 1 from cuotas c where c.pago_id = p.id)`,
  )
  const cuotasPagadasSinPago = await rows<{ id: number }>(
    database,
    sql`select id from cuotas c where c.estado = 'pagada'
        and not exists (select 1 from pagos p where p.id = c.pago_id)`,
  )
  const rutas = (
    await rows<{ ruta: string }>(database, sql`select ruta from imagenes_personas`)
  ).map((r) => path.basename(r.ruta))
  const files = uploads(dataDir)
  return {
    personasSinSocio: personasSinSocio.map((r) => r.documento),
    pagosSinCuotas: pagosSinCuotas.map((r) => r.id),
    cuotasPagadasSinPago: cuotasPagadasSinPago.map((r) => r.id),
    archivosSinFila: files.filter((file) => !rutas.includes(file)),
    filasSinArchivo: rutas.filter((ruta) => !files.includes(ruta)),
  }
}

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads')

const uploads = (dataDir: string) =>
  fs.existsSync(uploadsDir(dataDir)) ? fs.readdirSync(uploadsDir(dataDir)).sort() : []
