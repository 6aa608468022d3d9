import type { BoundHandler } from '../define-handlers'
import { registerReady } from '../register'
import { loadFullPinyin } from '../register/pinyin'

/**
 * The monitoring calls read the living register: they wait until the register is built (in slices, while the
 * page stays live) and pinyin-pro is loaded (the gazette's variants of the demo marks use characters the
 * register's own pinyin table does not read), instead of doing either inside the request.
 */
export const afterMonitoringReady = (handlers: BoundHandler[]): BoundHandler[] =>
  handlers.map((bound) => ({
    ...bound,
    handle: async (ctx) => {
      await Promise.all([registerReady(), loadFullPinyin()])
      return bound.handle(ctx)
    },
  }))
