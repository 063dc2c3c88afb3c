/**
 * Plans the seeder's members in memory: who they are, their history, families and the
 * guardians of minors, every choice drawn from one seeded stream.
 */
import { claveNombreGrupo } from '../../src/domain/grupos/grupos.ts'
import { normalizeSearch } from '../../src/domain/search.ts'
import type { personas } from '../db/schema.ts'
import nombres from './nombres.json' with { type: 'json' }
import { seededRandom } from './random.ts'
import {
  dayOf,
  isoOf,
  monthEnd,
  monthStart,
  yearOf,
  yearsBefore,
  yearsBetween,
} from './seed-dates.ts'

export type PersonaRow = typeof personas.$inferInsert
type Estado = 'Activo' | 'Inactivo' | 'Pendiente'
type Sexo = 'Masculino' | 'Femenino' | 'Otro'
type Entrada = { alta: string; baja: string | null; motivo: string | null }

export type Plan = {
  persona: PersonaRow
  alta: string
  estado: Estado
  categoria: string
  vencimiento: string | null
  historial: Entrada[]
  /** Index into `familias`, when the member belongs to a family group. */
  familia: number | null
  /** A guardian for a minor: a new persona, or another planned member (index into plans). */
  responsable:
    { persona: PersonaRow; parentesco: string } | { plan: number; parentesco: string } | null
}

// ---------------------------------------------------------------- names and places

// Given names by generation (born before 1965, 1965–1994, from 1995), surnames, streets, nicknames.
const { nombres: NOMBRES, compuestos: COMPUESTOS, calles: CALLES, apodos: APODOS } = nombres
const APODOS_DE: Record<string, string> = nombres.apodosDe
/** The most frequent surnames, drawn about half of the time. */
const APELLIDOS_COMUNES = nombres.apellidosComunes
const APELLIDOS = [...APELLIDOS_COMUNES, ...Object.values(nombres.apellidos).flat()]

const DOMINIOS = [
  ['gmail.com', 60],
  ['hotmail.com', 20],
  ['yahoo.com.ar', 7],
  ['outlook.com', 6],
  ['live.com.ar', 4],
  ['speedy.com.ar', 3],
] as const

const MOTIVOS = [
  ['Falta de pago', 55],
  ['Renuncia', 30],
  ['Mudanza', 15],
] as const

/** DNI numbers around the time each generation was born (interpolated, ± jitter). */
const DNI_POR_ANIO: readonly (readonly [number, number])[] = [
  [1940, 4_000_000],
  [1950, 6_500_000],
  [1960, 12_500_000],
  [1970, 21_000_000],
  [1980, 28_000_000],
  [1990, 35_000_000],
  [2000, 42_500_000],
  [2010, 50_000_000],
  [2021, 58_000_000],
]

function dniBase(year: number) {
  const first = DNI_POR_ANIO[0]!
  if (year <= first[0]) return first[1]
  for (let i = 1; i < DNI_POR_ANIO.length; i++) {
    const [y1, n1] = DNI_POR_ANIO[i]!
    const [y0, n0] = DNI_POR_ANIO[i - 1]!
    if (year <= y1) return n0 + ((n1 - n0) * (year - y0)) / (y1 - y0)
  }
  return DNI_POR_ANIO[DNI_POR_ANIO.length - 1]![1]
}

/** Lower-case ASCII letters and digits only, for email addresses. */
const slug = (text: string) => normalizeSearch(text).replace(/[^a-z0-9]/g, '')

/**
 * `used` holds the DNIs already in the database; `gruposUsados` the groups' names already
 * there, as `claveNombreGrupo` keys them (both are filled in as the plan takes more).
 */
export function planSocios(
  count: number,
  seed: number,
  todayIso: string,
  used: Set<string>,
  gruposUsados: Set<string> = new Set(),
) {
  const r = seededRandom(seed)
  // A separate stream for DNI collisions, so existing rows change DNIs only.
  const collision = seededRandom(seed ^ 0x5eed5eed)

  const today = dayOf(todayIso)
  const firstAlta = dayOf('1985-01-01')
  const birthMin = dayOf('1940-01-01')
  const birthMax = Math.min(dayOf('2021-12-31'), today)
  /** Born on or after this day → a minor today. */
  const minorFrom = Math.max(birthMin, dayOf(yearsBefore(todayIso, 18)) + 1)
  const currentMonth = monthStart(today)

  const ageOf = (nacimiento: string) => yearsBetween(nacimiento, todayIso)

  function documento(birthYear: number, extranjero: boolean) {
    let n = extranjero
      ? r.int(92_000_000, 96_999_999)
      : Math.round(dniBase(birthYear)) + r.int(-700_000, 700_000)
    n = Math.min(Math.max(n, 1_000_000), 99_999_999)
    while (used.has(String(n))) {
      n += collision.int(1, 997)
      if (n > 99_999_999) n = 1_000_000 + collision.int(0, 999_999)
    }
    used.add(String(n))
    return String(n)
  }

  const randomSexo = (): Sexo =>
    r.chance(0.006) ? 'Otro' : r.chance(0.5) ? 'Masculino' : 'Femenino'
  const randomApellido = () => (r.chance(0.5) ? r.pick(APELLIDOS_COMUNES) : r.pick(APELLIDOS))
  const randomDomicilio = () => {
    const numero = r.weighted([
      [r.int(1, 999), 45],
      [r.int(1000, 2999), 50],
      [r.int(3000, 4500), 5],
    ])
    const depto = r.chance(0.08) ? ` Dpto. ${r.int(1, 12)}${r.pick(['', 'A', 'B', 'C'])}` : ''
    return `${r.pick(CALLES)} N° ${numero}${depto}, Santa Rosa`
  }

  function nombrePara(sexo: Sexo, birthYear: number) {
    const s = sexo === 'Otro' ? (r.chance(0.5) ? 'Masculino' : 'Femenino') : sexo
    const era = birthYear < 1965 ? 0 : birthYear < 1995 ? 1 : 2
    const compound = era === 2 ? 0.08 : 0.2
    if (r.chance(compound)) {
      if (r.chance(0.6)) return r.pick(COMPUESTOS[s])
      const first = r.pick(NOMBRES[s][era]!)
      const second = r.pick(NOMBRES[s][Math.max(0, era - 1)]!)
      if (first !== second && !first.includes(' ') && !second.includes(' ')) {
        return `${first} ${second}`
      }
    }
    return r.pick(NOMBRES[s][era]!)
  }

  function persona(p: {
    apellido: string
    sexo: Sexo
    nacimiento: number
    domicilio: string
    apodo?: boolean
  }): PersonaRow {
    const nacimiento = isoOf(p.nacimiento)
    const birthYear = yearOf(p.nacimiento)
    const age = ageOf(nacimiento)
    const nombre = nombrePara(p.sexo, birthYear)
    const extranjero = r.chance(age >= 18 ? (birthYear < 1960 ? 0.05 : 0.025) : 0.008)
    const nacionalidad = !extranjero
      ? 'Argentina'
      : birthYear < 1960
        ? r.pick(['Italia', 'España', 'Chile', 'Uruguay'])
        : r.pick(['Chile', 'Paraguay', 'Bolivia', 'Uruguay', 'Perú'])
    const primerNombre = nombre.split(' ')[0]!
    let apodo: string | null = null
    if (p.apodo !== false && r.chance(0.15)) {
      const s = p.sexo === 'Femenino' ? 'Femenino' : 'Masculino'
      apodo = APODOS_DE[primerNombre] && r.chance(0.6) ? APODOS_DE[primerNombre] : r.pick(APODOS[s])
    }
    let email: string | null = null
    if (age >= 14 && r.chance(age >= 70 ? 0.35 : 0.7)) {
      const n = slug(primerNombre)
      const a = slug(p.apellido)
      const local = r.pick([
        `${n}.${a}`,
        `${n}${a}${String(birthYear).slice(2)}`,
        `${n[0]}${a}`,
        `${a}.${n}${r.int(1, 99)}`,
        `${n}_${a}`,
      ])
      email = `${local}@${r.weighted(DOMINIOS)}`
    }
    const telefono = age >= 12 && r.chance(0.88) ? `2954${r.int(300_000, 799_999)}` : null
    return {
      documento: documento(birthYear, extranjero),
      nombre,
      apellido: p.apellido,
      apodo,
      nacimiento,
      sexo: p.sexo,
      nacionalidad,
      domicilio: p.domicilio,
      email,
      telefono,
      busqueda: normalizeSearch(`${p.apellido} ${nombre} ${apodo ?? ''}`),
    }
  }

  /** Distinct sorted days in [from, to], up to `n` of them. */
  function cutDays(from: number, to: number, n: number) {
    const days = new Set<number>()
    for (let tries = 0; days.size < n && tries < n * 4; tries++) days.add(r.int(from, to))
    return [...days].sort((a, b) => a - b)
  }

  function membership(
    nacimiento: number,
    estado: Estado,
    categoriaAge: number,
    plan: Partial<Plan>,
  ) {
    const lower = Math.max(firstAlta, nacimiento)
    let state = estado
    const inactiveUpper = currentMonth - 31
    if (state === 'Inactivo' && lower > inactiveUpper) state = 'Activo'

    let alta: number
    const historial: Entrada[] = []
    let vencimiento: string | null = null
    if (state === 'Pendiente') {
      alta = r.int(Math.max(lower, today - 90), today)
    } else {
      const upper = state === 'Activo' ? today : inactiveUpper
      alta = r.int(lower, upper)
      const end = state === 'Activo' ? today : currentMonth - 1
      let entries = r.weighted([
        [1, 70],
        [2, 22],
        [3, 8],
      ])
      // Cut points: the bajas and re-altas after the first alta.
      const needed = state === 'Activo' ? 2 * (entries - 1) : 2 * entries - 1
      let cuts = cutDays(alta + 1, end, needed)
      if (cuts.length < needed || end - alta < 60 * entries) {
        entries = 1
        cuts = state === 'Activo' ? [] : cutDays(alta + 1, end, 1)
        if (cuts.length === 0 && state === 'Inactivo') cuts = [end]
      }
      for (let i = 0; i < entries; i++) {
        const entryAlta = i === 0 ? alta : cuts[2 * i - 1]!
        const baja = cuts[2 * i]
        historial.push({
          alta: isoOf(entryAlta),
          baja: baja === undefined ? null : isoOf(baja),
          motivo: baja === undefined ? null : r.weighted(MOTIVOS),
        })
      }
      if (state === 'Activo') {
        vencimiento = isoOf(monthEnd(today))
      } else {
        const last = historial[historial.length - 1]!
        const baja = dayOf(last.baja!)
        const unpaid = last.motivo === 'Falta de pago' ? r.int(1, 3) : 0
        vencimiento = isoOf(Math.max(monthEnd(baja, -unpaid), monthEnd(dayOf(last.alta))))
      }
    }
    const altaIso = isoOf(alta)
    const categoria =
      categoriaAge < 18
        ? 'Cadete'
        : yearsBetween(altaIso, todayIso) >= 40
          ? 'Vitalicio'
          : categoriaAge >= 65
            ? 'Jubilado'
            : 'Activo'
    return { ...plan, alta: altaIso, estado: state, categoria, vencimiento, historial }
  }

  const plans: Plan[] = []
  const familias: string[] = []

  /**
   * A family's group name, unique as the database wants it (case and accents ignored): a
   * surname already taken gets the first free number, 'Familia Gómez 2'. Draws nothing from
   * the random stream, so the members are those of any earlier version of the plan.
   */
  function nombreDeFamilia(apellido: string) {
    const base = `Familia ${apellido}`
    let nombre = base
    for (let n = 2; gruposUsados.has(claveNombreGrupo(nombre)); n++) nombre = `${base} ${n}`
    gruposUsados.add(claveNombreGrupo(nombre))
    return nombre
  }

  function addSocio(p: {
    persona: PersonaRow
    nacimiento: number
    estado: Estado
    familia: number | null
    responsable: Plan['responsable']
  }) {
    const age = ageOf(p.persona.nacimiento!)
    const m = membership(p.nacimiento, p.estado, age, {})
    plans.push({
      persona: p.persona,
      alta: m.alta,
      estado: m.estado,
      categoria: m.categoria,
      vencimiento: m.vencimiento,
      historial: m.historial,
      familia: p.familia,
      responsable: p.responsable,
    })
  }

  /** A new guardian persona for a minor: a parent with the same surname and address. */
  function newParent(minor: PersonaRow, nacimiento: number) {
    const sexo: Sexo = r.chance(0.55) ? 'Femenino' : 'Masculino'
    const born = Math.max(birthMin, nacimiento - r.int(20 * 365, 42 * 365))
    return {
      persona: persona({
        apellido: minor.apellido,
        sexo,
        nacimiento: born,
        domicilio: minor.domicilio!,
        apodo: false,
      }),
      parentesco: sexo === 'Femenino' ? 'Madre' : 'Padre',
    }
  }

  const randomBirth = () =>
    r.chance(0.2) && minorFrom <= birthMax
      ? r.int(minorFrom, birthMax)
      : r.int(birthMin, Math.min(minorFrom - 1, birthMax))

  // Non-family members make up for the family ones being all active: 78 / 15 / 7 overall.
  const estadoSuelto = (): Estado =>
    r.weighted([
      ['Activo', 68],
      ['Inactivo', 15],
      ['Pendiente', 7],
    ])

  const familyTarget = Math.round(count * 0.1)
  let familyMembers = 0

  while (plans.length < count) {
    const slots = count - plans.length
    const missing = familyTarget - familyMembers
    if (missing >= 2 && slots >= 2 && r.next() < missing / slots / 3) {
      const size = Math.min(
        r.weighted([
          [2, 35],
          [3, 30],
          [4, 25],
          [5, 10],
        ]),
        missing,
        slots,
      )
      const apellido = randomApellido()
      const domicilio = randomDomicilio()
      const familia = familias.push(nombreDeFamilia(apellido)) - 1
      const headIndex = plans.length
      const headSexo: Sexo = r.chance(0.5) ? 'Masculino' : 'Femenino'
      const headBirth = Math.min(
        r.int(dayOf('1955-01-01'), dayOf('1995-12-31')),
        minorFrom - 1 - 20 * 365,
      )
      const head = persona({ apellido, sexo: headSexo, nacimiento: headBirth, domicilio })
      addSocio({
        persona: head,
        nacimiento: headBirth,
        estado: 'Activo',
        familia,
        responsable: null,
      })
      const withSpouse = size >= 3 ? r.chance(0.7) : r.chance(0.5)
      for (let i = 1; i < size; i++) {
        if (i === 1 && withSpouse) {
          const sexo: Sexo = headSexo === 'Masculino' ? 'Femenino' : 'Masculino'
          const born = Math.max(birthMin, headBirth + r.int(-6 * 365, 6 * 365))
          addSocio({
            persona: persona({ apellido, sexo, nacimiento: born, domicilio }),
            nacimiento: born,
            estado: 'Activo',
            familia,
            responsable: null,
          })
          continue
        }
        const born = Math.min(birthMax, headBirth + r.int(22 * 365, 40 * 365))
        const child = persona({ apellido, sexo: randomSexo(), nacimiento: born, domicilio })
        const minor = born >= minorFrom
        addSocio({
          persona: child,
          nacimiento: born,
          estado: 'Activo',
          familia,
          responsable: minor
            ? { plan: headIndex, parentesco: headSexo === 'Femenino' ? 'Madre' : 'Padre' }
            : null,
        })
      }
      familyMembers += size
      continue
    }
    const nacimiento = randomBirth()
    const p = persona({
      apellido: randomApellido(),
      sexo: randomSexo(),
      nacimiento,
      domicilio: randomDomicilio(),
    })
    const minor = nacimiento >= minorFrom
    addSocio({
      persona: p,
      nacimiento,
      estado: estadoSuelto(),
      familia: null,
      responsable: minor ? newParent(p, nacimiento) : null,
    })
  }
  return { plans, familias }
}
