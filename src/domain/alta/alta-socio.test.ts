import { describe, expect, it } from 'vitest'
import {
  CUIT_POR_DEFECTO,
  NACIONALIDAD_POR_DEFECTO,
  esMenorDeEdad,
  validarAlta,
  type AltaSocio,
  type ResponsableAlta,
} from './alta-socio.ts'

/** A local calendar day at noon, never the real clock. */
const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y!, m! - 1, d!, 12)
}

const HOY = day('2026-05-20')

const ADULTO = {
  documento: '30123456',
  nombre: 'Juan Carlos',
  apellido: 'Pérez',
  nacimiento: '1985-03-15',
  sexo: 'Masculino',
  password: 'caballo-azul-42',
}

const RESPONSABLE = {
  documento: '20123456',
  nombre: 'María Laura',
  apellido: 'Gómez',
  parentesco: 'Madre',
}

function alta(socio: Record<string, string | undefined> = {}, responsables: object[] = []) {
  return {
    socio: { ...ADULTO, ...socio },
    fotoSocio: true,
    documentoFrente: true,
    responsables,
  }
}

const messages = (input: unknown) => {
  const result = validarAlta(input, HOY)
  return result.success ? [] : result.messages
}

const output = (input: unknown): AltaSocio => {
  const result = validarAlta(input, HOY)
  if (!result.success) throw new Error(result.messages.join('; '))
  return result.output
}

describe('validarAlta: required fields', () => {
  const REQUIRED = [
    'Documento es requerido',
    'Nombre es requerido',
    'Apellido es requerido',
    'Fecha de nacimiento es requerida',
    'Sexo es requerido',
    'Contraseña es requerida',
    'Foto del socio es requerida',
    'Foto del frente del documento es requerida',
  ]

  it("lists every message of an empty registration, in the product's order", () => {
    expect(validarAlta({}, HOY)).toEqual({ success: false, messages: REQUIRED })
  })

  it('counts values of only spaces as empty', () => {
    const blank = {
      documento: '   ',
      nombre: ' ',
      apellido: '\t',
      nacimiento: '  ',
      sexo: ' ',
      password: '        ',
    }
    expect(messages({ socio: blank })).toEqual(REQUIRED)
  })

  it('asks for each photo on its own; the back of the document is optional', () => {
    expect(messages({ ...alta(), fotoSocio: false })).toEqual(['Foto del socio es requerida'])
    expect(messages({ ...alta(), documentoFrente: undefined })).toEqual([
      'Foto del frente del documento es requerida',
    ])
  })

  it.each([
    ['documento', 'Documento es requerido'],
    ['nombre', 'Nombre es requerido'],
    ['apellido', 'Apellido es requerido'],
    ['nacimiento', 'Fecha de nacimiento es requerida'],
    ['sexo', 'Sexo es requerido'],
    ['password', 'Contraseña es requerida'],
  ])('a missing %s gives only %j', (field, message) => {
    expect(messages(alta({ [field]: undefined }))).toEqual([message])
  })
})

describe('validarAlta: minors (under 18 at hoy)', () => {
  const MENOR = 'Los menores de edad requieren al menos un responsable'

  it('turning 18 today is not a minor', () => {
    expect(messages(alta({ nacimiento: '2008-05-20' }))).toEqual([])
    expect(esMenorDeEdad('2008-05-20', HOY)).toBe(false)
  })

  it('turning 18 tomorrow is a minor, who needs a guardian', () => {
    expect(messages(alta({ nacimiento: '2008-05-21' }))).toEqual([MENOR])
    expect(esMenorDeEdad('2008-05-21', HOY)).toBe(true)
  })

  it('a minor with a guardian is accepted', () => {
    const result = output(alta({ nacimiento: '2015-01-01' }, [RESPONSABLE]))
    expect(result.responsables).toHaveLength(1)
  })

  it('comes after the photo messages, as the product lists them', () => {
    expect(messages({ socio: { ...ADULTO, nacimiento: '2015-01-01' } })).toEqual([
      'Foto del socio es requerida',
      'Foto del frente del documento es requerida',
      MENOR,
    ])
  })

  it('is not asked while the birth date is missing or incomplete', () => {
    expect(messages(alta({ nacimiento: '' }))).toEqual(['Fecha de nacimiento es requerida'])
    expect(esMenorDeEdad('2015-01', HOY)).toBe(false)
  })
})

describe('validarAlta: guardians', () => {
  it('numbers each missing field of each guardian from 1', () => {
    expect(messages(alta({}, [{}, { ...RESPONSABLE, nombre: ' ', parentesco: '' }]))).toEqual([
      'Documento del responsable 1 es requerido',
      'Nombre del responsable 1 es requerido',
      'Apellido del responsable 1 es requerido',
      'Parentesco del responsable 1 es requerido',
      'Nombre del responsable 2 es requerido',
      'Parentesco del responsable 2 es requerido',
    ])
  })

  it.each([
    ['documento', 'Documento del responsable 3 es requerido'],
    ['nombre', 'Nombre del responsable 3 es requerido'],
    ['apellido', 'Apellido del responsable 3 es requerido'],
    ['parentesco', 'Parentesco del responsable 3 es requerido'],
  ])('a third guardian with a blank %s: %j', (field, message) => {
    const third = { ...RESPONSABLE, documento: '20999999', [field]: '   ' }
    const guardians = [
      { ...RESPONSABLE, documento: '20111111' },
      { ...RESPONSABLE, documento: '20222222' },
      third,
    ]
    expect(messages(alta({}, guardians))).toEqual([message])
  })

  it("refuses a guardian with the member's own DNI, however it is written", () => {
    expect(messages(alta({}, [{ ...RESPONSABLE, documento: '30.123.456' }]))).toEqual([
      'Un responsable no puede ser el mismo socio',
    ])
  })

  it('normalises the guardian: digits of documento and telefono, default nacionalidad', () => {
    const [guardian] = output(
      alta({}, [{ ...RESPONSABLE, documento: ' 20.123.456 ', telefono: '(2954) 15-123456' }]),
    ).responsables
    expect(guardian).toEqual<ResponsableAlta>({
      documento: '20123456',
      nombre: 'María Laura',
      apellido: 'Gómez',
      nacimiento: '',
      sexo: '',
      nacionalidad: NACIONALIDAD_POR_DEFECTO,
      email: '',
      telefono: '295415123456',
      domicilio: '',
      parentesco: 'Madre',
    })
  })
})

describe('validarAlta: normalised output', () => {
  it('a valid adult registration, trimmed and with the defaults the product shows', () => {
    const input = alta({
      documento: ' 30.123.456 ',
      nombre: '  Juan Carlos ',
      apellido: ' Pérez',
      email: ' Juan@Example.COM ',
    })
    expect(validarAlta(input, HOY)).toEqual({
      success: true,
      output: {
        socio: {
          ...ADULTO,
          apodo: '',
          email: 'juan@example.com',
          whatsapp: '',
          cuit: CUIT_POR_DEFECTO,
          nacionalidad: NACIONALIDAD_POR_DEFECTO,
          domicilio: '',
          tramite: '',
          ejemplar: '',
          emision: '',
          ofIdentidad: '',
          // None chosen: the server gives the default for the member's age.
          categoria: '',
        },
        fotoSocio: true,
        documentoFrente: true,
        responsables: [],
      },
    })
  })

  it("defaults are 'Argentina' and cuit '0', also for blank values", () => {
    expect(CUIT_POR_DEFECTO).toBe('0')
    expect(NACIONALIDAD_POR_DEFECTO).toBe('Argentina')
    const { socio } = output(alta({ cuit: '  ', nacionalidad: '   ' }))
    expect(socio).toMatchObject({ cuit: '0', nacionalidad: 'Argentina' })
  })

  it('keeps a scanned CUIT as 11 digits and a given nacionalidad', () => {
    const { socio } = output(alta({ cuit: '20-30123456-3', nacionalidad: ' Uruguaya ' }))
    expect(socio).toMatchObject({ cuit: '20301234563', nacionalidad: 'Uruguaya' })
  })

  it('refuses a birth date after today', () => {
    expect(messages(alta({ nacimiento: '2099-01-01' }))).toEqual(['Fecha de nacimiento inválida'])
  })

  it('answers too long values in Spanish, naming the field and its limit', () => {
    expect(messages(alta({ apodo: 'x'.repeat(41) }))).toEqual(['Apodo: máximo 40 caracteres'])
    expect(messages(alta({ domicilio: 'x'.repeat(201) }))).toEqual([
      'Domicilio: máximo 200 caracteres',
    ])
    expect(messages(alta({ nombre: 'x'.repeat(81) }))).toEqual(['Nombre: máximo 80 caracteres'])
    expect(messages(alta({ nombre: 'x'.repeat(80) }))).toEqual([])
  })

  it('keeps the password as typed, spaces included', () => {
    expect(output(alta({ password: '  caballo azul  ' })).socio.password).toBe('  caballo azul  ')
  })

  it.each(['12.345.678', '12 345 678', '1.234.567'])('normalises documento %j to digits', (dni) => {
    expect(output(alta({ documento: dni })).socio.documento).toBe(dni.replace(/\D/g, ''))
  })

  it.each(['12345', '123456789', '..', '4011a333', '30123456x'])('refuses documento %j', (dni) => {
    expect(messages(alta({ documento: dni }))).toEqual([
      'El documento debe tener entre 6 y 8 números',
    ])
  })

  it('refuses a letter in a number instead of dropping it', () => {
    expect(messages(alta({ whatsapp: '2954a123456' }))).toEqual([
      'WhatsApp: código de área y número, 10 dígitos',
    ])
    expect(messages(alta({ cuit: 'abc' }))).toEqual(['CUIT inválido'])
    expect(messages(alta({}, [{ ...RESPONSABLE, documento: '2012x456' }]))).toEqual([
      'El documento del responsable 1 debe tener entre 6 y 8 números',
    ])
    expect(messages(alta({}, [{ ...RESPONSABLE, telefono: '2954 15 12x456' }]))).toEqual([
      'Teléfono del responsable: solo números',
    ])
  })
})
