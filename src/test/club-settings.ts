import * as v from 'valibot'
import { clubSettingsSchema, type ClubSettings } from '../domain/configuracion/configuracion.ts'

/** Settings the schema takes, as the configuration screen saves them (the fee table and rules
 * left to the schema's defaults). */
export const clubDePrueba: ClubSettings = v.parse(clubSettingsSchema, {
  nombre: 'Club Social y Deportivo Santa Rosa',
  nombreCorto: 'Club Santa Rosa',
  descripcion: 'Club de Santa Rosa, La Pampa.',
  escudo: '/crest.svg',
  whatsapp: '5492954123456',
  email: 'secretaria@example.com',
  horarioSecretaria: { dias: 'lunes a viernes', desde: '17:00', hasta: '21:00' },
  direccion: {
    calle: 'Av. San Martín 850',
    ciudad: 'Santa Rosa',
    provincia: 'La Pampa',
    codigoPostal: 'L6300',
    lat: -36.6203,
    lng: -64.2906,
  },
  pagos: {
    presencial: ['Efectivo', 'Código QR'],
    transferencia: {
      banco: 'Banco de La Pampa',
      titular: 'Club Social y Deportivo Santa Rosa',
      cuit: '30-12345678-9',
      cbu: '2850590940090418135201',
      alias: 'CLUB.SANTAROSA.CUOTA',
    },
    deposito: { banco: 'Banco de La Pampa', cuenta: 'Cuenta corriente 123/4' },
    comprobante: { email: 'tesoreria@example.com', whatsapp: '5492954123456' },
  },
  hero: [{ src: '/images/hero/hero-01', alt: 'La cancha' }],
  sponsors: [{ nombre: 'Farmacia', src: '/images/sponsors/sponsor-1', alt: 'Banner' }],
})
