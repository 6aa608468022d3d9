import { assertEvent, assign, setup } from 'xstate'
import { nextStatusProgress, progressFor, STATUS_TICK_MS } from '../../domain/upload-progress'

export type UploadProgressEvent =
  | { type: 'upload.progress'; total: number; uploaded: number }
  | { type: 'upload.status'; status: number }
  | { type: 'upload.reset' }

export interface UploadProgressContext {
  /** What the progress bar shows, 0 to 100. */
  percent: number
}

/**
 * The upload progress bar in its two modes: ratio mode follows the bytes sent (`upload.progress`);
 * status mode (`upload.status`) starts at 0 on status 0, creeps up every `tick` without ever reaching 100
 * by itself, and jumps to 100 when the server reports a non-zero status.
 */
export const uploadProgressMachine = setup({
  types: {
    context: {} as UploadProgressContext,
    events: {} as UploadProgressEvent,
  },
  actions: {
    applyRatio: assign({
      percent: ({ event }) => {
        assertEvent(event, 'upload.progress')
        return progressFor(event.total, event.uploaded)
      },
    }),
    resetPercent: assign({ percent: 0 }),
    advancePercent: assign({ percent: ({ context }) => nextStatusProgress(context.percent) }),
    completePercent: assign({ percent: 100 }),
  },
  guards: {
    ratioComplete: ({ event }) => {
      assertEvent(event, 'upload.progress')
      return progressFor(event.total, event.uploaded) === 100
    },
    statusPending: ({ event }) => {
      assertEvent(event, 'upload.status')
      return event.status === 0
    },
  },
  delays: {
    tick: STATUS_TICK_MS,
  },
}).createMachine({
  id: 'uploadProgress',
  initial: 'idle',
  context: { percent: 0 },
  on: {
    'upload.reset': { target: '.idle', actions: 'resetPercent' },
  },
  states: {
    idle: {
      on: {
        'upload.progress': [
          { guard: 'ratioComplete', target: 'done', actions: 'applyRatio' },
          { target: 'ratio', actions: 'applyRatio' },
        ],
        'upload.status': [
          { guard: 'statusPending', target: 'ticking', actions: 'resetPercent' },
          { target: 'done', actions: 'completePercent' },
        ],
      },
    },
    ratio: {
      on: {
        'upload.progress': [
          { guard: 'ratioComplete', target: 'done', actions: 'applyRatio' },
          { actions: 'applyRatio' },
        ],
      },
    },
    ticking: {
      after: {
        tick: { target: 'ticking', reenter: true, actions: 'advancePercent' },
      },
      on: {
        'upload.status': [
          { guard: 'statusPending', target: 'ticking', reenter: true, actions: 'resetPercent' },
          { target: 'done', actions: 'completePercent' },
        ],
      },
    },
    done: {},
  },
})
