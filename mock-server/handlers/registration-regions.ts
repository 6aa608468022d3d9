import type { BoundHandler } from '../define-handlers'

/** The registration wizards' regions calls (issue 5); built with defineHandlers(<calls>, registrationRegionsSchemas, …). */
export const registrationRegionsHandlers: BoundHandler[] = []
