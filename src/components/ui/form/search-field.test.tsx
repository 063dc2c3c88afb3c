import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchField } from './search-field'

afterEach(() => vi.useRealTimers())

describe('SearchField', () => {
  it('searches once typing pauses for 300 ms, keeping what was typed', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    render(
      <SearchField
        label="Buscar socios"
        hideLabel
        placeholder="Nombre o DNI"
        value="ana"
        onSearch={onSearch}
      />,
    )
    const box = screen.getByRole('searchbox', { name: 'Buscar socios' })
    expect((box as HTMLInputElement).value).toBe('ana')
    act(() => vi.advanceTimersByTime(1_000))
    expect(onSearch).not.toHaveBeenCalled()

    fireEvent.change(box, { target: { value: 'Ferreyra, J' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box, { target: { value: 'Ferreyra, Julián' } })
    act(() => vi.advanceTimersByTime(299))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('Ferreyra, Julián')
    expect((box as HTMLInputElement).value).toBe('Ferreyra, Julián')
  })

  it('shows its label when not told to hide it', () => {
    render(<SearchField label="Usuario" placeholder="Email" value="" onSearch={() => {}} />)
    expect(screen.getByText('Usuario').className).not.toContain('visually-hidden')
  })
})
