import { z } from 'zod'

/** Search params of /auth and /login: the open tab and where to return after sign-in. */
export const authSearchSchema = z.object({
  tab: z.enum(['password', 'sms', 'register']).optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
})

export type AuthSearch = z.infer<typeof authSearchSchema>
