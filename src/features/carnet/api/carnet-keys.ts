/** Query keys of the member's own card: persisted, so the card opens without network. */
export const carnetKeys = {
  all: ['carnet'] as const,
  token: (id: number) => [...carnetKeys.all, 'token', id] as const,
  /** The phone's device key and certificate, a mirror of their own store. */
  dispositivo: () => [...carnetKeys.all, 'dispositivo'] as const,
}
