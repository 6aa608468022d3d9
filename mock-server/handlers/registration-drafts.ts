import type { BoundHandler } from '../define-handlers'

/** The registration wizards' drafts calls (issue 5); built with defineHandlers(<calls>, registrationDraftsSchemas, …). */
export const registrationDraftsHandlers: BoundHandler[] = []
