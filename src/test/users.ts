import type { UserData } from '@/domain/user'

/** Ana Acosta's account as the API gives it at sign-in: a member's (socio 7), unless `cambios`. */
export const usuarioDePrueba = (cambios: Partial<UserData> = {}): UserData => ({
  id: 3,
  socio_id: 7,
  level: 1,
  departments: [],
  email: 'ana@example.com',
  persona: { nombre: 'Ana', apellido: 'Acosta' },
  ...cambios,
})
