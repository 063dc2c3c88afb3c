import { createFileRoute, redirect } from '@tanstack/react-router'

/** The section's own address opens its first screen, not an empty layout. */
export const Route = createFileRoute('/_dashboard/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/menu', replace: true })
  },
})
