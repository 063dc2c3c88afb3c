import { eq } from 'drizzle-orm'
import type { ActividadInput } from '../../src/domain/actividades/actividades-api.ts'
import { edadPermitida } from '../../src/domain/actividades/actividades.ts'
import { diaDelClub, hoyDelClub } from '../../src/domain/fecha.ts'
import { edad } from '../../src/domain/socios/socio.ts'
import type { Db } from '../db/client.ts'
import { actividades, inscripciones } from '../db/schema/actividades.ts'
import { personas, socios } from '../db/schema/socios.ts'

const h = (dias: number[], desde: string, hasta: string) =>
  dias.map((dia) => ({ dia, desde, hasta }))

const base = { descripcion: null, profesor: null, cupo: null, edadMin: null, edadMax: null }

/** The demo club's activities: a sports club of La Pampa's, its prices of 2026. */
export const DEMO_ACTIVIDADES: ActividadInput[] = [
  {
    ...base,
    nombre: 'Fútbol infantil',
    descripcion: 'Escuelita de fútbol en la cancha auxiliar.',
    horarios: h([1, 3], '18:00', '19:30'),
    profesor: 'Diego Funes',
    importeMensual: 2_200_000,
    cupo: 40,
    edadMin: 6,
    edadMax: 12,
    requiereApto: true,
    activa: true,
  },
  {
    ...base,
    nombre: 'Fútbol mayores',
    horarios: h([2, 4], '20:00', '21:30'),
    importeMensual: 2_000_000,
    edadMin: 18,
    requiereApto: true,
    activa: true,
  },
  {
    ...base,
    nombre: 'Natación',
    descripcion: 'Pileta climatizada de 25 m, por niveles.',
    horarios: h([1, 3, 5], '19:00', '20:00'),
    profesor: 'Carla Medina',
    importeMensual: 3_200_000,
    cupo: 25,
    requiereApto: true,
    activa: true,
  },
  {
    ...base,
    nombre: 'Hockey femenino',
    horarios: h([2, 4], '18:00', '19:30'),
    profesor: 'Valeria Sosa',
    importeMensual: 2_400_000,
    cupo: 30,
    edadMin: 12,
    requiereApto: true,
    activa: true,
  },
  {
    ...base,
    nombre: 'Tenis',
    horarios: h([6], '09:00', '11:00'),
    importeMensual: 2_800_000,
    cupo: 12,
    requiereApto: false,
    activa: true,
  },
  {
    ...base,
    nombre: 'Patín artístico',
    horarios: h([1, 3], '17:00', '18:00'),
    profesor: 'Romina Gil',
    importeMensual: 1_900_000,
    cupo: 20,
    edadMin: 4,
    edadMax: 16,
    requiereApto: false,
    activa: true,
  },
  {
    ...base,
    nombre: 'Básquet',
    horarios: h([2, 4, 5], '19:30', '21:00'),
    importeMensual: 2_100_000,
    cupo: 24,
    edadMin: 12,
    requiereApto: true,
    activa: true,
  },
  {
    ...base,
    nombre: 'Yoga',
    horarios: [...h([3], '09:00', '10:00'), ...h([6], '10:00', '11:00')],
    profesor: 'Lucía Ferreyra',
    importeMensual: 1_500_000,
    edadMin: 16,
    requiereApto: false,
    activa: true,
  },
]

/** Activities for women only: their members are chosen among them. */
const SOLO_MUJERES = new Set(['Hockey femenino'])

/**
 * The demo activities and their enrolments, in one transaction, on a database that has no activity; returns how
 * many enrolments it made. Every third active member of the right age takes an activity, leaving
 * a few places of each cupo.
 */
export async function seedDemoActividades(db: Db, ahora = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [alguna] = await tx.select({ id: actividades.id }).from(actividades).limit(1)
    if (alguna) return 0
    const creadas = await tx.insert(actividades).values(DEMO_ACTIVIDADES).returning()
    const activos = await tx
      .select({ id: socios.id, nacimiento: personas.nacimiento, sexo: personas.sexo })
      .from(socios)
      .innerJoin(personas, eq(personas.id, socios.personaId))
      .where(eq(socios.estado, 'Activo'))
      .orderBy(socios.id)
    const hoy = hoyDelClub(ahora)
    const filas = creadas.flatMap((actividad, n) => {
      const elegidos = activos.filter(
        (s, i) =>
          (i + n) % 3 === 0 &&
          s.nacimiento !== null &&
          (!SOLO_MUJERES.has(actividad.nombre) || s.sexo === 'Femenino') &&
          edadPermitida(edad(s.nacimiento, hoy), actividad.edadMin, actividad.edadMax),
      )
      const cuantos = actividad.cupo === null ? elegidos.length : Math.ceil(actividad.cupo * 0.8)
      return elegidos
        .slice(0, cuantos)
        .map((s) => ({ actividadId: actividad.id, socioId: s.id, desde: diaDelClub(ahora) }))
    })
    if (filas.length > 0) await tx.insert(inscripciones).values(filas)
    return filas.length
  })
}
