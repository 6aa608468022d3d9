import type { BoundHandler } from '../define-handlers'

/** The registration wizards' goods calls (issue 5); built with defineHandlers(<calls>, registrationGoodsSchemas, …). */
export const registrationGoodsHandlers: BoundHandler[] = []
