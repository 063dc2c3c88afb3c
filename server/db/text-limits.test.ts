import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { GenericSchema } from 'valibot'
import { describe, expect, it } from 'vitest'
import { actividadInputSchema } from '../../src/domain/actividades/actividades-api.ts'
import { altaSocioSchema } from '../../src/domain/alta/alta-socio.ts'
import { signupSchema } from '../../src/domain/cuenta/auth.ts'
import { anularCuotaSchema, pagoSchema } from '../../src/domain/cuotas/cuotas-api.ts'
import {
  dispositivoAltaSchema,
  dispositivoApodoSchema,
} from '../../src/domain/dispositivos/dispositivos.ts'
import { checkinSchema } from '../../src/domain/porteria/gate-api.ts'
import { nombreGrupoSchema } from '../../src/domain/grupos/grupos-api.ts'
import { LIMITES, maximo, maximoDe } from '../../src/domain/limites.ts'
import { broadcastSchema, notifySchema } from '../../src/domain/push/push.ts'
import { categoriaSchema } from '../../src/domain/configuracion/configuracion.ts'
import { socioUpdateSchema } from '../../src/domain/socios/socios-api.ts'
import { validate } from '../../src/domain/validation.ts'
import * as schema from './schema.ts'

/**
 * The text columns no person types, each with why: written by the server, or a value checked
 * against a fixed list or form, or a copy of a column that has its limit.
 */
const ESCRITAS_POR_EL_SERVIDOR: Record<string, string> = {
  'settings.key': 'a fixed key',
  'users.passwordHash': 'a hash',
  'users.departments': 'fixed department names',
  'users.googleId': "Google's id",
  'sessions.tokenHash': 'a hash',
  'sessions.userAgent': "the browser's header",
  'passwordResets.tokenHash': 'a hash',
  'loginFailures.email': 'the sign-in email, limited as users.email',
  'loginFailures.ip': 'an address',
  'addressAttempts.action': 'a fixed word',
  'addressAttempts.ip': 'an address',
  'personas.sexo': 'one of SEXOS',
  'personas.busqueda': 'derived from the names',
  'imagenesPersonas.tipo': 'a fixed word',
  'imagenesPersonas.ruta': 'a file name the server makes',
  'grupos.nombreClave': 'generated from the name',
  'socios.estado': 'one of ESTADOS_SOCIO',
  'responsables.parentesco': 'one of PARENTESCOS',
  'idempotencyKeys.key': "a client's key, checked by its pattern",
  'qrKeys.kid': 'a key id',
  'qrKeys.publicKey': 'a key',
  'qrKeys.privateKey': 'a key',
  'dispositivos.alg': 'a fixed word',
  'dispositivos.publicKey': 'a key',
  'checkins.key': "a tablet's key, checked by its pattern",
  'checkins.veredicto': 'a fixed word',
  'checkins.via': 'a fixed word',
  'auditoria.email': "a copy of the account's or the sign-in's email",
  'auditoria.ip': 'an address',
  'auditoria.accion': 'one of ACCIONES',
  'pagos.medio': 'one of MEDIOS_PAGO',
  'cuotas.periodo': 'YYYY-MM',
  'cuotas.categoria': 'a copy of socios.categoria',
  'cuotas.estado': 'one of ESTADOS_CUOTA',
  'pushVapid.publicKey': 'a key',
  'pushVapid.privateKey': 'a key',
  'pushSubscriptions.endpoint': "the browser's push address, checked by its pattern",
  'pushSubscriptions.p256dh': 'a key',
  'pushSubscriptions.auth': 'a key',
  'pushSubscriptions.userAgent': "the browser's header",
  'pushEnvios.audience': 'a fixed form the schema checks',
}

/** Every text column of the schema, as 'table.column' with the keys schema.ts exports. */
function columnasDeTexto(): string[] {
  const found: string[] = []
  for (const [tabla, table] of Object.entries(schema)) {
    if (!(table instanceof PgTable)) continue
    const { columns } = getTableConfig(table)
    const porNombre = Object.entries(table as unknown as Record<string, unknown>)
    for (const column of columns) {
      if (!['PgText', 'PgVarchar', 'PgArray'].includes(column.columnType)) continue
      if (column.columnType === 'PgArray' && column.getSQLType() !== 'text[]') continue
      const clave = porNombre.find(([, value]) => value === column)?.[0]
      found.push(`${tabla}.${clave}`)
    }
  }
  return found
}

const limites = Object.entries(LIMITES).flatMap(([tabla, columnas]) =>
  Object.entries(columnas).map(([columna, max]) => [`${tabla}.${columna}`, max] as const),
)

const texto = (n: number) => 'x'.repeat(n)
const email = (n: number) => `${'x'.repeat(n - 8)}@club.ar`
const numero = (n: number) => '1'.repeat(n)

type Caso = { schema: GenericSchema; input: (value: string) => unknown; message: string }
const edicion = (campo: string, max: number): Caso => ({
  schema: socioUpdateSchema,
  input: (value) => ({ [campo]: value }),
  message: maximo(max),
})
const alta = (campo: string, nombre: string, max: number): Caso => ({
  schema: altaSocioSchema(),
  input: (value) => ({ socio: { [campo]: value } }),
  message: maximoDe(nombre, max),
})

const actividad = (campo: string, message: string): Caso => ({
  schema: actividadInputSchema,
  input: (value) => ({ nombre: 'Natación', importeMensual: 0, [campo]: value }),
  message,
})

/** For each column with a limit, the schemas that take it and the value of N characters. */
const CASOS: Record<string, { valor: (n: number) => string; casos: Caso[] }> = {
  'personas.documento': {
    valor: numero,
    casos: [edicion('documento', 12), alta('documento', 'Documento', 12)],
  },
  'personas.nombre': { valor: texto, casos: [edicion('nombre', 80), alta('nombre', 'Nombre', 80)] },
  'personas.apellido': {
    valor: texto,
    casos: [edicion('apellido', 80), alta('apellido', 'Apellido', 80)],
  },
  'personas.apodo': { valor: texto, casos: [edicion('apodo', 40), alta('apodo', 'Apodo', 40)] },
  'personas.nacionalidad': {
    valor: texto,
    casos: [edicion('nacionalidad', 60), alta('nacionalidad', 'Nacionalidad', 60)],
  },
  'personas.domicilio': {
    valor: texto,
    casos: [edicion('domicilio', 200), alta('domicilio', 'Domicilio', 200)],
  },
  'personas.email': { valor: email, casos: [edicion('email', 254), alta('email', 'Email', 254)] },
  'personas.telefono': {
    valor: numero,
    casos: [edicion('telefono', 20), alta('whatsapp', 'WhatsApp', 20)],
  },
  'personas.cuit': { valor: numero, casos: [alta('cuit', 'CUIT', 20)] },
  'personas.tramite': {
    valor: numero,
    casos: [edicion('tramite', 20), alta('tramite', 'Número de trámite', 20)],
  },
  'personas.ejemplar': {
    valor: texto,
    casos: [edicion('ejemplar', 2), alta('ejemplar', 'Ejemplar', 2)],
  },
  'personas.ofIdentidad': {
    valor: texto,
    casos: [edicion('ofIdentidad', 20), alta('ofIdentidad', 'Oficina de identificación', 20)],
  },
  'socios.categoria': {
    valor: texto,
    casos: [
      edicion('categoria', 40),
      alta('categoria', 'Categoría', 40),
      {
        schema: categoriaSchema,
        input: (nombre) => ({ nombre, importe: 0 }),
        message: 'El nombre de la categoría: hasta 40 caracteres',
      },
    ],
  },
  'sociosHistorial.motivo': { valor: texto, casos: [edicion('motivo', 200)] },
  'users.email': {
    valor: email,
    casos: [{ schema: signupSchema, input: (v) => ({ email: v }), message: maximo(254) }],
  },
  'users.nombre': {
    valor: texto,
    casos: [{ schema: signupSchema, input: (v) => ({ nombre: v }), message: maximo(80) }],
  },
  'users.apellido': {
    valor: texto,
    casos: [{ schema: signupSchema, input: (v) => ({ apellido: v }), message: maximo(80) }],
  },
  'actividades.nombre': {
    valor: texto,
    casos: [actividad('nombre', 'El nombre puede tener hasta 60 caracteres')],
  },
  'actividades.descripcion': {
    valor: texto,
    casos: [actividad('descripcion', 'La descripción puede tener hasta 500 caracteres')],
  },
  'actividades.profesor': {
    valor: texto,
    casos: [actividad('profesor', 'El nombre del profesor puede tener hasta 80 caracteres')],
  },
  'grupos.nombre': {
    valor: texto,
    casos: [
      {
        schema: nombreGrupoSchema,
        input: (nombre) => ({ nombre }),
        message: 'El nombre del grupo puede tener hasta 80 caracteres',
      },
    ],
  },
  'dispositivos.nombre': {
    valor: texto,
    casos: [
      {
        schema: dispositivoAltaSchema,
        input: (nombre) => ({ nombre }),
        message: 'El nombre del dispositivo no puede superar los 60 caracteres',
      },
    ],
  },
  'dispositivos.apodo': {
    valor: texto,
    casos: [{ schema: dispositivoApodoSchema, input: (apodo) => ({ apodo }), message: maximo(30) }],
  },
  'checkins.motivo': {
    valor: texto,
    casos: [{ schema: checkinSchema, input: (motivo) => ({ motivo }), message: maximo(200) }],
  },
  'checkins.dispositivo': {
    valor: texto,
    casos: [{ schema: checkinSchema, input: (d) => ({ dispositivo: d }), message: maximo(60) }],
  },
  'pagos.nota': {
    valor: texto,
    casos: [
      { schema: pagoSchema, input: (nota) => ({ nota }), message: 'La nota: hasta 200 caracteres' },
    ],
  },
  'cuotas.anuladaMotivo': {
    valor: texto,
    casos: [
      {
        schema: anularCuotaSchema,
        input: (motivo) => ({ motivo }),
        message: 'El motivo: hasta 200 caracteres',
      },
    ],
  },
  'pushEnvios.title': {
    valor: texto,
    casos: [notifySchema, broadcastSchema].map((schema) => ({
      schema,
      input: (title: string) => ({ title }),
      message: 'El título no puede superar los 100 caracteres',
    })),
  },
}

const mensajes = (caso: Caso, value: string) => {
  const result = validate(caso.schema, caso.input(value))
  return result.success ? [] : result.messages
}

describe('text limits (docs/decisions/0044-text-limits.md)', () => {
  it('every text column has a limit, or is listed as one no person types', () => {
    const sinLimite = columnasDeTexto().filter(
      (columna) =>
        !limites.some(([clave]) => clave === columna) && !(columna in ESCRITAS_POR_EL_SERVIDOR),
    )
    expect(sinLimite).toEqual([])
  })

  it('every limit and every exemption names a text column of the schema', () => {
    const columnas = columnasDeTexto()
    const nombradas = [...limites.map(([clave]) => clave), ...Object.keys(ESCRITAS_POR_EL_SERVIDOR)]
    expect(nombradas.filter((clave) => !columnas.includes(clave))).toEqual([])
    expect(Object.keys(CASOS).sort()).toEqual(limites.map(([clave]) => clave).sort())
  })

  it.each(limites)('%s: N characters pass the limit, N + 1 get its message', (clave, max) => {
    const { valor, casos } = CASOS[clave]!
    for (const caso of casos) {
      expect(caso.message).toContain(String(max))
      expect(mensajes(caso, valor(max))).not.toContain(caso.message)
      expect(mensajes(caso, valor(max + 1))).toContain(caso.message)
    }
  })
})
