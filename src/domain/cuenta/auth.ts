import * as v from 'valibot'
import { hasta, LIMITES } from '../limites.ts'
import { userDataSchema } from '../user.ts'

const trimmed = v.pipe(v.string(), v.trim())

const email = v.pipe(
  trimmed,
  v.nonEmpty('El email es requerido'),
  v.email('Ingresá un email válido'),
  hasta(LIMITES.users.email),
  v.toLowerCase(),
)

/** The most common passwords of leaked lists, in Spanish and English: refused at signup. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  'password',
  'password1',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'iloveyou',
  'abc12345',
  'abcd1234',
  'contraseña',
  'contrasena',
  'contrasena1',
  'argentina',
  'argentina1',
  'bocajuniors',
  'riverplate',
  'santarosa',
  'lapampa123',
  'futbol123',
  'teamo123',
  'mariposa',
  'estrella',
  'tequiero',
  'princesa',
  'superman',
  'football',
  'sunshine',
  'welcome1',
  'asdfghjk',
  'zxcvbnm1',
])

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase())

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty('La contraseña es requerida'),
  v.minLength(8, 'La contraseña debe tener al menos 8 caracteres'),
  v.maxLength(128, 'La contraseña es demasiado larga'),
  v.check((value) => !isCommonPassword(value), 'Esa contraseña es muy común: elegí otra'),
)

export const loginSchema = v.object({
  email,
  password: v.pipe(
    v.string('La contraseña es requerida'),
    v.nonEmpty('La contraseña es requerida'),
    v.maxLength(128, 'La contraseña es demasiado larga'),
  ),
})

export const signupSchema = v.pipe(
  v.object({
    email,
    nombre: v.pipe(trimmed, v.nonEmpty('El nombre es requerido'), hasta(LIMITES.users.nombre)),
    apellido: v.pipe(
      trimmed,
      v.nonEmpty('El apellido es requerido'),
      hasta(LIMITES.users.apellido),
    ),
    password: newPassword,
    confirmPassword: v.string('Repetí la contraseña'),
    googleId: v.optional(
      v.pipe(v.string(), v.maxLength(1000, 'El ingreso con Google no es válido')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Las contraseñas no coinciden',
    ),
    ['confirmPassword'],
  ),
)

export const oauthSchema = v.object({
  token: v.pipe(
    v.string(),
    v.nonEmpty('Falta la credencial de Google'),
    v.maxLength(8192, 'La credencial de Google no es válida'),
  ),
})

const currentPassword = v.pipe(
  // A missing field reads as an empty one, so its message is the Spanish one.
  v.optional(v.string('La contraseña actual es requerida'), ''),
  v.nonEmpty('La contraseña actual es requerida'),
  v.maxLength(128, 'La contraseña es demasiado larga'),
)

const DISTINTA = 'La contraseña nueva debe ser distinta de la actual'
const NO_COINCIDEN = 'Las contraseñas no coinciden'

/** The new password is not the current one (said at the new one). */
const CAMBIO = [['actual'], ['nueva']] as const
const distinta = (input: { actual: string; nueva: string }) => input.actual !== input.nueva

/** The new password typed again, the same (said at the repetition). */
const REPETICION = [['nueva'], ['confirmacion']] as const
const repetida = (input: { nueva: string; confirmacion: string }) =>
  input.nueva === input.confirmacion

/** POST /auth/password: the current password, and a new one under signup's rules. */
export const passwordChangeSchema = v.pipe(
  v.object({ actual: currentPassword, nueva: newPassword }),
  v.forward(v.partialCheck(CAMBIO, distinta, DISTINTA), ['nueva']),
)

/** The password change form ('Mi Cuenta'): the new password typed twice. */
export const passwordChangeFormSchema = v.pipe(
  v.object({ actual: currentPassword, nueva: newPassword, confirmacion: v.string() }),
  v.forward(v.partialCheck(CAMBIO, distinta, DISTINTA), ['nueva']),
  v.forward(v.partialCheck(REPETICION, repetida, NO_COINCIDEN), ['confirmacion']),
)

/** POST /auth/reset: the token of a one-time link and the new password. */
export const passwordResetSchema = v.object({
  token: v.pipe(
    v.string('El enlace no es válido'),
    v.nonEmpty('El enlace no es válido'),
    v.maxLength(100, 'El enlace no es válido'),
  ),
  nueva: newPassword,
})

/** The new password form of a reset link: typed twice. */
export const passwordResetFormSchema = v.pipe(
  v.object({ nueva: newPassword, confirmacion: v.string() }),
  v.forward(v.partialCheck(REPETICION, repetida, NO_COINCIDEN), ['confirmacion']),
)

/** `response` of POST /socios/{id}/reset-link (docs/product.md#api-socios). */
export const resetLinkSchema = v.object({ url: v.string(), vence: v.string() })

export type PasswordChangeInput = v.InferInput<typeof passwordChangeSchema>
export type PasswordResetInput = v.InferInput<typeof passwordResetSchema>
export type ResetLink = v.InferOutput<typeof resetLinkSchema>

export type LoginInput = v.InferInput<typeof loginSchema>
export type SignupInput = v.InferInput<typeof signupSchema>

/** `response` of login, signup and a signed-in oauth (docs/product.md#api-auth). */
export const sessionResponseSchema = v.object({ token: v.string(), userData: userDataSchema })

/**
 * The profile a Google sign-in brings back when no account has it yet (docs/product.md#api-auth).
 */
export const preregisteredSchema = v.object({
  email: v.string(),
  nombre: v.string(),
  apellido: v.string(),
  googleId: v.string(),
})

export type Preregistered = v.InferOutput<typeof preregisteredSchema>

export const oauthResponseSchema = v.union([
  v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    preregistered: v.literal(true),
    response: preregisteredSchema,
  }),
  v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    preregistered: v.optional(v.literal(false)),
    response: sessionResponseSchema,
  }),
])
