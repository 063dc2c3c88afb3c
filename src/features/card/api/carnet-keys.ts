/** Query keys of the member's own card: persisted, so the card opens without network. */
export const carnetKeys = {
  all: ['carnet'] as const,
  socio: (id: number) => [...carnetKeys.all, 'socio', id] as const,
  photo: (id: number) => [...carnetKeys.all, 'photo', id] as const,
  token: (id: number) => [...carnetKeys.all, 'token', id] as const,
}
