import { describe, expect, it } from 'vitest'
import { validarAlta } from '@/domain/alta/alta-socio'
import { parseDniBarcode } from '@/domain/alta/dni'
import {
  altaVacia,
  applyDni,
  applyPersona,
  erroresDe,
  erroresDelPaso,
  fromMultipart,
  pasosPara,
  responsableVacio,
  socioVacio,
  toAltaInput,
  toMultipart,
  type AltaForm,
} from './alta-form'

const hace = (years: number) => `${new Date().getFullYear() - years}-01-01`
const photo = new Blob(['x'], { type: 'image/jpeg' })

const adulto = (): AltaForm => ({
  socio: {
    ...socioVacio(),
    documento: '30.123.456',
    nombre: 'Ana',
    apellido: 'Pérez',
    nacimiento: hace(30),
    sexo: 'Femenino',
    password: 'pampa-verde-2026',
  },
  responsables: [responsableVacio()],
  fotos: { fotoSocio: photo, documentoFrente: photo },
})

describe('the registration form', () => {
  it('starts with the product defaults: Argentina, cuit 0, WhatsApp 2954', () => {
    expect(altaVacia().socio).toMatchObject({
      nacionalidad: 'Argentina',
      cuit: '0',
      whatsapp: '2954',
    })
  })

  it('has a Responsables step only for a minor', () => {
    expect(pasosPara(hace(30))).toEqual(['datos', 'documentacion', 'contacto'])
    expect(pasosPara(hace(10))).toEqual(['datos', 'documentacion', 'responsables', 'contacto'])
    expect(pasosPara('')).toEqual(['datos', 'documentacion', 'contacto'])
  })

  it('sends no guardians for an adult, and the bare 2954 as no WhatsApp', () => {
    const input = toAltaInput(adulto())
    expect(input.responsables).toEqual([])
    expect(input.socio?.whatsapp).toBe('')
    expect(validarAlta(input).success).toBe(true)
  })

  it('builds the multipart parts the API takes', () => {
    const form = adulto()
    form.socio.nacimiento = hace(12)
    form.responsables = [{ ...responsableVacio(), documento: '20111222', parentesco: 'Madre' }]
    form.fotos.documentoDorso = photo
    const { fields, files } = toMultipart(form)
    expect(Object.keys(fields)).toEqual(['socio', 'responsables', 'esMenorDeEdad'])
    expect(fields.esMenorDeEdad).toBe('true')
    expect(JSON.parse(fields.responsables!)).toEqual([
      expect.objectContaining({ documento: '20111222', parentesco: 'Madre' }),
    ])
    expect(files.map((f) => `${f.field}:${f.name}`)).toEqual([
      'archivos:fotoSocio.jpg',
      'archivos:documentoFrente.jpg',
      'archivos:documentoDorso.jpg',
    ])
  })

  it('fills identity fields from a scanned DNI and keeps the rest', () => {
    const dni = parseDniBarcode(
      '00512345678@GONZALEZ@JUAN CARLOS@M@30123456@A@15/03/1985@10/06/2015@203',
    )!
    const socio = applyDni({ ...socioVacio(), email: 'juan@example.com' }, dni)
    expect(socio).toMatchObject({
      documento: '30123456',
      nombre: 'Juan Carlos',
      apellido: 'Gonzalez',
      sexo: 'Masculino',
      nacimiento: '1985-03-15',
      emision: '2015-06-10',
      tramite: '00512345678',
      cuit: '20301234563',
      nacionalidad: 'Argentina',
      email: 'juan@example.com',
    })
  })

  it('fills only empty fields from a found person, and a guardian keeps parentesco', () => {
    const persona = {
      documento: '20111222',
      nombre: 'Marta',
      apellido: 'Gómez',
      nacimiento: '1970-02-03',
      sexo: 'Femenino',
      nacionalidad: 'Argentina',
      email: 'marta@example.com',
      whatsapp: '2954111222',
      domicilio: 'Av. San Martín 100',
    }
    const socio = applyPersona({ ...socioVacio(), nombre: 'Martita' }, persona)
    expect(socio).toMatchObject({ nombre: 'Martita', apellido: 'Gómez', whatsapp: '2954111222' })
    const responsable = applyPersona({ ...responsableVacio(), parentesco: 'Abuela' }, persona)
    expect(responsable).toMatchObject({
      nombre: 'Marta',
      telefono: '2954111222',
      parentesco: 'Abuela',
    })
  })
})

describe('fromMultipart', () => {
  it('brings a queued registration back into the form, without its password', () => {
    const menor: AltaForm = {
      ...adulto(),
      socio: { ...adulto().socio, nacimiento: hace(10) },
      responsables: [{ ...responsableVacio(), documento: '20111222', parentesco: 'Madre' }],
    }
    const { fields, files } = toMultipart(menor)
    const back = fromMultipart(fields, files)
    expect(back.socio).toEqual({ ...menor.socio, password: '' })
    expect(back.responsables).toEqual([
      { ...menor.responsables[0], clave: back.responsables[0]!.clave },
    ])
    expect(back.fotos).toEqual({ fotoSocio: photo, documentoFrente: photo })
  })
})

describe('erroresDelPaso', () => {
  it('gives each step only its own unmet rules, one per field, in the product order', () => {
    const vacio = altaVacia()
    expect(erroresDelPaso(vacio, 'datos')).toEqual({
      'socio.documento': 'Documento es requerido',
      'socio.nombre': 'Nombre es requerido',
      'socio.apellido': 'Apellido es requerido',
      'socio.nacimiento': 'Fecha de nacimiento es requerida',
      'socio.sexo': 'Sexo es requerido',
      fotoSocio: 'Foto del socio es requerida',
    })
    expect(Object.keys(erroresDelPaso(vacio, 'datos'))).toEqual([
      'socio.documento',
      'socio.nombre',
      'socio.apellido',
      'socio.nacimiento',
      'socio.sexo',
      'fotoSocio',
    ])
    expect(erroresDelPaso(vacio, 'documentacion')).toEqual({
      documentoFrente: 'Foto del frente del documento es requerida',
    })
    expect(erroresDelPaso(vacio, 'contacto')).toEqual({
      'socio.password': 'Contraseña es requerida',
    })
    expect(erroresDelPaso(vacio, 'responsables')).toEqual({})
  })

  it('a complete step has none, whatever the others lack', () => {
    const form = adulto()
    form.socio.password = ''
    expect(erroresDelPaso(form, 'datos')).toEqual({})
    expect(erroresDelPaso(form, 'documentacion')).toEqual({})
    expect(erroresDelPaso(form, 'contacto')).toEqual({
      'socio.password': 'Contraseña es requerida',
    })
  })

  it("puts a guardian's rules on their row, and a minor without one on the step", () => {
    const menor = adulto()
    menor.socio.nacimiento = hace(10)
    menor.responsables = []
    expect(erroresDelPaso(menor, 'responsables')).toEqual({
      '': 'Los menores de edad requieren al menos un responsable',
    })
    menor.responsables = [responsableVacio(), { ...responsableVacio(), documento: '20111222' }]
    const errores = erroresDelPaso(menor, 'responsables')
    expect(erroresDe(errores, 'responsables.0.')).toEqual({
      documento: 'Documento del responsable 1 es requerido',
      nombre: 'Nombre del responsable 1 es requerido',
      apellido: 'Apellido del responsable 1 es requerido',
      parentesco: 'Parentesco del responsable 1 es requerido',
    })
    expect(erroresDe(errores, 'responsables.1.')).toEqual({
      nombre: 'Nombre del responsable 2 es requerido',
      apellido: 'Apellido del responsable 2 es requerido',
      parentesco: 'Parentesco del responsable 2 es requerido',
    })
  })

  it('keeps a bad CUIT (from a scan, not shown) off every step: the last step lists it', () => {
    const form = adulto()
    form.socio.cuit = '123'
    for (const paso of ['datos', 'documentacion', 'contacto'] as const)
      expect(erroresDelPaso(form, paso)).toEqual({})
    expect(validarAlta(toAltaInput(form))).toEqual({ success: false, messages: ['CUIT inválido'] })
  })
})
