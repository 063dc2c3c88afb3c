import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renovarSiCorresponde } from '../api/device-renewal'
import { useDeviceRenewal } from './use-device-renewal'

vi.mock('../api/device-renewal', () => ({ renovarSiCorresponde: vi.fn(async () => undefined) }))

const renovar = vi.mocked(renovarSiCorresponde)
const queryClient = new QueryClient()
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children)

let onLine: { mockRestore(): void } | undefined
const connection = (online: boolean) => {
  onLine?.mockRestore()
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

describe('useDeviceRenewal: the member area renews the card’s certificate', () => {
  afterEach(() => {
    onLine?.mockRestore()
    renovar.mockClear()
  })

  it('online: checks on opening and on coming back to the foreground', async () => {
    connection(true)
    renderHook(() => useDeviceRenewal(7), { wrapper })
    await waitFor(() => expect(renovar).toHaveBeenCalledWith(queryClient, 7))

    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(renovar).toHaveBeenCalledTimes(2))
  })

  it('offline: waits, and checks once back online', async () => {
    connection(false)
    renderHook(() => useDeviceRenewal(7), { wrapper })
    await act(() => Promise.resolve())
    expect(renovar).not.toHaveBeenCalled()

    connection(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(renovar).toHaveBeenCalledWith(queryClient, 7))
  })

  it('an account without a card: nothing', async () => {
    connection(true)
    renderHook(() => useDeviceRenewal(null), { wrapper })
    await act(() => Promise.resolve())
    expect(renovar).not.toHaveBeenCalled()
  })
})
