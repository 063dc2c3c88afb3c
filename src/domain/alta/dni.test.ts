import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDniBarcode, sexoDeDni, type DniData } from './dni.ts'

const NUEVO = {
  tramite: '00123456789',
  apellido: 'PEREZ',
  nombre: 'JUAN CARLOS',
  sexo: 'M',
  documento: '30123456',
  ejemplar: 'A',
  nacimiento: '15/03/1985',
  emision: '10/06/2015',
}

/** A current-format code with some fields replaced and an optional 9th (CUIL) field. */
function nuevo(overrides: Partial<typeof NUEVO> = {}, cuil?: string): string {
  const fields = Object.values({ ...NUEVO, ...overrides })
  return [...fields, ...(cuil === undefined ? [] : [cuil])].join('@')
}

// The layout of the older card, as decoded from real ones (17 parts once split on '@').
const VIEJO_FIELDS = [
  '',
  ' 20123456    ',
  'A',
  '1',
  'GOMEZ',
  'MARIA LAURA',
  'ARGENTINA',
  '21/08/1978',
  'F',
  '12/05/2010',
  '00123456789',
  '7777 ',
  '12/05/2025',
  '429',
  '0',
  'ILR:2.01 C:100512.01 (GM/EXE-MOVE-HM)',
  'UNIDAD #02 || S/N: 0040>2008>>0017',
]
const VIEJO = `${VIEJO_FIELDS.join('@')}@`

function viejo(replace: Record<number, string>): string {
  return VIEJO_FIELDS.map((value, i) => replace[i] ?? value).join('@')
}

const PEREZ: DniData = {
  tramite: '00123456789',
  apellido: 'Perez',
  nombre: 'Juan Carlos',
  sexo: 'M',
  documento: '30123456',
  ejemplar: 'A',
  nacimiento: '1985-03-15',
  emision: '2015-06-10',
  cuit: null,
  nacionalidad: null,
  ofIdentidad: null,
}

describe('parseDniBarcode: current card', () => {
  it('reads the 8 fields', () => {
    expect(parseDniBarcode(nuevo())).toEqual(PEREZ)
  })

  it('derives the CUIT from the 9th field: prefix, DNI, check digit', () => {
    expect(parseDniBarcode(nuevo({}, '203'))).toEqual({ ...PEREZ, cuit: '20301234563' })
    expect(parseDniBarcode(nuevo({ sexo: 'F', documento: '42528721' }, '234'))?.cuit).toBe(
      '23425287214',
    )
  })

  it('pads a 7-digit DNI to 8 digits inside the CUIT', () => {
    const data = parseDniBarcode(nuevo({ documento: '1234567' }, '205'))
    expect(data?.documento).toBe('1234567')
    expect(data?.cuit).toBe('20012345675')
  })

  it('leaves the CUIT out when the check digit does not hold or the field is not 3 digits', () => {
    for (const cuil of ['200', '20', '2033', 'ABC', '', '993'])
      expect(parseDniBarcode(nuevo({}, cuil))).toEqual(PEREZ)
  })

  it('tolerates a trailing @, surrounding whitespace and padded fields', () => {
    expect(parseDniBarcode(`${nuevo()}@`)).toEqual(PEREZ)
    expect(parseDniBarcode(`${nuevo({}, '203')}@`)?.cuit).toBe('20301234563')
    expect(parseDniBarcode(`  ${nuevo({ emision: '10/06/2015            ' })}\r\n`)).toEqual(PEREZ)
  })

  it.each([
    ['JUAN CARLOS', 'Juan Carlos'],
    ['DE LA FUENTE', 'De La Fuente'],
    ["D'ANGELO", "D'Angelo"],
    ['GARCIA-LOPEZ', 'Garcia-Lopez'],
    ['MUÑOZ', 'Muñoz'],
    ['ÑANCUFIL', 'Ñancufil'],
    ['MARÍA  JOSÉ ', 'María José'],
    ['  PEÑA   SAN   JUAN ', 'Peña San Juan'],
  ])('capitalises %j as %j', (raw, name) => {
    expect(parseDniBarcode(nuevo({ apellido: raw, nombre: raw }))).toMatchObject({
      apellido: name,
      nombre: name,
    })
  })

  it.each([
    ['M', 'M'],
    ['F', 'F'],
    ['X', 'X'],
    ['x', 'X'],
    [' f ', 'F'],
  ])('accepts sexo %j as %s', (raw, sexo) => {
    expect(parseDniBarcode(nuevo({ sexo: raw }))?.sexo).toBe(sexo)
  })

  it('keeps the DNI digits as printed, leading zeros included', () => {
    expect(parseDniBarcode(nuevo({ documento: '012345' }))?.documento).toBe('012345')
    expect(parseDniBarcode(nuevo({ documento: ' 9123456 ' }))?.documento).toBe('9123456')
  })

  it.each([
    ['sexo', 'Z'],
    ['sexo', 'MF'],
    ['sexo', ''],
    ['documento', ''],
    ['documento', '12345'],
    ['documento', '123456789'],
    ['documento', '30.123.456'],
    ['documento', 'M3012345'],
    ['tramite', ''],
    ['tramite', '00A23'],
    ['apellido', ''],
    ['apellido', '   '],
    ['nombre', 'JUAN2'],
    ['nombre', 'A'.repeat(81)],
    ['ejemplar', ''],
    ['ejemplar', '1'],
    ['nacimiento', '31/02/2000'],
    ['nacimiento', '29/02/1900'],
    ['nacimiento', '00/01/2000'],
    ['nacimiento', '01/13/2000'],
    ['nacimiento', '01/00/2000'],
    ['nacimiento', '1/3/1985'],
    ['nacimiento', '1985-03-15'],
    ['nacimiento', '15/03/0085'],
    ['emision', '32/01/2015'],
    ['emision', '14/03/1985'],
  ] as const)('refuses %s %j', (name, value) => {
    expect(parseDniBarcode(nuevo({ [name]: value }))).toBeNull()
  })

  it('accepts 29 February of a leap year', () => {
    expect(parseDniBarcode(nuevo({ nacimiento: '29/02/2000' }))?.nacimiento).toBe('2000-02-29')
  })
})

describe('parseDniBarcode: older card', () => {
  const GOMEZ: DniData = {
    tramite: '00123456789',
    apellido: 'Gomez',
    nombre: 'Maria Laura',
    sexo: 'F',
    documento: '20123456',
    ejemplar: 'A',
    nacimiento: '1978-08-21',
    emision: '2010-05-12',
    cuit: null,
    nacionalidad: 'Argentina',
    ofIdentidad: '7777',
  }

  it('reads documento, ejemplar, names, nacionalidad, dates, sexo, tramite and oficina', () => {
    expect(parseDniBarcode(VIEJO)).toEqual(GOMEZ)
  })

  it('reads it without the trailing @ and with 15 or 16 parts', () => {
    expect(parseDniBarcode(VIEJO.slice(0, -1))).toEqual(GOMEZ)
    expect(parseDniBarcode(VIEJO_FIELDS.slice(0, 15).join('@'))).toEqual(GOMEZ)
    expect(parseDniBarcode(VIEJO_FIELDS.slice(0, 16).join('@'))).toEqual(GOMEZ)
  })

  it('trims the padding around a 7-digit DNI', () => {
    expect(parseDniBarcode(viejo({ 1: '7654321     ' }))?.documento).toBe('7654321')
  })

  it('leaves nacionalidad and oficina null when blank', () => {
    expect(parseDniBarcode(viejo({ 6: ' ', 11: '' }))).toMatchObject({
      nacionalidad: null,
      ofIdentidad: null,
    })
  })

  it.each([
    ['DNI with letters', { 1: 'M1234567' }],
    ['empty DNI', { 1: '    ' }],
    ['impossible birth date', { 7: '30/02/1978' }],
    ['unknown sexo', { 8: 'Q' }],
    ['empty apellido', { 4: '' }],
  ])('refuses a %s', (_, replace) => {
    expect(parseDniBarcode(viejo(replace))).toBeNull()
  })

  it.each([14, 18])('ignores a code of %i parts', (count) => {
    const parts = [...VIEJO_FIELDS, 'X', 'Y'].slice(0, count)
    expect(parseDniBarcode(parts.join('@'))).toBeNull()
  })
})

describe('parseDniBarcode: anything else', () => {
  it.each([
    '',
    '@',
    '@@@@@@@@',
    'hola',
    'https://club.example/socio/123',
    nuevo().split('@').slice(0, 7).join('@'),
    `${nuevo({}, '203')}@extra`,
    `${nuevo()}@@@`,
    `@${nuevo()}`,
    '😀@😀@😀@M@12345678@A@01/01/2000@01/01/2010',
    `${nuevo()}${' '.repeat(2000)}x`,
    '@'.repeat(100_000),
    'A'.repeat(1_000_000),
  ])('%#: null', (raw) => {
    expect(parseDniBarcode(raw)).toBeNull()
  })

  it('returns null for a non-string from untyped callers', () => {
    expect(parseDniBarcode(undefined as unknown as string)).toBeNull()
    expect(parseDniBarcode(12345678 as unknown as string)).toBeNull()
  })
})

describe('sexoDeDni', () => {
  it('names the letters as the registration form does', () => {
    expect(sexoDeDni('M')).toBe('Masculino')
    expect(sexoDeDni('F')).toBe('Femenino')
    expect(sexoDeDni('X')).toBe('Otro')
  })
})

/** Fields that look like a DNI's, so that generated codes reach the deeper checks too. */
const plausibleField = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.stringMatching(/^\d{1,12}$/),
  fc.stringMatching(/^ *[A-ZÑ' -]{0,20} *$/),
  fc.constantFrom('M', 'F', 'X', 'A', '', ' ', '200', '203', '29/02/2000', '31/12/1999'),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer())
    .map(([d, m, y]) => `${d}/${m}/${y}`),
)

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...DIGITS), { minLength: min, maxLength: max }).map((d) => d.join(''))
const words = fc
  .array(fc.stringMatching(/^[A-ZÑÁÉÍÓÚÜ]{1,12}$/), { minLength: 1, maxLength: 3 })
  .map((w) => w.join(' '))
const day = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
})

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const ddmmyyyy = (d: Date) =>
  `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`
const iso = (d: Date) => d.toISOString().slice(0, 10)

describe('parseDniBarcode: properties', () => {
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const data = parseDniBarcode(raw)
        expect(data === null || /^\d{6,8}$/.test(data.documento)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws on 8 to 17 @-joined fields, with or without a leading @', () => {
    fc.assert(
      fc.property(
        fc.array(plausibleField, { minLength: 8, maxLength: 17 }),
        fc.boolean(),
        fc.boolean(),
        (fields, leading, trailing) => {
          const raw = `${leading ? '@' : ''}${fields.join('@')}${trailing ? '@' : ''}`
          const data = parseDniBarcode(raw)
          if (data === null) return
          expect(data.documento).toMatch(/^\d{6,8}$/)
          expect(data.nacimiento <= data.emision).toBe(true)
          expect(data.cuit === null || /^\d{11}$/.test(data.cuit)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('round-trips documento and dates of valid current-format codes', () => {
    fc.assert(
      fc.property(
        digits(11, 11),
        words,
        words,
        fc.constantFrom('M', 'F', 'X'),
        digits(6, 8),
        fc.constantFrom('A', 'B', 'C', 'D'),
        day,
        day,
        fc.boolean(),
        (tramite, apellido, nombre, sexo, documento, ejemplar, a, b, trailing) => {
          const [nacimiento, emision] = a <= b ? [a, b] : [b, a]
          const raw = [
            tramite,
            apellido,
            nombre,
            sexo,
            documento,
            ejemplar,
            ddmmyyyy(nacimiento),
            ddmmyyyy(emision),
          ].join('@')
          const data = parseDniBarcode(trailing ? `${raw}@` : raw)
          expect(data).toMatchObject({
            tramite,
            documento,
            sexo,
            ejemplar,
            nacimiento: iso(nacimiento),
            emision: iso(emision),
          })
          expect(data?.apellido.toUpperCase()).toBe(apellido)
        },
      ),
      { numRuns: 500 },
    )
  })
})
