import type { ReactNode } from 'react'
import styles from './paged-results.module.css'
import { Pagination } from './pagination'
import { Spinner } from './spinner'

type Page<T> = { items: T[]; page: number; pageSize: number; total: number }

type Props<T> = {
  /** The page's query as `useQuery` returns it (with `placeholderData: keepPreviousData`). */
  query: {
    data: Page<T> | undefined
    isPending: boolean
    isError: boolean
    isPlaceholderData: boolean
  }
  /** The spinner's label while the first page loads. */
  loading: string
  /** What an empty page says. */
  empty: string
  onPage: (page: number) => void
  /** The page's items, drawn by the feature (its table). */
  children: (items: T[]) => ReactNode
}

/**
 * A paged admin list below its filters (members, activity log): a spinner, the error, the
 * empty text, or the items and the pagination, dimmed and busy while the next page loads
 * over the last one.
 */
export function PagedResults<T>({ query, loading, empty, onPage, children }: Props<T>) {
  const { data, isPending, isError, isPlaceholderData } = query
  if (isPending) return <Spinner label={loading} />
  if (isError || !data) {
    return (
      <p className="form-notice" role="alert">
        No se pudieron obtener los datos
      </p>
    )
  }
  if (data.items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <div aria-busy={isPlaceholderData} className={isPlaceholderData ? styles.stale : undefined}>
      {children(data.items)}
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  )
}
