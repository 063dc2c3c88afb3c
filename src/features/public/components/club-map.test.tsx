import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clubDePrueba } from '@/test/club-settings'
import { ClubMap } from './club-map'

const club = clubDePrueba

const fetchMock = vi.fn<typeof fetch>()
let onLine: { mockRestore(): void } | undefined
const online = (value: boolean) => {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  onLine?.mockRestore()
})

const image = () => screen.getByRole<HTMLImageElement>('img', { name: /Mapa con la ubicación/ })
const link = () => screen.getByRole('link', { name: /Abrir en el mapa/ })

describe('ClubMap', () => {
  it('offline: the kept image inside the link, and no interactive map', () => {
    online(false)
    render(<ClubMap club={club} />)
    expect(link().contains(image())).toBe(true)
    expect(link().getAttribute('href')).toContain('openstreetmap.org/?mlat=-36.6203&mlon=-64.2906')
    expect(image().getAttribute('src')).toBe('/api/settings/mapa')
    expect(image().getAttribute('srcset')).toBe('/api/settings/mapa?escala=2 2x')
    expect(image().getAttribute('loading')).toBe('lazy')
    expect(image()).toMatchObject({ width: 640, height: 360 })
    expect(document.querySelector('iframe')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offline without the image: the address in words, and the link', () => {
    online(false)
    render(<ClubMap club={club} />)
    fireEvent.error(image())
    expect(screen.getByRole('status').textContent).toBe(
      'Sin conexión: el mapa no está disponible. La dirección es Av. San Martín 850, Santa Rosa, La Pampa.',
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(link().textContent).toBe('Abrir en el mapa')
  })

  it('online: the interactive map is mounted once its host answers, shown once loaded', async () => {
    online(true)
    let answer!: (res: Response) => void
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    render(<ClubMap club={club} />)
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/),
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }),
    )
    expect(document.querySelector('iframe')).toBeNull()
    await act(async () => answer(new Response(null)))
    const frame = screen.getByTitle('Mapa: ubicación de Club Social y Deportivo Santa Rosa')
    expect(frame.className).toContain('loading')
    fireEvent.load(frame)
    expect(frame.className).not.toContain('loading')
    // The image stays under it, in the link.
    expect(link().contains(image())).toBe(true)
  })

  it('online but the map host unreachable: the image alone', async () => {
    online(true)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    render(<ClubMap club={club} />)
    await act(async () => {})
    expect(document.querySelector('iframe')).toBeNull()
    expect(image()).toBeDefined()
  })

  it('online, with neither image nor interactive map: the address in words', async () => {
    online(true)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    render(<ClubMap club={club} />)
    await act(async () => {})
    fireEvent.error(image())
    expect(screen.getByRole('status').textContent).toBe(
      'El mapa no está disponible. La dirección es Av. San Martín 850, Santa Rosa, La Pampa.',
    )
  })

  it('offline the interactive map goes; back online a new one waits for its load', async () => {
    online(true)
    fetchMock.mockResolvedValue(new Response(null))
    render(<ClubMap club={club} />)
    await act(async () => {})
    const title = 'Mapa: ubicación de Club Social y Deportivo Santa Rosa'
    fireEvent.load(screen.getByTitle(title))
    onLine?.mockRestore()
    online(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.queryByTitle(title)).toBeNull()
    onLine?.mockRestore()
    online(true)
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(screen.getByTitle(title).className).toContain('loading')
  })
})
