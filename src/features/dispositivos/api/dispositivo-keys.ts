/** Query keys of the card's devices: the member's own, or, for administrators, a member's. */
export const dispositivoKeys = {
  all: ['dispositivos'] as const,
  list: (socioId?: number) => [...dispositivoKeys.all, socioId ?? 'propios'] as const,
}
