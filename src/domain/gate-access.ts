import { LEVEL, type AccessRule } from './user.ts'

/** Gatekeepers: administrators, and members of the 'control' department (DESIGN.md §5). */
export const PORTERIA: AccessRule = { level: LEVEL.socio, departments: ['control'] }
