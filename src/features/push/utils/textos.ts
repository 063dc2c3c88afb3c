/** The widget's texts (docs/product.md#notificaciones). */
export const PUSH_TEXTO = {
  suscripto: 'Subscripción realizada',
  desuscripto: 'Suscripción cancelada',
  enviada: 'Notificación enviada',
  sinDispositivos: 'No hay dispositivos suscriptos: no se envió ninguna notificación',
  ningunaEntregada: 'Ningún dispositivo recibió la notificación: revisá las fallidas',
  denegados: 'Permisos de notificación denegados',
  errorServidor: 'Error en el servidor al suscribirse',
  noSoportadas: 'Push notifications no soportadas en este navegador',
  errorServiceWorker: 'Error al registrar Service Worker',
  errorCancelar: 'Error al cancelar suscripción',
  errorEnvio: 'Error enviando notificación',
  errorNavegador:
    'El servicio de notificaciones del navegador no respondió. Revisá tu conexión e intentá de nuevo.',
  pruebaTexto:
    'Esta es una notificación de prueba: si la ves, este dispositivo recibe los avisos del club.',
  comoDesbloquear:
    'Para recibirlas, permití las notificaciones de este sitio en la configuración del navegador.',
  iphone:
    'En iPhone las notificaciones llegan a la app instalada: tocá Compartir y elegí «Agregar a inicio». Después abrí la app desde ese ícono y activalas acá.',
} as const
