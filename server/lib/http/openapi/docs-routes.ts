import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import { compressed } from '../compression.ts'
import { fail, json } from '../envelope.ts'
import { describe } from './describe.ts'
import { openApiDocument } from './document.ts'

/**
 * GET /api/openapi.json, the document, and GET /api/docs, a page to read it: Swagger UI from
 * the `swagger-ui-dist` package, served from this server (no CDN: the club's server may have
 * no internet), under the same security headers as every page (scripts from our origin only).
 * Both public: the API is the app's, and the document holds no secret (ADR 0048).
 */

/** Swagger UI's files, found in node_modules at run time (the server's bundle leaves packages out). */
const swaggerUiDir = () =>
  path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** What the page loads besides itself; the start script is ours (no inline script). */
const FILES: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'iniciar.js': {
    type: 'text/javascript; charset=utf-8',
    text: `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#referencia',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
})
`,
  },
}

export const DOCS_PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API del club: referencia</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="referencia"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/iniciar.js"></script>
  </body>
</html>
`

/** `app()` is the whole app, read when the document is first asked for (it is built once). */
export function apiDocsRoutes(app: () => Hono) {
  let document: ReturnType<typeof openApiDocument> | undefined
  return new Hono()
    .use(compressed)
    .get(
      '/openapi.json',
      describe({
        id: 'documentoOpenApi',
        tag: 'api',
        summary: 'El documento OpenAPI 3.1 de esta API',
        description: 'Generado de las rutas del servidor al pedirlo por primera vez.',
        access: 'public',
        raw: { types: ['application/json'], description: 'El documento OpenAPI 3.1' },
      }),
      async (c) => {
        document ??= openApiDocument(app()).catch((error: unknown) => {
          document = undefined
          throw error
        })
        c.header('Cache-Control', 'no-cache')
        return json(c, await document)
      },
    )
    .get(
      '/docs',
      describe({
        id: 'referenciaApi',
        tag: 'api',
        summary: 'Esta referencia, para leer en el navegador',
        description: 'Swagger UI servido por este servidor, sin recursos de otros sitios.',
        access: 'public',
        raw: { types: ['text/html'], description: 'La página' },
      }),
      (c) => {
        c.header('Cache-Control', 'no-cache')
        return c.html(DOCS_PAGE)
      },
    )
    .get(
      '/docs/:file',
      describe({
        id: 'archivoReferenciaApi',
        tag: 'api',
        summary: 'Un archivo de la página de referencia (Swagger UI)',
        access: 'public',
        parameters: [
          {
            name: 'file',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: Object.keys(FILES) },
          },
        ],
        raw: { types: ['text/javascript', 'text/css'], description: 'El archivo' },
        errors: { 404: "'No existe el recurso solicitado': otro nombre" },
      }),
      async (c) => {
        const name = c.req.param('file')
        const entry = Object.hasOwn(FILES, name) ? FILES[name] : undefined
        if (!entry) return fail(c, 404, 'No existe el recurso solicitado')
        const body = entry.text ?? (await readFile(path.join(swaggerUiDir(), entry.file!)))
        return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
          'Content-Type': entry.type,
          'Cache-Control': 'public, max-age=3600',
        })
      },
    )
}
