import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PagedResults } from './paged-results'

const page = (items: string[], total = items.length) => ({ items, page: 1, pageSize: 2, total })
const idle = { isPending: false, isError: false, isPlaceholderData: false }

const show = (query: Parameters<typeof PagedResults<string>>[0]['query']) =>
  render(
    <PagedResults query={query} loading="Cargando socios…" empty="Nada" onPage={() => {}}>
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedResults>,
  )

describe('PagedResults', () => {
  it('shows the spinner, the error or the empty text in place of the items', () => {
    const { unmount } = show({ ...idle, data: undefined, isPending: true })
    expect(screen.getByRole('status').textContent).toBe('Cargando socios…')
    unmount()
    const error = show({ ...idle, data: page(['a']), isError: true })
    expect(screen.getByRole('alert').textContent).toBe('No se pudieron obtener los datos')
    expect(screen.queryByRole('list')).toBeNull()
    error.unmount()
    show({ ...idle, data: page([]) })
    expect(screen.getByText('Nada')).toBeDefined()
  })

  it('draws the items and the pagination, busy while the next page loads over them', () => {
    show({ ...idle, data: page(['a', 'b'], 5), isPlaceholderData: true })
    const list = screen.getByRole('list', { name: 'Items' })
    expect(list.textContent).toBe('ab')
    expect(list.parentElement?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('navigation', { name: 'Paginación' }).textContent).toContain(
      'Mostrando 1 a 2 de 5 resultados',
    )
  })
})
