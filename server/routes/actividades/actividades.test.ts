import { describe, expect, it } from 'vitest'
import { useActividadesApi } from '../../../tests/support/actividades.ts'
import { auditEntries } from '../../../tests/support/cuotas.ts'
import type { Actividad } from '../../../src/domain/actividades/actividades-api.ts'

const { testApp, api, comoSocio, anonimo, crear } = useActividadesApi()

describe('POST /api/actividades', () => {
  it('creates an activity with its schedule, trimmed texts and the defaults', async () => {
    const { status, body } = await api('POST', '', {
      nombre: '  Natación ',
      descripcion: ' Pileta climatizada ',
      horarios: [
        { dia: 1, desde: '18:00', hasta: '19:00' },
        { dia: 3, desde: '18:00', hasta: '19:00' },
      ],
      profesor: '',
      importeMensual: 1_850_000,
      cupo: 20,
      edadMin: 6,
    })
    expect(status, body.message).toBe(200)
    expect(body).toEqual({
      success: true,
      message: 'Actividad creada',
      response: {
        id: expect.any(Number),
        nombre: 'Natación',
        descripcion: 'Pileta climatizada',
        horarios: [
          { dia: 1, desde: '18:00', hasta: '19:00' },
          { dia: 3, desde: '18:00', hasta: '19:00' },
        ],
        profesor: null,
        importeMensual: 1_850_000,
        cupo: 20,
        edadMin: 6,
        edadMax: null,
        requiereApto: false,
        activa: true,
        inscriptos: 0,
        cupoLibre: 20,
      },
    })
  })

  it('refuses bad input with its message, past the integer range included', async () => {
    const mensaje = async (input: Record<string, unknown>) => {
      const { status, body } = await api('POST', '', {
        nombre: 'Hockey',
        importeMensual: 100,
        ...input,
      })
      expect(status).toBe(400)
      return body.message
    }
    expect(await mensaje({ nombre: '   ' })).toBe('El nombre de la actividad es requerido')
    expect(await mensaje({ nombre: 'x'.repeat(61) })).toBe(
      'El nombre puede tener hasta 60 caracteres',
    )
    expect(await mensaje({ importeMensual: 12.5 })).toMatch(/importe mensual/)
    expect(await mensaje({ importeMensual: -1 })).toMatch(/importe mensual/)
    expect(await mensaje({ cupo: 0 })).toBe('El cupo debe ser un número entero mayor que 0')
    expect(await mensaje({ cupo: 2_147_483_648 })).toBe(
      'El cupo debe ser un número entero mayor que 0',
    )
    expect(await mensaje({ edadMin: 18, edadMax: 12 })).toBe(
      'La edad mínima no puede ser mayor que la máxima',
    )
    expect(await mensaje({ edadMax: 121 })).toBe('La edad debe ser un número entero de 0 a 120')
    expect(await mensaje({ horarios: [{ dia: 8, desde: '10:00', hasta: '11:00' }] })).toBe(
      'El día debe ser de 1 (lunes) a 7 (domingo)',
    )
    expect(await mensaje({ horarios: [{ dia: 1, desde: '25:00', hasta: '26:00' }] })).toBe(
      'La hora debe tener el formato HH:MM',
    )
    expect(await mensaje({ horarios: [{ dia: 1, desde: '11:00', hasta: '10:00' }] })).toBe(
      'La hora de fin debe ser posterior a la de inicio',
    )
  })

  it('refuses a second activity of the same name, whatever its case or accents', async () => {
    await crear({ nombre: 'Patín artístico' })
    for (const nombre of ['PATÍN ARTÍSTICO', 'Patin artistico']) {
      const { status, body } = await api('POST', '', { nombre, importeMensual: 1 })
      expect(status).toBe(409)
      expect(body.message).toBe(`Ya existe una actividad llamada “${nombre}”`)
    }
  })

  it('is for administrators only', async () => {
    const input = { nombre: 'Tenis', importeMensual: 100 }
    expect((await comoSocio('POST', '', input)).status).toBe(403)
    expect((await anonimo('POST', '', input)).status).toBe(401)
  })
})

describe('PATCH /api/actividades/{id}', () => {
  it('changes what it names, archives, and records the fields in the activity log', async () => {
    const tenis = await crear({ nombre: 'Tenis de mesa', edadMin: 10 })
    const { status, body } = await api('PATCH', `/${tenis.id}`, {
      importeMensual: 990_000,
      profesor: 'Ana Ruiz',
    })
    expect(status, body.message).toBe(200)
    expect(body.message).toBe('Actividad guardada')
    expect(body.response).toMatchObject({
      importeMensual: 990_000,
      profesor: 'Ana Ruiz',
      edadMin: 10,
    })

    const archivada = await api('PATCH', `/${tenis.id}`, { activa: false })
    expect((archivada.body.response as Actividad).activa).toBe(false)

    await testApp.app.services.audit.flush()
    const entradas = await auditEntries(testApp.database.db, 'actividad-editada')
    expect(entradas.map((e) => e.detalle)).toEqual([
      { actividad: tenis.id, nombre: 'Tenis de mesa', campos: ['profesor', 'importeMensual'] },
      { actividad: tenis.id, nombre: 'Tenis de mesa', campos: ['activa'] },
    ])
  })

  it('checks the ages against the activity as it will be', async () => {
    const futbol = await crear({ nombre: 'Fútbol infantil', edadMin: 6, edadMax: 12 })
    const { status, body } = await api('PATCH', `/${futbol.id}`, { edadMin: 14 })
    expect(status).toBe(400)
    expect(body.message).toBe('La edad mínima no puede ser mayor que la máxima')
  })

  it('answers 404 for an activity that does not exist, 400 for an empty change or a bad id', async () => {
    expect((await api('PATCH', '/999999', { cupo: 3 })).status).toBe(404)
    expect((await api('PATCH', '/99999999999', { cupo: 3 })).body.message).toBe(
      'Número de actividad inválido',
    )
    const vacio = await api('PATCH', '/1', {})
    expect(vacio.status).toBe(400)
    expect(vacio.body.message).toBe('No hay cambios para guardar')
  })
})

describe('GET /api/actividades', () => {
  it('shows everyone the active catalogue by name; administrators ask for the archived with todas=1', async () => {
    const activa = await crear({ nombre: 'Yoga' })
    const archivada = await crear({ nombre: 'Ajedrez', activa: false })
    const nombres = (r: { body: { response?: unknown } }) =>
      (r.body.response as Actividad[]).map((a) => a.nombre)

    const publico = await anonimo('GET', '')
    expect(publico.status).toBe(200)
    expect(nombres(publico)).toContain(activa.nombre)
    expect(nombres(publico)).not.toContain(archivada.nombre)
    expect(nombres(publico)).toEqual([...nombres(publico)].sort((a, b) => a.localeCompare(b, 'es')))

    expect(nombres(await api('GET', '?todas=1'))).toContain(archivada.nombre)
    expect((await comoSocio('GET', '?todas=1')).status).toBe(403)
    expect((await anonimo('GET', '?todas=1')).status).toBe(401)
    expect((await anonimo('GET', '?todas=2')).status).toBe(400)
  })
})
