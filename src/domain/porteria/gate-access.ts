import { LEVEL, type AccessRule } from '../user.ts'

/**
 * Gatekeepers: administrators, and members of the 'control' department
 * (docs/architecture.md#roles).
 */
export const PORTERIA: AccessRule = { level: LEVEL.socio, departments: ['control'] }
