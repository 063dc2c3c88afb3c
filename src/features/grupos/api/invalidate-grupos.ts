import type { QueryClient } from '@tanstack/react-query'
import type { Grupo } from '@/domain/grupos/grupos-api'
import { socioKeys } from '@/entities/socio/socio-keys'
import { grupoKeys } from './grupo-keys'

/**
 * After a change to a group: the groups' lists and the members who may join one, and, since
 * members show their group (the list's 'Grupo Familiar', the record's 'Grupo familiar'), the
 * members' lists and the records of the members it touched.
 */
export function invalidateGrupos(queryClient: QueryClient, socioIds: readonly number[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: grupoKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: grupoKeys.disponibles() }),
    queryClient.invalidateQueries({ queryKey: socioKeys.lists() }),
    ...socioIds.map((id) => queryClient.invalidateQueries({ queryKey: socioKeys.detail(id) })),
  ])
}

/** The group's members' numbers, as the cache holds the group. */
export const miembrosEnCache = (queryClient: QueryClient, grupoId: number): number[] =>
  queryClient.getQueryData<Grupo>(grupoKeys.detail(grupoId))?.miembros.map((m) => m.id) ?? []

/**
 * Forgets a group that is gone. Called once its screen is left: a screen still showing it
 * would ask the server for it again, and get a 404.
 */
export const forgetGrupo = (queryClient: QueryClient, grupoId: number) =>
  queryClient.removeQueries({ queryKey: grupoKeys.detail(grupoId) })
