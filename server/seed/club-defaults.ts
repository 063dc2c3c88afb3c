import {
  CATEGORIAS_POR_DEFECTO,
  DIA_VENCIMIENTO_POR_DEFECTO,
  INGRESO_RECIENTE_MINUTOS,
  VIGENCIA_SOCIO_POR_DEFECTO,
  type ClubSettings,
} from '../../src/domain/configuracion/configuracion.ts'

const heroAlts = [
  'Partido de fútbol al atardecer en la cancha principal del club',
  'Entrenamiento en el gimnasio de básquet',
  'Andariveles de la pileta del club',
  'Cancha de tenis de polvo de ladrillo',
  'Jugadoras de hockey sobre césped en pleno partido',
  'Partido de vóley en el gimnasio',
  'Escuelita de fútbol infantil',
  'La sede social iluminada al anochecer',
  'Pista de atletismo',
  'La tribuna del club en el paisaje pampeano',
]

/** Sensible defaults a club replaces from /admin/configuracion (CBU and alias are placeholders). */
export const clubDefaults: ClubSettings = {
  nombre: 'Club Social y Deportivo Santa Rosa',
  nombreCorto: 'Club Santa Rosa',
  descripcion:
    'Club social y deportivo de Santa Rosa, La Pampa: fútbol, básquet, natación, hockey, tenis y vida social para toda la familia.',
  escudo: '/crest.svg',
  whatsapp: '5492954123456',
  email: 'secretaria@clubsantarosa.com.ar',
  telefono: '(02954) 42-1234',
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
    presencial: ['Efectivo', 'Tarjeta de débito', 'Tarjeta de crédito en un pago', 'Código QR'],
    transferencia: {
      banco: 'Banco de La Pampa',
      titular: 'Club Social y Deportivo Santa Rosa',
      cuit: '30-00000000-0',
      cbu: '0930000200000000000000',
      alias: 'CLUB.SANTAROSA.CUOTA',
    },
    deposito: { banco: 'Banco de La Pampa', cuenta: 'Cuenta corriente N° 000-000000/0' },
    comprobante: { email: 'tesoreria@clubsantarosa.com.ar', whatsapp: '5492954123456' },
  },
  hero: heroAlts.map((alt, i) => ({
    src: `/images/hero/hero-${String(i + 1).padStart(2, '0')}`,
    alt,
  })),
  sponsors: [
    {
      nombre: 'Farmacia del Centro',
      src: '/images/sponsors/sponsor-1',
      alt: 'Farmacia del Centro: 15% de descuento para socios',
    },
    {
      nombre: 'Gimnasio Pampa Fit',
      src: '/images/sponsors/sponsor-2',
      alt: 'Gimnasio Pampa Fit: 20% de descuento en la cuota mensual para socios',
    },
  ],
  ingresoRecienteMinutos: INGRESO_RECIENTE_MINUTOS,
  vigenciaSocio: VIGENCIA_SOCIO_POR_DEFECTO,
  categorias: CATEGORIAS_POR_DEFECTO,
  diaVencimiento: DIA_VENCIMIENTO_POR_DEFECTO,
  denegarConCuotasVencidas: 0,
}
