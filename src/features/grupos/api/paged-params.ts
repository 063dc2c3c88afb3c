/** A paged search as query params, an empty search left out. */
export function pagedParams(filtros: {
  search: string
  page: number
  pageSize: number
}): URLSearchParams {
  const params = new URLSearchParams()
  if (filtros.search) params.set('search', filtros.search)
  params.set('page', String(filtros.page))
  params.set('pageSize', String(filtros.pageSize))
  return params
}
