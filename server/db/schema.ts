import { sql, type SQL } from 'drizzle-orm'
import { ACCIONES } from '../../src/domain/auditoria.ts'
import { ESTADOS_CUOTA, MEDIOS_PAGO } from '../../src/domain/cuotas.ts'
import {
  bigserial,
  boolean,
  check,
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Key/value settings; `club` holds the club's public data (validated on read and write). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    level: integer('level').notNull().default(0),
    departments: text('departments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    googleId: text('google_id').unique(),
    /**
     * Whether the email is proven to be the account holder's: Google verified it, or staff
     * made the account (docs/decisions/0015). Only such an account is linked to a member.
     */
    emailVerificado: boolean('email_verificado').notNull().default(false),
    /** The member this account belongs to: one account per member. */
    socioId: integer('socio_id')
      .unique()
      .references((): AnyPgColumn => socios.id, { onDelete: 'set null' }),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/** Opaque session tokens, kept only as SHA-256 hashes (docs/architecture.md#session-token). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One-time links to set a new password, made by an administrator: only the token's SHA-256
 * is kept; a link is spent by its first use (docs/architecture.md#reset-link).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The administrator who made it. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * Failed sign-ins, counted per email and address and per address (routes/auth/
 * login-throttle.ts). `ip` is the address's key (an IPv6 /64), '' when unknown.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** `addressKey`, or `dispositivo:` and a device proof's nonce (routes/auth/device-proof.ts). */
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_pair_idx').on(t.email, t.ip, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
)

/** Sign-ups and Google sign-ins per address, for their limit (routes/auth/address-limit.ts). */
export const addressAttempts = pgTable(
  'address_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'signup' or 'oauth'. */
    action: text('action').notNull(),
    /** As in `login_failures`. */
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_attempts_idx').on(t.action, t.ip, t.at)],
)

/** A person: member, guardian, or someone looked up by DNI. */
export const personas = pgTable(
  'personas',
  {
    id: serial('id').primaryKey(),
    /** Digits only. */
    documento: text('documento').notNull().unique(),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    apodo: text('apodo'),
    nacimiento: date('nacimiento', { mode: 'string' }),
    sexo: text('sexo'),
    nacionalidad: text('nacionalidad').notNull().default('Argentina'),
    domicilio: text('domicilio'),
    email: text('email'),
    telefono: text('telefono'),
    cuit: text('cuit'),
    tramite: text('tramite'),
    ejemplar: text('ejemplar'),
    emision: date('emision', { mode: 'string' }),
    ofIdentidad: text('of_identidad'),
    /** 'apellido nombre apodo', lower-cased and without accents: what name search matches. */
    busqueda: text('busqueda').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personas_documento_prefix_idx').using('btree', t.documento.op('text_pattern_ops')),
    index('personas_busqueda_prefix_idx').using('btree', t.busqueda.op('text_pattern_ops')),
    index('personas_apellido_idx').on(t.apellido, t.nombre),
  ],
)

export const imagenesPersonas = pgTable(
  'imagenes_personas',
  {
    id: serial('id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    /** principal | documentoFrente | documentoDorso */
    tipo: text('tipo').notNull(),
    /** Server-generated file name under DATA_DIR/uploads. */
    ruta: text('ruta').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('imagenes_personas_tipo_idx').on(t.personaId, t.tipo)],
)

// `claveNombreGrupo` (src/domain/grupos.ts) in SQL: accents of Spanish, case and spaces do
// not count. The letters are mapped before lower(), which leaves them alone under C locales.
const CON_ACENTO = 'ÁÀÄÂÃáàäâãÉÈËÊéèëêÍÌÏÎíìïîÓÒÖÔÕóòöôõÚÙÜÛúùüûÑñÇç'
const SIN_ACENTO = 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc'

/** A family group (docs/architecture.md#family-groups); a member belongs to one at most. */
export const grupos = pgTable(
  'grupos',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    /** The name as uniqueness reads it, kept by the database whoever writes the row. */
    nombreClave: text('nombre_clave')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`btrim(regexp_replace(lower(translate(${grupos.nombre}, '${sql.raw(CON_ACENTO)}', '${sql.raw(SIN_ACENTO)}')), '[[:space:]]+', ' ', 'g'))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grupos_nombre_clave_idx').on(t.nombreClave)],
)

/** A member; `id` is the member number. */
export const socios = pgTable(
  'socios',
  {
    id: serial('id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .unique()
      .references(() => personas.id),
    alta: date('alta', { mode: 'string' }).notNull(),
    /** Activo | Inactivo | Pendiente */
    estado: text('estado').notNull().default('Pendiente'),
    categoria: text('categoria').notNull().default('Activo'),
    vencimiento: date('vencimiento', { mode: 'string' }),
    grupoId: integer('grupo_id').references(() => grupos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Last change the gate's roster shows: of this row, of its persona, or of its photo.
     * Kept by triggers (migration 0007_checkins) whatever code path writes; an UPDATE that
     * sets it explicitly keeps that value (tests backdate members that way).
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('socios_estado_idx').on(t.estado),
    index('socios_alta_idx').on(t.alta, t.id),
    index('socios_grupo_idx').on(t.grupoId),
    index('socios_updated_idx').on(t.updatedAt),
  ],
)

export const sociosHistorial = pgTable(
  'socios_historial',
  {
    id: serial('id').primaryKey(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    alta: date('alta', { mode: 'string' }).notNull(),
    baja: date('baja', { mode: 'string' }),
    motivo: text('motivo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('socios_historial_socio_idx').on(t.socioId, t.alta)],
)

/** A minor's guardian: both are personas. */
export const responsables = pgTable(
  'responsables',
  {
    id: serial('id').primaryKey(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    responsableId: integer('responsable_id')
      .notNull()
      .references(() => personas.id),
    parentesco: text('parentesco').notNull(),
  },
  (t) => [uniqueIndex('responsables_par_idx').on(t.personaId, t.responsableId)],
)

/**
 * Idempotency-Key of a write (docs/architecture.md#offline): the first success is stored with its
 * answer, a replay of the same key by the same user gets that answer back. Failures are not stored.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
)

/**
 * Ed25519 keys that sign the QR tokens (docs/architecture.md#qr-token), shared by every API
 * process. The newest key not retired signs; keys not retired, or retired less than 10
 * minutes ago, verify, unless withdrawn.
 */
export const qrKeys = pgTable(
  'qr_keys',
  {
    /** 8 lower-case hex characters, random. */
    kid: text('kid').primaryKey(),
    /** base64url of the 32-byte raw public key. */
    publicKey: text('public_key').notNull(),
    /**
     * base64url of the PKCS#8 private key: never leaves the server. Erased (null) when the
     * key is withdrawn.
     */
    privateKey: text('private_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Withdrawn by hand (`retire-qr-key`): it verifies no more, with no grace. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('qr_keys_created_idx').on(t.createdAt)],
)

/**
 * A member's phone that makes its own card codes (docs/architecture.md#device-token): its
 * public key, the certificate's end, and when it was revoked. At most 3 live per member.
 */
export const dispositivos = pgTable(
  'dispositivos',
  {
    id: serial('id').primaryKey(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    /** The account that registered it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The session that registered or last renewed it: removing the device ends it (ADR 0033). */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** What the browser said at the last registration or renewal: model, system, browser. */
    nombre: text('nombre').notNull(),
    /** The member's own name for it (PATCH); a renewal keeps it. */
    apodo: text('apodo'),
    /** 'Ed25519' or 'P-256'. */
    alg: text('alg').notNull(),
    /** base64url of the raw public key (32 or 65 bytes). */
    publicKey: text('public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last certificate's issue. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last certificate's end. */
    validoHasta: timestamp('valido_hasta', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dispositivos_clave_idx').on(t.publicKey),
    index('dispositivos_socio_idx').on(t.socioId),
    // Every session deleted (sign-out, expiry) looks here for the devices it leaves unlinked.
    index('dispositivos_sesion_idx').on(t.sessionId),
    check('dispositivos_alg', sql`${t.alg} in ('Ed25519', 'P-256')`),
  ],
)

/**
 * Access events at the gate (docs/product.md#control-de-socios): online validations recorded by
 * the server, and the check-ins an offline tablet delivers later with its own keys.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The tablet's idempotency key (null for validations the server recorded itself). */
    key: text('key').unique(),
    /**
     * No foreign keys here: an access log takes thousands of rows a second, and each key
     * check would lock the member's and the user's rows (ADR 0010). Both writers record
     * only members they have just found (validarToken's lookup, recordCheckins' check).
     */
    socioId: integer('socio_id').notNull(),
    /** When the member was at the gate (the tablet's clock for offline check-ins). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** permitido | denegado */
    veredicto: text('veredicto').notNull(),
    motivo: text('motivo'),
    online: boolean('online').notNull(),
    dispositivo: text('dispositivo').notNull(),
    /** The gatekeeper whose session recorded or delivered it. */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the server received it (its own clock): against `at`, how long a tablet held it
     * offline, or how far its clock was off.
     */
    recibidoAt: timestamp('recibido_at', { withTimezone: true }).notNull().defaultNow(),
    /** How the member was identified: 'qr' (the card's code) or 'dni' (typed at the gate). */
    via: text('via').notNull().default('qr'),
  },
  // Today's count and the latest entries are both a range of `at`; the verdict in the index
  // lets the count run from the index alone.
  (t) => [
    index('checkins_at_idx').on(t.at, t.veredicto),
    check('checkins_veredicto_check', sql`${t.veredicto} in ('permitido', 'denegado')`),
    check('checkins_via_check', sql`${t.via} in ('qr', 'dni')`),
  ],
)

/**
 * The activity log (docs/architecture.md#data): who did what, when and from where. Rows are
 * only ever inserted (server/lib/audit-log.ts); no route updates or deletes them. Like the
 * check-ins, no foreign key: an entry outlives the account it names, hence the email's copy.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account that acted (null: the CLI, or a failed sign-in with an unknown email). */
    userId: integer('user_id'),
    /** The account's email at the time (for a failed sign-in, the email typed). */
    email: text('email'),
    ip: text('ip'),
    accion: text('accion').notNull(),
    /** A few flat values (ids, field names, filters): never passwords, hashes or tokens. */
    detalle: jsonb('detalle').notNull().default({}),
  },
  // The screen pages newest first, optionally for one kind of entry.
  (t) => [
    index('auditoria_at_idx').on(t.at, t.id),
    index('auditoria_accion_idx').on(t.accion, t.at),
    check(
      'auditoria_accion_check',
      sql`${t.accion} in (${sql.raw(ACCIONES.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
)

const lista = (values: readonly string[]) => sql.raw(values.map((x) => `'${x}'`).join(', '))

/**
 * A payment at the desk (docs/architecture.md#fees): one or more cuotas settled at once. Its id
 * is the receipt number. Amounts are integer centavos.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    importe: integer('importe').notNull(),
    medio: text('medio').notNull(),
    nota: text('nota'),
    /** The administrator who recorded it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('pagos_socio_idx').on(t.socioId, t.fecha),
    check('pagos_medio_check', sql`${t.medio} in (${lista(MEDIOS_PAGO)})`),
    check('pagos_importe_check', sql`${t.importe} >= 0`),
  ],
)

/**
 * A member's fee for one month (docs/architecture.md#fees): at most one per member and period,
 * which makes generating a period idempotent. Amounts are integer centavos.
 */
export const cuotas = pgTable(
  'cuotas',
  {
    id: serial('id').primaryKey(),
    socioId: integer('socio_id')
      .notNull()
      .references(() => socios.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' */
    periodo: text('periodo').notNull(),
    /** The category the amount came from, as it was named then. */
    categoria: text('categoria').notNull(),
    /** What is owed: the category's amount minus `descuento`. */
    importe: integer('importe').notNull(),
    descuento: integer('descuento').notNull().default(0),
    vencimiento: date('vencimiento', { mode: 'string' }).notNull(),
    estado: text('estado').notNull().default('pendiente'),
    pagoId: integer('pago_id').references(() => pagos.id),
    anuladaMotivo: text('anulada_motivo'),
    anuladaAt: timestamp('anulada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cuotas_socio_periodo_idx').on(t.socioId, t.periodo),
    index('cuotas_periodo_idx').on(t.periodo, t.estado),
    // What al_dia reads: a member's pending cuotas by due date.
    index('cuotas_pendientes_idx')
      .on(t.socioId, t.vencimiento)
      .where(sql`${t.estado} = 'pendiente'`),
    index('cuotas_pago_idx').on(t.pagoId),
    check('cuotas_estado_check', sql`${t.estado} in (${lista(ESTADOS_CUOTA)})`),
    check('cuotas_periodo_check', sql`${t.periodo} ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'`),
    check('cuotas_importe_check', sql`${t.importe} >= 0 and ${t.descuento} >= 0`),
    check('cuotas_pagada_check', sql`(${t.estado} = 'pagada') = (${t.pagoId} is not null)`),
  ],
)

/**
 * The server's VAPID key pair (RFC 8292), made on first start: one row, whichever process
 * inserts first (server/lib/vapid-keys.ts). Keys are base64url, as web-push takes them.
 */
export const pushVapid = pgTable(
  'push_vapid',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_una_fila', sql`${t.id} = 1`)],
)

/** A browser's push subscription, one per device; the endpoint names it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)

/** The administrators' broadcasts: who, when, to whom, and how it went. */
export const pushEnvios = pgTable(
  'push_envios',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    enviados: integer('enviados').notNull(),
    fallidos: integer('fallidos').notNull(),
    eliminados: integer('eliminados').notNull(),
  },
  (t) => [index('push_envios_at_idx').on(t.at, t.id)],
)
