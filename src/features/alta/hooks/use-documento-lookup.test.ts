import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { buscarPersona, socioRegistrado } from '../api/lookup-documento'
import { useSocioLookup } from './use-documento-lookup'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))
vi.mock('../api/lookup-documento', () => ({ socioRegistrado: vi.fn(), buscarPersona: vi.fn() }))

beforeEach(() => vi.clearAllMocks())

describe("leaving the member's document field", () => {
  it("says 'Socio ya registrado' as a success toast, as the product shows it", async () => {
    vi.mocked(socioRegistrado).mockResolvedValue(true)
    const onPersona = vi.fn()
    const { result } = renderHook(() => useSocioLookup(onPersona))
    result.current('30.123.456')
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Socio ya registrado'))
    expect(socioRegistrado).toHaveBeenCalledWith('30123456')
    expect(buscarPersona).not.toHaveBeenCalled()
    expect(onPersona).not.toHaveBeenCalled()
  })
})
