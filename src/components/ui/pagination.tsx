import { formatCount } from '@/domain/plural'
import styles from './pagination.module.css'

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void }

/** Pages numbered around the current one, with the first and last always reachable. */
function visiblePages(page: number, pages: number): (number | '…')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['…' as const, p] : [p]))
}

/**
 * Only with more than one page; 'Mostrando X a Y de Z resultados' (docs/product.md#member-list).
 */
export function Pagination({ page, pageSize, total, onPage }: Props) {
  const pages = Math.ceil(total / pageSize)
  if (pages <= 1) return null
  const from = (page - 1) * pageSize + 1
  const to = Math.min(page * pageSize, total)
  return (
    <nav className={styles.pagination} aria-label="Paginación">
      <p>
        Mostrando {from} a {to} de {formatCount(total, 'resultado', 'resultados')}
      </p>
      <div className={styles.buttons}>
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </button>
        {visiblePages(page, pages).map((p, i) =>
          p === '…' ? (
            <span key={`gap-${i}`} aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Página ${p}`}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          ),
        )}
        <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Siguiente
        </button>
      </div>
    </nav>
  )
}
