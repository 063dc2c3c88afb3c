import { describe, expect, it } from 'vitest'
import { esRutaInterna } from './push'
import {
  destinatariosTexto,
  nombrePantalla,
  PANTALLA_PUSH_INICIAL,
  PANTALLAS_PUSH,
} from './push-envio-textos'

describe('PANTALLAS_PUSH', () => {
  it('lists screens of the app the server accepts, Mi Cuenta the default', () => {
    expect(PANTALLAS_PUSH.map(([, nombre]) => nombre)).toEqual([
      'Inicio',
      'Mi Cuenta',
      'Carnet Digital',
      'Estado de Cuotas',
      'Beneficios',
      'Preguntas frecuentes',
    ])
    for (const [ruta] of PANTALLAS_PUSH) expect(esRutaInterna(ruta)).toBe(true)
    expect(nombrePantalla(PANTALLA_PUSH_INICIAL)).toBe('Mi Cuenta')
  })

  it('names a screen by its address, and an unknown address as it is', () => {
    expect(nombrePantalla('/')).toBe('Inicio')
    expect(nombrePantalla('/cuenta/cuotas')).toBe('Estado de Cuotas')
    expect(nombrePantalla('/otra')).toBe('/otra')
  })
})

describe('destinatariosTexto', () => {
  it('reads each audience as the log shows it', () => {
    expect(destinatariosTexto('todos')).toBe('Todos')
    expect(destinatariosTexto('activos')).toBe('Socios activos')
    expect(destinatariosTexto('grupo:12')).toBe('Grupo #12')
    expect(destinatariosTexto('socio:34')).toBe('Socio #34')
    expect(destinatariosTexto('otra')).toBe('otra')
  })
})
