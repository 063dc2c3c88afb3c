/** Real QR tokens from the e2e server, as a member's card would show them. */
import { DEMO_ADMIN, DEMO_MEMBER } from './sign-in'

const base = () => `http://localhost:${process.env.E2E_PORT}`

type Session = { token: string; socioId: number | null }

export async function apiLogin(account: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  const body = (await res.json()) as {
    response: { token: string; userData: { socio_id: number | null } }
  }
  return { token: body.response.token, socioId: body.response.userData.socio_id }
}

export async function generarToken(session: Session, id: number): Promise<string> {
  const res = await fetch(`${base()}/api/socios/generarToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ id }),
  })
  if (!res.ok) throw new Error(`generarToken ${id}: ${res.status}`)
  return ((await res.json()) as { response: string }).response
}

type Item = { id: number; persona: { apellido: string; nombre: string; documento: string } }

/** Active members other than the demo member, as the admin list shows them. */
export async function otherActiveMembers(admin: Session, count: number): Promise<Item[]> {
  const res = await fetch(`${base()}/api/socios/getSocios?estado=activos&pageSize=10`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  const body = (await res.json()) as { response: { items: Item[] } }
  return body.response.items.slice(0, count)
}

/** The demo member's own token and two other active members' (issued by an administrator). */
export async function gateScenario() {
  const [admin, member] = await Promise.all([apiLogin(DEMO_ADMIN), apiLogin(DEMO_MEMBER)])
  const others = await otherActiveMembers(admin, 2)
  return {
    admin,
    member: { id: member.socioId!, token: await generarToken(member, member.socioId!) },
    others: await Promise.all(
      others.map(async (socio) => ({ ...socio, token: await generarToken(admin, socio.id) })),
    ),
  }
}
