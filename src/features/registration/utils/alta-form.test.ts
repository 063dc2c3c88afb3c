import { describe, expect, it } from 'vitest'
import { validarAlta } from '@/domain/alta-socio'
import { parseDniBarcode } from '@/domain/dni'
import {
  altaVacia,
  applyDni,
  applyPersona,
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
