import type { ReactNode } from 'react'
import { Spinner } from './spinner'

type ResultsProps<D> = {
  query: { data: D | undefined; isPending: boolean; isError: boolean }
  /** The spinner's label while it loads. */
  loading: string
  isEmpty: (data: D) => boolean
  /** What an empty answer says. */
  empty: string
  /** The empty text's class: the place's own. */
  emptyClassName: string | undefined
  /** The answer, drawn by the feature. */
  children: (data: D) => ReactNode
}

/** A list's query: a spinner while it loads, the error, the empty text, or its answer. */
export function QueryResults<D>({
  query,
  loading,
  isEmpty,
  empty,
  emptyClassName,
  children,
}: ResultsProps<D>) {
  if (query.isPending) return <Spinner label={loading} />
  if (query.isError || !query.data) {
    return (
      <p className="form-notice" role="alert">
        No se pudieron obtener los datos
      </p>
    )
  }
  if (isEmpty(query.data)) return <p className={emptyClassName}>{empty}</p>
  return children(query.data)
}
