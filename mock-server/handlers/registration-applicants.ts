import type { BoundHandler } from '../define-handlers'

/** The registration wizards' applicants calls (issue 5); built with defineHandlers(<calls>, registrationApplicantsSchemas, …). */
export const registrationApplicantsHandlers: BoundHandler[] = []
