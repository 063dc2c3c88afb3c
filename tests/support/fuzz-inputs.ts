import fc from 'fast-check'

/**
 * Bad input for the API's fuzz tests (server/fuzz.test.ts, server/node-server.fuzz.test.ts,
 * docs/architecture.md#validation): numbers past every limit, SQL and path payloads, random
 * and broken JSON, paths, queries, multipart bodies and request headers.
 */
export const limits = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  0,
  -1,
  1e21,
  '9'.repeat(400),
)
export const payloads = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE socios; --',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '\u202e\ud83d\ude00\u0301',
  '\ud800',
  'ñ'.repeat(5000),
)
/** The API's own field names, so random bodies get past the shape to each field's check. */
const fields = fc.constantFrom(
  'id',
  'socio',
  'socioId',
  'cuotas',
  'importe',
  'medio',
  'nota',
  'nombre',
  'apellido',
  'email',
  'password',
  'documento',
  'periodo',
  'vencimiento',
  'miembros',
  'grupo',
  'title',
  'body',
  'url',
  'audience',
  'checkins',
  'key',
  'at',
  'veredicto',
  'publicKey',
  'endpoint',
  'keys',
  'motivo',
  'categoria',
  'estado',
  'token',
  'credential',
  'categorias',
  'descuentos',
  'page',
  'q',
)
const scalar = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), limits, payloads, fc.double())
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.oneof(fields, fields, fc.string(), payloads), fc.oneof(scalar, fc.jsonValue())),
  scalar,
  fc.array(scalar),
)
/** A body as sent: JSON of a random value, a very deep one, or text that is no JSON at all. */
export const jsonBody = fc.oneof(
  { weight: 6, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 60, max: 30_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1e999') },
)
/** A half of a UTF-16 pair alone: no URL can carry it (encodeURIComponent throws). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const segment = fc
  .oneof(fc.string({ minLength: 1 }), limits.map(String), payloads, fc.integer().map(String))
  .map((s) => encodeURIComponent(String(s).replace(LONE_SURROGATE, '\ufffd')))
/** Escapes a URL may carry that decode to nothing valid. */
export const rawSegment = fc.oneof(
  { weight: 5, arbitrary: segment },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%C0%AF', '..', '%2e%2e', '%ff') },
)
export const query = fc
  .dictionary(
    fc.constantFrom('id', 'socio', 'page', 'q', 'periodo', 'documento', 'tipo', 'estado'),
    segment,
  )
  .map((params) =>
    Object.entries(params)
      .map(([key, v]) => `${key}=${v}`)
      .join('&'),
  )
/** A multipart body cut short, mislabelled or with a part that is no image. */
export const multipart = fc
  .tuple(fc.uint8Array({ maxLength: 2048 }), fc.boolean())
  .map(([bytes, closed]) => {
    const head =
      '--x\r\nContent-Disposition: form-data; name="foto"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
    return Buffer.concat([
      Buffer.from(head),
      Buffer.from(bytes),
      Buffer.from(closed ? '\r\n--x--\r\n' : ''),
    ])
  })

/**
 * A header's value as the wire carries it: a string of bytes (Latin-1), without the control
 * characters no client sends (Node's and undici's clients refuse them). Unicode arrives as
 * its UTF-8 bytes, as from a real client.
 */
const asHeaderBytes = (text: string) =>
  Buffer.from(text.replace(LONE_SURROGATE, '\ufffd'), 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, ' ')
/** A header value: plain, unicode, payloads, numbers past their limits, or huge. */
export const headerValue = (huge = 12_000) =>
  fc.oneof(
    fc.string({ unit: 'binary-ascii' }).map(asHeaderBytes),
    fc.string({ unit: 'binary' }).map(asHeaderBytes),
    payloads.map(asHeaderBytes),
    limits.map(String),
    fc
      .integer({ min: Math.min(1000, huge), max: huge })
      .chain((n) => fc.constantFrom('a', 'ñ', '9', '=').map((c) => asHeaderBytes(c.repeat(n)))),
  )
/** An Authorization header that carries no session: garbage, another scheme, huge, unicode. */
export const badAuthorization = fc.oneof(
  headerValue(),
  headerValue().map((v) => `Bearer ${v}`),
  fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'bearer x', 'Bearer  '),
  fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((b) => `Bearer ${Buffer.from(b).toString('base64url')}`),
)
const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended(), headerValue())
/** The other request headers the server reads (grep `header(` in server/), each maybe left out. */
export const requestHeaders = fc.record(
  {
    'X-Forwarded-For': fc.oneof(
      fc.array(address, { maxLength: 12 }).map((list) => list.join(', ')),
      headerValue(),
    ),
    'Idempotency-Key': fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/), headerValue()),
    'X-Dispositivo': headerValue(),
    'User-Agent': headerValue(),
    'Accept-Encoding': fc.oneof(
      fc.constantFrom('gzip', 'br', 'br;q=0, gzip;q=2', '*', 'identity;q=0'),
      headerValue(),
    ),
    'If-None-Match': fc.oneof(fc.constantFrom('*', 'W/"x"', '""'), headerValue()),
  },
  { requiredKeys: [] },
)
/** A content type other than a route's own. */
export const wrongContentType = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/json; charset=latin1',
    'application/json, text/plain',
    'image/jpeg',
  ),
  headerValue(300),
)

/** What leaks from a stack trace or an unhandled error. */
export const STACK = /\n\s+at |Error: |node_modules|\.ts:\d+/
