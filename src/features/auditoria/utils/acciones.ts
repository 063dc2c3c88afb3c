import type { Accion } from '@/domain/auditoria/auditoria'

/** What the screen calls each action (docs/product.md#registro-de-actividad). */
export const ACCION_TEXTO: Record<Accion, string> = {
  ingreso: 'Ingreso',
  'ingreso-fallido': 'Ingreso fallido',
  'clave-cambiada': 'Contraseña cambiada',
  'enlace-clave-creado': 'Enlace para nueva contraseña',
  'sesiones-cerradas': 'Cierre de todas las sesiones',
  'nivel-cambiado': 'Nivel cambiado',
  'socio-editado': 'Socio editado',
  'socios-exportados': 'Padrón exportado',
  'busqueda-dni': 'Búsqueda por DNI',
  'clave-qr-rotada': 'Clave QR rotada',
  pago: 'Pago',
  'cuota-anulada': 'Cuota anulada',
  'cuotas-generadas': 'Cuotas generadas',
  configuracion: 'Configuración',
  'grupo-creado': 'Grupo familiar creado',
  'grupo-renombrado': 'Grupo familiar renombrado',
  'grupo-eliminado': 'Grupo familiar eliminado',
  'grupo-miembro-agregado': 'Socio agregado a un grupo',
  'grupo-miembro-quitado': 'Socio quitado de un grupo',
  'push-enviado': 'Notificación enviada',
  'dispositivo-registrado': 'Dispositivo registrado',
  'dispositivo-quitado': 'Dispositivo quitado',
}
