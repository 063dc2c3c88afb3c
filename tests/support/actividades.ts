import { beforeAll, expect } from 'vitest'
import type { Actividad, ActividadInput } from '../../src/domain/actividades/actividades-api.ts'
import type { SocioDetail, SocioList } from '../../src/domain/socios/socios-api.ts'
import { useTestApp, type TestApp } from './test-app.ts'
import { bearer, createTestUser } from './test-users.ts'

export type Respuesta = {
  status: number
  body: { success: boolean; message?: string; response?: unknown }
}

/** This file's app, and calls to /api/actividades… as an administrator, a member or nobody. */
export function useActividadesApi() {
  const testApp = useTestApp()
  const tokens = { admin: '', socio: '' }
  beforeAll(async () => {
    tokens.admin = (await createTestUser(testApp.database.db, { level: 3 })).token
    tokens.socio = (await createTestUser(testApp.database.db, { level: 1 })).token
  })
  const call = (who: keyof typeof tokens | null) =>
    actividadesApi(testApp, () => who && tokens[who])
  const api = call('admin')
  /** Creates an activity, expecting it to be created. */
  const crear = async (input: Partial<ActividadInput> & { nombre: string }) => {
    const { status, body } = await api('POST', '', { importeMensual: 1_500_000, ...input })
    expect(status, body.message).toBe(200)
    return body.response as Actividad
  }
  /** A member's record as GET /api/socios/getSocio gives it to an administrator. */
  const fichaDe = async (socioId: number) => {
    const res = await testApp.app.request(`/api/socios/getSocio?id=${socioId}`, {
      headers: bearer(tokens.admin),
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { response: SocioDetail }).response
  }
  /** The member list as GET /api/socios/getSocios gives it to an administrator. */
  const listaDeSocios = async (query: string) => {
    const res = await testApp.app.request(`/api/socios/getSocios?${query}`, {
      headers: bearer(tokens.admin),
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { response: SocioList }).response
  }
  const adminHeaders = () => bearer(tokens.admin)
  return {
    testApp,
    api,
    comoSocio: call('socio'),
    anonimo: call(null),
    crear,
    fichaDe,
    listaDeSocios,
    adminHeaders,
  }
}

function actividadesApi(testApp: TestApp, token: () => string | null) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Respuesta> => {
    const auth = token()
    const res = await testApp.app.request(`/api/actividades${path}`, {
      method,
      headers: {
        ...(auth ? bearer(auth) : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Respuesta['body'] }
  }
}
