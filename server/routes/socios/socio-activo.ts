/**
 * What a member whose estado is not 'Activo' is told when asking for their card: its code
 * (POST /socios/generarToken) or a phone for it (POST /socios/dispositivos).
 */
export const SOCIO_INACTIVO = 'Tu membresía no está activa: acercate a la secretaría del club'
