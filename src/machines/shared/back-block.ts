import { assertEvent, emit, setup } from 'xstate'

/** How long after the browser's back action the page is pushed again. */
export const REPUSH_DELAY_MS = 500

export type BackBlockEvent = { type: 'route.entered'; allowBack: boolean } | { type: 'history.back' }

/** Asks the router to push the current page again, undoing the back action. */
export type BackBlockEmitted = { type: 'repush' }

/**
 * Keeps the user on routes whose `allowBack` is false: a browser back action is answered by re-pushing
 * the page `repushDelay` later. Further back actions while a re-push is pending are absorbed by it.
 */
export const backBlockMachine = setup({
  types: {
    events: {} as BackBlockEvent,
    emitted: {} as BackBlockEmitted,
  },
  actions: {
    repush: emit({ type: 'repush' } as const),
  },
  guards: {
    backNotAllowed: ({ event }) => {
      assertEvent(event, 'route.entered')
      return !event.allowBack
    },
  },
  delays: {
    repushDelay: REPUSH_DELAY_MS,
  },
}).createMachine({
  id: 'backBlock',
  initial: 'allowed',
  on: {
    'route.entered': [{ guard: 'backNotAllowed', target: '.blocking' }, { target: '.allowed' }],
  },
  states: {
    allowed: {},
    blocking: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'history.back': 'repushing' },
        },
        repushing: {
          after: {
            repushDelay: { target: 'idle', actions: 'repush' },
          },
        },
      },
    },
  },
})
