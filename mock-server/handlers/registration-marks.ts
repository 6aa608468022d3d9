import type { BoundHandler } from '../define-handlers'

/** The registration wizards' marks calls (issue 5); built with defineHandlers(<calls>, registrationMarksSchemas, …). */
export const registrationMarksHandlers: BoundHandler[] = []
