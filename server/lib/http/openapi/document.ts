import { toJsonSchema } from '@valibot/to-json-schema'
import type { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import * as v from 'valibot'
import { failureEnvelope } from '../../../../src/domain/envelope.ts'
import { INTERNAL_ERROR } from '../on-error.ts'
import { REF, TAGS } from './describe.ts'

/**
 * The API's OpenAPI 3.1 document, generated from the app's routes (docs/architecture.md#api-reference):
 * each route's `describe()` (describe.ts), the valibot schemas its validators check
 * (validate.ts) and the client's schemas of its answers (src/domain). Written nowhere by hand.
 */

/** The refusal's envelope, as the client reads it, plus the list a validation answers. */
const falloSchema = v.object({
  ...failureEnvelope.entries,
  errors: v.optional(v.array(v.string())),
})

const fallo = () => {
  const schema: Json = { ...toJsonSchema(falloSchema, { target: 'draft-2020-12' }) }
  delete schema.$schema
  return {
    ...schema,
    description:
      'El sobre de toda respuesta fallida de /api: `message` y `error` con el mismo texto en castellano; una validación lista además todos sus mensajes en `errors`.',
    examples: [{ success: false, message: 'No estás autenticado', error: 'No estás autenticado' }],
  }
}

const failureContent = { 'application/json': { schema: { $ref: REF.failure } } }
const refusal = (description: string) => ({ description, content: failureContent })

/** What any route may answer: a failure of ours; and one with a body, a body past its limit. */
const always = { '500': { $ref: REF.internal } }
const withBody = { responses: { ...always, '413': { $ref: REF.tooLarge } } }

const DESCRIPTION = `La API del club: la usan la aplicación (PWA) y la portería.

Cada respuesta tiene un estado HTTP real. Las de JSON son un sobre: \`{success: true, message?, response}\` si salió bien, \`{success: false, message, error}\` (el esquema \`Fallo\`) si no, con el texto en castellano.
La sesión viaja en \`Authorization: Bearer <token>\` (el token que responden el ingreso, el registro y Google); cada operación dice qué nivel pide.
El documento se genera de las rutas del servidor: lo que se lee acá es lo que el servidor valida.`

/** The document of `app`'s routes: every route with a `describe()` is an operation. */
export async function openApiDocument(app: Hono) {
  const document = await generateSpecs(app, {
    documentation: {
      info: {
        title: 'API del club',
        version: '1.0.0',
        description: DESCRIPTION,
      },
      servers: [{ url: '/', description: 'Este servidor' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        schemas: { Fallo: fallo() as object },
        securitySchemes: {
          sesion: {
            type: 'http',
            scheme: 'bearer',
            description:
              'El token de sesión que responden POST /api/auth/login, /signup, /oauth y /reset.',
          },
        },
        responses: {
          Invalida: refusal(
            "La solicitud no es válida: `message` es el primer mensaje del esquema, `errors` todos (también 'El texto contiene un carácter no válido' y 'La solicitud tiene demasiados niveles anidados').",
          ),
          NoAutenticado: refusal("'No estás autenticado': falta la sesión o ya no vale."),
          SinPermiso: refusal(
            "'No tenés permiso para realizar esta acción': el nivel o el departamento de la sesión no alcanzan.",
          ),
          DemasiadoGrande: refusal(
            "'La solicitud es demasiado grande': el cuerpo pasa el límite de la ruta (64 KB para JSON).",
          ),
          ErrorInterno: refusal(`Un error del servidor, registrado en su log: '${INTERNAL_ERROR}'`),
        },
      },
    },
    // The document and its page are routes too: described, like every other.
    excludeStaticFile: false,
    // GET and HEAD skip the body limits (server/lib/http/body-limit.ts).
    defaultOptions: {
      GET: { responses: always },
      POST: withBody,
      PUT: withBody,
      PATCH: withBody,
      DELETE: withBody,
    },
    defaultValidationErrorResponse: { $ref: REF.invalid } as never,
  })
  return tidy(document)
}

type Json = { [key: string]: unknown }
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `entero` (src/domain/paged.ts) takes a number or a string of digits, and converts to both at
 * once (`anyOf` and `type: integer`), which no value satisfies as a string. In a JSON body it
 * becomes either; in a query string, where every value is text, the integer.
 */
function tidy<T>(document: T): T {
  const walk = (node: unknown, inParameter: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, inParameter))
    if (!isObject(node)) return node
    const entries = Object.entries(node).map(([key, value]) => {
      const parameter = inParameter || key === 'parameters'
      return [key, walk(value, parameter)] as const
    })
    const out: Json = Object.fromEntries(entries)
    const anyOf = out.anyOf
    if (!Array.isArray(anyOf) || typeof out.type !== 'string') return out
    const { type, minimum, maximum, default: byDefault, ...rest } = out
    delete rest.anyOf
    if (inParameter) return { ...rest, type, minimum, maximum, default: byDefault }
    const digits = anyOf.find((option) => isObject(option) && option.type === 'string')
    return {
      ...rest,
      anyOf: [{ type, minimum, maximum }, digits],
      ...(byDefault === undefined ? {} : { default: byDefault }),
    }
  }
  return walk(document, false) as T
}
