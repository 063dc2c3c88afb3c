/**
 * Realistic, deterministic sample members for development and load tests
 * (`npm run cli -- seed --members N`). Same seed and same starting database → same data.
 */
import { sql } from 'drizzle-orm'
import { normalizeSearch } from '../../../src/domain/search.ts'
import type { Db } from '../client.ts'
import { grupos, personas, responsables, socios, sociosHistorial } from '../schema.ts'

export const DEFAULT_SEED = 6300
export const DEFAULT_TODAY = '2026-11-01'

export type SeedResult = { personas: number; socios: number; grupos: number }

type PersonaRow = typeof personas.$inferInsert
type Estado = 'Activo' | 'Inactivo' | 'Pendiente'
type Sexo = 'Masculino' | 'Femenino' | 'Otro'
type Entrada = { alta: string; baja: string | null; motivo: string | null }

type Plan = {
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

// ---------------------------------------------------------------- random numbers

/** mulberry32: a tiny, fast 32-bit PRNG; values in [0, 1). */
function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomTools(next: () => number) {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const chance = (p: number) => next() < p
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  /** Picks from [value, weight] pairs. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = next() * total
    for (const [value, w] of items) {
      r -= w
      if (r < 0) return value
    }
    return items[items.length - 1]![0]
  }
  return { next, int, chance, pick, weighted }
}

// ---------------------------------------------------------------- dates (as UTC day numbers)

const DAY_MS = 86_400_000
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const yearOf = (day: number) => new Date(day * DAY_MS).getUTCFullYear()

function monthStart(day: number, monthsToAdd = 0) {
  const d = new Date(day * DAY_MS)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthsToAdd, 1) / DAY_MS
}
const monthEnd = (day: number, monthsToAdd = 0) => monthStart(day, monthsToAdd + 1) - 1

/** Whole years from `from` to `to` (both ISO dates). */
function yearsBetween(from: string, to: string) {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  return to.slice(5) < from.slice(5) ? years - 1 : years
}

/** Same day `years` earlier (29 Feb → 28 Feb). */
function yearsBefore(iso: string, years: number) {
  const y = String(Number(iso.slice(0, 4)) - years).padStart(4, '0')
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5)
  return `${y}-${md}`
}

// ---------------------------------------------------------------- names and places

/** Given names by generation: born before 1965, 1965–1994, from 1995. */
const NOMBRES = {
  Masculino: [
    [
      'Juan',
      'Carlos',
      'José',
      'Luis',
      'Jorge',
      'Miguel',
      'Roberto',
      'Héctor',
      'Raúl',
      'Rubén',
      'Oscar',
      'Hugo',
      'Alberto',
      'Ricardo',
      'Ramón',
      'Ángel',
      'Néstor',
      'Rodolfo',
      'Omar',
      'Enrique',
      'Osvaldo',
      'Mario',
      'Antonio',
      'Domingo',
      'Eduardo',
      'Norberto',
      'Aldo',
    ],
    [
      'Daniel',
      'Sergio',
      'Marcelo',
      'Gustavo',
      'Pablo',
      'Diego',
      'Martín',
      'Alejandro',
      'Fernando',
      'Javier',
      'Claudio',
      'Fabián',
      'Darío',
      'Ariel',
      'Walter',
      'Cristian',
      'Leandro',
      'Mauricio',
      'Germán',
      'Hernán',
      'Sebastián',
      'Gonzalo',
      'Maximiliano',
      'Ezequiel',
      'Matías',
      'Juan',
      'Carlos',
      'Andrés',
      'Federico',
      'Damián',
    ],
    [
      'Santiago',
      'Joaquín',
      'Thiago',
      'Benjamín',
      'Mateo',
      'Bautista',
      'Valentín',
      'Lautaro',
      'Franco',
      'Tomás',
      'Agustín',
      'Facundo',
      'Lucas',
      'Nicolás',
      'Ignacio',
      'Emiliano',
      'Julián',
      'Felipe',
      'Lisandro',
      'Bruno',
      'Santino',
      'Ciro',
      'Gael',
      'Dante',
      'Valentino',
      'Máximo',
      'Francisco',
      'Juan',
    ],
  ],
  Femenino: [
    [
      'María',
      'Ana',
      'Marta',
      'Graciela',
      'Susana',
      'Silvia',
      'Norma',
      'Beatriz',
      'Alicia',
      'Mirta',
      'Nélida',
      'Estela',
      'Elena',
      'Rosa',
      'Teresa',
      'Haydée',
      'Olga',
      'Elsa',
      'Irma',
      'Gladys',
      'Stella Maris',
      'Inés',
      'Lidia',
      'Delia',
      'Nilda',
      'Edith',
    ],
    [
      'Mónica',
      'Patricia',
      'Claudia',
      'Laura',
      'Gabriela',
      'Sandra',
      'Liliana',
      'Adriana',
      'Andrea',
      'Carolina',
      'Verónica',
      'Lorena',
      'Natalia',
      'Romina',
      'Paula',
      'Soledad',
      'Valeria',
      'Silvina',
      'Marcela',
      'Mariana',
      'Cecilia',
      'Vanesa',
      'Analía',
      'María',
      'Alejandra',
      'Daniela',
      'Fernanda',
      'Noelia',
    ],
    [
      'Sofía',
      'Valentina',
      'Martina',
      'Lucía',
      'Catalina',
      'Emma',
      'Isabella',
      'Olivia',
      'Josefina',
      'Delfina',
      'Victoria',
      'Julieta',
      'Micaela',
      'Agustina',
      'Camila',
      'Florencia',
      'Milagros',
      'Rocío',
      'Abril',
      'Guadalupe',
      'Morena',
      'Pilar',
      'Renata',
      'Zoe',
      'Malena',
      'Jazmín',
      'Candela',
      'María',
    ],
  ],
} as const

const COMPUESTOS = {
  Masculino: [
    'Juan Carlos',
    'José Luis',
    'Juan Pablo',
    'Juan Manuel',
    'Luis Alberto',
    'Juan José',
    'Carlos Alberto',
    'Miguel Ángel',
    'Juan Ignacio',
    'Juan Cruz',
    'José María',
    'Jorge Omar',
  ],
  Femenino: [
    'María Inés',
    'Ana María',
    'María José',
    'María Laura',
    'María Belén',
    'María Sol',
    'María Eugenia',
    'María Alejandra',
    'María del Carmen',
    'Ana Laura',
    'María Florencia',
    'María Victoria',
  ],
} as const

/** The most frequent surnames, drawn about half of the time. */
const APELLIDOS_COMUNES = [
  'González',
  'Rodríguez',
  'Fernández',
  'López',
  'Martínez',
  'García',
  'Pérez',
  'Gómez',
  'Sánchez',
  'Díaz',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Lucero',
  'Pereyra',
  'Giménez',
  'Suárez',
  'Quiroga',
  'Bustos',
  'Ferreyra',
  'Molina',
  'Castro',
  'Funes',
] as const

const APELLIDOS = [
  ...APELLIDOS_COMUNES,
  // criollos
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Herrera',
  'Aguirre',
  'Gutiérrez',
  'Rojas',
  'Ortiz',
  'Silva',
  'Luna',
  'Juárez',
  'Cabrera',
  'Ríos',
  'Morales',
  'Godoy',
  'Moreno',
  'Domínguez',
  'Carrizo',
  'Peralta',
  'Castillo',
  'Ledesma',
  'Vega',
  'Vera',
  'Ojeda',
  'Ponce',
  'Villalba',
  'Cardozo',
  'Navarro',
  'Coronel',
  'Vázquez',
  'Ramos',
  'Cáceres',
  'Figueroa',
  'Córdoba',
  'Correa',
  'Maldonado',
  'Mansilla',
  'Farías',
  'Roldán',
  'Méndez',
  'Guzmán',
  'Chávez',
  'Ávila',
  'Montenegro',
  'Zárate',
  'Escudero',
  'Olguín',
  'Arias',
  'Miranda',
  // con ñ
  'Muñoz',
  'Núñez',
  'Ibáñez',
  'Peña',
  'Acuña',
  'Cañete',
  'Ordóñez',
  'Saldaña',
  'Goñi',
  // vascos
  'Echeverría',
  'Etcheverry',
  'Iriarte',
  'Arrieta',
  'Larrañaga',
  // italianos
  'Di Pietro',
  'Russo',
  'Ferrari',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Gallo',
  'Conti',
  'De Luca',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Fontana',
  'Caruso',
  'Martinelli',
  'Vitale',
  'D’Angelo',
  'Pellegrini',
  'Di Marco',
  'Bruno',
  'Paoli',
  'Carbone',
  'Benedetti',
  'Falcone',
  // alemanes del Volga, muchos en La Pampa
  'Schwindt',
  'Dietrich',
  'Reser',
  'Kloster',
  'Maier',
  'Hergenreder',
  'Scheffer',
  'Weigel',
] as const

const CALLES = [
  'Av. San Martín',
  'Av. Luro',
  'Av. Spinetto',
  'Av. Uruguay',
  'Av. Roca',
  'Av. Belgrano',
  'Av. Edison',
  'Av. España',
  'Av. Perón',
  'Av. Palacios',
  'Pellegrini',
  'Lisandro de la Torre',
  'Coronel Gil',
  'Quintana',
  'Raúl B. Díaz',
  'Hilario Lagos',
  'Rivadavia',
  '9 de Julio',
  '25 de Mayo',
  'Mitre',
  'Sarmiento',
  'Moreno',
  'Avellaneda',
  'Alvear',
  'Urquiza',
  'Yrigoyen',
  'Escalante',
  'Ayala',
  'Garibaldi',
  'Villegas',
  'Alsina',
  'Mansilla',
  'Leandro N. Alem',
  'Olascoaga',
  'Florencio Sánchez',
  'Independencia',
  'Cervantes',
  'Don Bosco',
  'Padre Buodo',
  'Emilio Civit',
  'Unanue',
  'Santiago Marzo',
  'Gobernador Duval',
  'Ameghino',
  'Pampa',
] as const

const APODOS = {
  Masculino: [
    'Pato',
    'Toto',
    'Tito',
    'Cacho',
    'Pocho',
    'Chiche',
    'Negro',
    'Flaco',
    'Gordo',
    'Colo',
    'Rulo',
    'Chino',
    'Ruso',
    'Tano',
    'Turco',
    'Pelado',
    'Lalo',
    'Coco',
  ],
  Femenino: ['Pili', 'Mimi', 'Coca', 'Beba', 'Nena', 'Chuchi', 'Colo', 'Negra', 'Peti', 'Lula'],
} as const

/** Nicknames that follow from a given name. */
const APODOS_DE: Record<string, string> = {
  José: 'Pepe',
  Alberto: 'Beto',
  Roberto: 'Tito',
  Enrique: 'Quique',
  Luis: 'Lucho',
  Ignacio: 'Nacho',
  Martín: 'Tincho',
  Federico: 'Fede',
  Santiago: 'Santi',
  Juan: 'Juanchi',
  Maximiliano: 'Maxi',
  Facundo: 'Facu',
  Tomás: 'Tomi',
  Francisco: 'Pancho',
  Eduardo: 'Edu',
  Florencia: 'Flopy',
  Camila: 'Cami',
  Valentina: 'Vale',
  Sofía: 'Sofi',
  Agustina: 'Agus',
  Carolina: 'Caro',
  Victoria: 'Vicky',
  Julieta: 'Juli',
  Micaela: 'Mica',
  Paula: 'Pau',
  Guadalupe: 'Lupe',
  Graciela: 'Gra',
  Beatriz: 'Bety',
  Teresa: 'Tere',
  Alejandra: 'Ale',
  Gabriela: 'Gaby',
  Mariana: 'Mari',
  Candela: 'Cande',
}

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

// ---------------------------------------------------------------- the generator

const BATCH = 500

/**
 * Inserts `count` realistic members (personas, socios, history, family groups and the
 * guardians of minors). Works on a database that already has personas: DNIs in use are skipped.
 */
export async function seedSocios(
  db: Db,
  count: number,
  options: { seed?: number; today?: string } = {},
): Promise<SeedResult> {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError('La cantidad de socios debe ser un entero no negativo')
  }
  const seed = options.seed ?? DEFAULT_SEED
  if (!Number.isInteger(seed)) throw new RangeError('La semilla debe ser un número entero')
  const todayIso = options.today ?? DEFAULT_TODAY
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(todayIso) ||
    Number.isNaN(dayOf(todayIso)) ||
    isoOf(dayOf(todayIso)) !== todayIso ||
    todayIso < '1986-01-01'
  ) {
    throw new RangeError('La fecha de referencia debe ser AAAA-MM-DD, desde 1986')
  }
  if (count === 0) return { personas: 0, socios: 0, grupos: 0 }

  const used = new Set<string>()
  for (const row of await db.select({ documento: personas.documento }).from(personas)) {
    used.add(row.documento)
  }
  const plans = planSocios(count, seed, todayIso, used)
  const result = await insertPlans(db, plans.plans, plans.familias)
  // Fresh statistics, so the planner uses the indexes from the first query on.
  await db.execute(sql`analyze`)
  return result
}

function planSocios(count: number, seed: number, todayIso: string, used: Set<string>) {
  const r = randomTools(mulberry32(seed))
  // A separate stream for DNI collisions, so existing rows change DNIs only.
  const collision = randomTools(mulberry32(seed ^ 0x5eed5eed))

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
    return r.pick(NOMBRES[s][era])
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
      const familia = familias.push(`Familia ${apellido}`) - 1
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

// ---------------------------------------------------------------- inserting

/**
 * Ids of a multi-row INSERT, in VALUES order: serial ids are drawn in row order, so
 * sorting them does not depend on the order RETURNING reports them.
 */
const sortedIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)

function chunks<T>(items: T[], size: number) {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

async function insertPlans(db: Db, plans: Plan[], familias: string[]): Promise<SeedResult> {
  const personaIds: number[] = new Array<number>(plans.length)
  const grupoIds = new Map<number, number>()
  const result: SeedResult = { personas: 0, socios: 0, grupos: 0 }

  for (let start = 0; start < plans.length; start += BATCH) {
    const batch = plans.slice(start, start + BATCH)
    await db.transaction(async (tx) => {
      // Personas: each member, then its new guardian if any.
      const personaRows: PersonaRow[] = []
      for (const plan of batch) {
        personaRows.push(plan.persona)
        if (plan.responsable && 'persona' in plan.responsable) {
          personaRows.push(plan.responsable.persona)
        }
      }
      const ids: number[] = []
      for (const part of chunks(personaRows, BATCH)) {
        ids.push(
          ...sortedIds(await tx.insert(personas).values(part).returning({ id: personas.id })),
        )
      }
      result.personas += ids.length
      const guardianIds = new Map<number, number>()
      let k = 0
      batch.forEach((plan, i) => {
        personaIds[start + i] = ids[k++]!
        if (plan.responsable && 'persona' in plan.responsable) guardianIds.set(i, ids[k++]!)
      })

      // Family groups first seen in this batch.
      const nuevas = [
        ...new Set(
          batch.flatMap((p) => (p.familia !== null && !grupoIds.has(p.familia) ? [p.familia] : [])),
        ),
      ]
      if (nuevas.length > 0) {
        const rows = await tx
          .insert(grupos)
          .values(nuevas.map((f) => ({ nombre: familias[f]! })))
          .returning({ id: grupos.id })
        sortedIds(rows).forEach((id, i) => grupoIds.set(nuevas[i]!, id))
        result.grupos += rows.length
      }

      const socioIds = sortedIds(
        await tx
          .insert(socios)
          .values(
            batch.map((plan, i) => ({
              personaId: personaIds[start + i]!,
              alta: plan.alta,
              estado: plan.estado,
              categoria: plan.categoria,
              vencimiento: plan.vencimiento,
              grupoId: plan.familia === null ? null : grupoIds.get(plan.familia)!,
            })),
          )
          .returning({ id: socios.id }),
      )
      result.socios += socioIds.length

      const historial = batch.flatMap((plan, i) =>
        plan.historial.map((h) => ({ socioId: socioIds[i]!, ...h })),
      )
      for (const part of chunks(historial, 1000)) await tx.insert(sociosHistorial).values(part)

      const guardians = batch.flatMap((plan, i) => {
        if (!plan.responsable) return []
        const responsableId =
          'persona' in plan.responsable ? guardianIds.get(i)! : personaIds[plan.responsable.plan]!
        return [
          {
            personaId: personaIds[start + i]!,
            responsableId,
            parentesco: plan.responsable.parentesco,
          },
        ]
      })
      if (guardians.length > 0) await tx.insert(responsables).values(guardians)
    })
  }
  return result
}
