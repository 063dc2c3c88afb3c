/**
 * What a gatekeeper is shown of a member (docs/product.md#result-card, ADR 0017): the
 * `control` department gets what the gate needs to let someone in; administrators keep the
 * whole result card. Both get the member's fees at the request's club day (ADR 0028), never
 * the cuotas themselves. validarToken (both listeners) and GET /gate/socio answer through here.
 */
import type {
  CuotasGate,
  SocioControl,
  SocioPorteria,
} from '../../../src/domain/porteria/gate-api.ts'
import { canAccess, LEVEL } from '../../../src/domain/user.ts'
import type { UserRow } from '../../lib/auth/users.ts'
import type { SocioCopiado } from './member-copy.ts'

const ADMINISTRADOR = { level: LEVEL.administrador }

export function socioPorteria<E extends object>(
  socio: SocioCopiado,
  { alDia, cuotasVencidas, cuotaImpaga }: CuotasGate,
  extra: E,
): SocioPorteria & E {
  const { id, nombre, apellido, apodo, foto, estado, activo, vencimiento, categoria } = socio
  return {
    id,
    nombre,
    apellido,
    apodo,
    foto,
    estado,
    activo,
    vencimiento,
    categoria,
    alDia,
    cuotasVencidas,
    cuotaImpaga,
    ...extra,
  }
}

function socioControl<E extends object>(
  socio: SocioCopiado,
  cuotas: CuotasGate,
  extra: E,
): SocioControl & E {
  // The due dates stay on the server: the answer says what they come to.
  const { documento, telefono, email, domicilio, nacimiento, fechaIngreso } = socio
  const ficha = { documento, telefono, email, domicilio, nacimiento, fechaIngreso, ...extra }
  return socioPorteria(socio, cuotas, ficha)
}

/** The member as `user` may see them, with their fees (`cuotas`) and `extra`. */
export const socioParaUsuario = <E extends object>(
  user: UserRow,
  socio: SocioCopiado,
  cuotas: CuotasGate,
  extra: E,
): (SocioControl | SocioPorteria) & E =>
  canAccess(user, ADMINISTRADOR)
    ? socioControl(socio, cuotas, extra)
    : socioPorteria(socio, cuotas, extra)
