import type { ReactNode } from 'react'
import styles from './paged-results.module.css'
import { Pagination } from './pagination'
import { QueryResults } from './query-results'

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
  const { isPlaceholderData } = query
  const results = (data: Page<T>) => (
    <div aria-busy={isPlaceholderData} className={isPlaceholderData ? styles.stale : undefined}>
      {children(data.items)}
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  )
  return (
    <QueryResults
      query={query}
      loading={loading}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
      emptyClassName={styles.empty}
    >
      {results}
    </QueryResults>
  )
}

type HeaderProps = {
  title: string
  /** The count under the title ('Total: 120 socios'). */
  total: ReactNode
  /** The screen's actions ('Nuevo Socio', 'Crear Grupo'). */
  children: ReactNode
}

/** A list screen's header: its title and count, and its actions beside them. */
export function PageHeader({ title, total, children }: HeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1>{title}</h1>
        <p className={styles.total}>{total}</p>
      </div>
      {children}
    </div>
  )
}
