import type { BoundHandler } from '../define-handlers'

/** The registration wizards' documents calls (issue 5); built with defineHandlers(<calls>, registrationDocumentsSchemas, …). */
export const registrationDocumentsHandlers: BoundHandler[] = []
