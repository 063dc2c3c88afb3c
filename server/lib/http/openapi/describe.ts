import type { MiddlewareHandler } from 'hono'
import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi'
import type * as v from 'valibot'
import { DB_INTEGER_MAX } from '../../../../src/domain/db-limits.ts'
import { successEnvelope } from '../../../../src/domain/envelope.ts'

/**
 * How a route is described in the API's OpenAPI document (docs/architecture.md#api-reference):
 * `describe({...})` first in the route's chain, next to the access rule it states. It adds no
 * behaviour (the middleware only calls `next()`); the document is built from the app's own
 * routes (document.ts), so a route without it is missing there and fails its test.
 */

/** The document's tags: the modules (docs/architecture.md#server-modules), and two of its own. */
export const TAGS = {
  socios: 'La lista de socios, su ficha, la edición, las fotos y la exportación',
  alta: 'El alta de un socio (el formulario de la secretaría) y la búsqueda de una persona',
  carnet: 'El carnet digital y su código QR',
  dispositivos: 'Los teléfonos que muestran el carnet de un socio (Mis dispositivos)',
  cuenta: 'Ingreso, registro, Google, sesiones, contraseña y enlaces para cambiarla',
  porteria: 'La portería: validar un QR, buscar por DNI, el padrón, los ingresos',
  cuotas: 'Las cuotas: generación, pagos, recibos, resumen y deudores',
  grupos: 'Los grupos familiares',
  actividades: 'Las actividades, su catálogo y sus inscripciones',
  push: 'Notificaciones Web Push: suscripciones, pruebas y anuncios',
  configuracion: 'La configuración del club, sus imágenes y el mapa',
  auditoria: 'El registro de actividad',
  health: 'El estado del servidor',
  pwa: 'El manifiesto de la aplicación instalable',
  api: 'Esta referencia: el documento OpenAPI y su página',
} as const

export type Tag = keyof typeof TAGS

/**
 * Who may call a route (docs/architecture.md#authorization), as its middleware checks it:
 * anyone, any session, a member (level 1), the gate (administrators and the `control`
 * department) or administrators (level 3).
 */
export type Access = 'public' | 'signedIn' | 'member' | 'gate' | 'admin'

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Público: no hace falta sesión.',
  signedIn: 'Con sesión: cualquier cuenta (nivel 0 o más).',
  member: 'Socios: nivel 1 o más (un socio, lo suyo; un administrador, lo de cualquiera).',
  gate: 'Portería: administradores y el departamento `control` (nivel 1 o más).',
  admin: 'Administradores: nivel 3.',
}

/** The shared components document.ts defines: the envelope's refusal and its usual answers. */
export const REF = {
  failure: '#/components/schemas/Fallo',
  invalid: '#/components/responses/Invalida',
  unauthenticated: '#/components/responses/NoAutenticado',
  forbidden: '#/components/responses/SinPermiso',
  tooLarge: '#/components/responses/DemasiadoGrande',
  internal: '#/components/responses/ErrorInterno',
} as const

type Responses = NonNullable<DescribeRouteOptions['responses']>
type Parameter = NonNullable<DescribeRouteOptions['parameters']>[number]
type RequestBody = NonNullable<DescribeRouteOptions['requestBody']>

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503
/** When a refusal happens (its Spanish text or its cause); `retryAfter` with that header. */
type ErrorDoc = string | { description: string; retryAfter: true }

export type RouteDoc = {
  /** operationId; a function of the path for a handler served at two addresses. */
  id: string | ((path: string) => string)
  tag: Tag
  /** One line, in Spanish. */
  summary: string
  description?: string
  access: Access
  /** The `response` of the 200 envelope, the schema the client parses it with (src/domain). */
  answer?: v.GenericSchema
  /** The whole 200 body, when it is not `successEnvelope(answer)`. */
  answerBody?: v.GenericSchema
  /** A 200 that is not JSON: its media types and what it carries. */
  raw?: { types: string[]; description: string; headers?: Record<string, string> }
  /** The 200's description, when 'OK' says too little. */
  okDescription?: string
  /** The refusals beyond the access rule's 401 and 403, each with when it happens. */
  errors?: Partial<Record<ErrorStatus, ErrorDoc>>
  /** Other answers (a 304). */
  more?: Responses
  /** A body no valibot validator reads (an image, a multipart form). */
  requestBody?: RequestBody
  /** Parameters no valibot validator reads; a path's `{param}` is a string unless named here. */
  parameters?: Parameter[]
}

const failureContent = { 'application/json': { schema: { $ref: REF.failure } } }

const errorResponse = (doc: ErrorDoc) =>
  typeof doc === 'string'
    ? { description: doc, content: failureContent }
    : {
        description: doc.description,
        headers: {
          'Retry-After': {
            description: 'Segundos a esperar',
            schema: { type: 'integer' as const },
          },
        },
        content: failureContent,
      }

/** Conversion of an answer's valibot schema: its output type, in OpenAPI 3.1's JSON Schema. */
export const answerSchema = (schema: v.GenericSchema) =>
  resolver(schema, { options: { target: 'draft-2020-12', typeMode: 'output' } })

/** Conversion of a request's valibot schema: what a client sends, before any transformation. */
export const requestSchema = (schema: v.GenericSchema) =>
  resolver(schema, { options: { target: 'draft-2020-12', typeMode: 'input' } })

function okResponse(doc: RouteDoc): Responses[string] {
  const given = [doc.answer, doc.answerBody, doc.raw].filter((x) => x !== undefined)
  if (given.length !== 1) throw new Error(`${String(doc.id)}: answer, answerBody o raw, uno`)
  if (doc.raw) {
    const headers = Object.fromEntries(
      Object.entries(doc.raw.headers ?? {}).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' as const } },
      ]),
    )
    return {
      description: doc.okDescription ?? doc.raw.description,
      ...(doc.raw.headers ? { headers } : {}),
      content: Object.fromEntries(doc.raw.types.map((type) => [type, {}])),
    }
  }
  const body = doc.answerBody ?? successEnvelope(doc.answer!)
  return {
    description: doc.okDescription ?? 'OK',
    content: { 'application/json': { schema: answerSchema(body) } },
  }
}

/** The access rule's refusals, joined with the route's own text for the same status. */
function accessResponses(doc: RouteDoc): Responses {
  const responses: Responses = {}
  if (doc.access === 'public') return responses
  responses['401'] = { $ref: REF.unauthenticated }
  if (doc.access === 'signedIn') return responses
  const own = doc.errors?.[403]
  const text = typeof own === 'string' ? own : own?.description
  responses['403'] = text
    ? errorResponse(
        `'No tenés permiso para realizar esta acción' (sin el nivel o el departamento), o ${text}`,
      )
    : { $ref: REF.forbidden }
  return responses
}

/** The route's OpenAPI description, as a middleware that only calls `next()`. */
export function describe(doc: RouteDoc): MiddlewareHandler {
  const { id, tag, summary, access, errors = {}, more = {} } = doc
  const own = Object.fromEntries(
    Object.entries(errors)
      .filter(([status]) => !(status === '403' && access !== 'public' && access !== 'signedIn'))
      .map(([status, error]) => [status, errorResponse(error)]),
  )
  return describeRoute({
    operationId: typeof id === 'string' ? id : (route) => id(route.path),
    tags: [tag],
    summary,
    description: [doc.description, `Acceso: ${ACCESS_TEXT[access]}`].filter(Boolean).join('\n\n'),
    security: access === 'public' ? [] : [{ sesion: [] }],
    ...(doc.parameters ? { parameters: doc.parameters } : {}),
    ...(doc.requestBody ? { requestBody: doc.requestBody } : {}),
    responses: { '200': okResponse(doc), ...accessResponses(doc), ...own, ...more },
  })
}

/** A path's integer id (read by `pathId`: 1 to PostgreSQL's integer maximum). */
export const idParam = (name: string, description: string, where: 'path' | 'query' = 'path') =>
  ({
    name,
    in: where,
    required: true,
    description,
    schema: { type: 'integer', minimum: 1, maximum: DB_INTEGER_MAX },
  }) satisfies Parameter

/** A request body of raw bytes (an image), judged by its content. */
export const imageBody = (description: string) =>
  ({ required: true, description, content: { 'image/*': {} } }) satisfies RequestBody

/**
 * Makes a validator middleware (validate.ts) put its valibot schema in the document, as
 * hono-openapi's own validator does: the body's schema or the query's parameters. The
 * middleware itself is left as it is, so its answers and Spanish messages stay the same.
 */
export function documented<M extends object>(
  middleware: M,
  target: 'json' | 'query',
  schema: v.GenericSchema,
): M {
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...requestSchema(schema) },
  })
}
