import { createFileRoute, redirect } from '@tanstack/react-router'

/** Short path of the route table: one page, one address (docs/decisions/0003). */
export const Route = createFileRoute('/_public/asociarse')({
  beforeLoad: () => {
    throw redirect({ to: '/socios/asociarse', replace: true })
  },
})
