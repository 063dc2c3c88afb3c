import type { OutboxKind } from '@/lib/offline/use-outbox'

/** Registrations saved without connection: what the desk is told once they are sent. */
export const altaOutbox: OutboxKind = {
  name: 'alta',
  url: '/api/socios/addSocio',
  delivered: (count) =>
    count === 1 ? 'Alta pendiente enviada' : `${count} altas pendientes enviadas`,
  rejected: () => 'El servidor rechazó un alta pendiente: revisá el detalle',
}
