import { Box, Button, Progress, type ButtonProps } from '@chakra-ui/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { uploadProgressMachine } from '../../machines/shared/upload-progress'

/**
 * One upload's progress bar (the upload-progress machine in status mode): `run` starts it at 0, lets it creep
 * while the call is under way, fills it when the call answers and empties it when the call fails (the error is
 * passed on). Every single-file upload of the portal runs through this.
 */
export function useUploadProgress() {
  const progress = useActorRef(uploadProgressMachine)
  const percent = useSelector(progress, (s) => s.context.percent)
  const [busy, setBusy] = useState(false)
  const run = useCallback(
    async <T,>(task: () => Promise<T>): Promise<T> => {
      progress.send({ type: 'upload.reset' })
      progress.send({ type: 'upload.status', status: 0 })
      setBusy(true)
      try {
        const result = await task()
        progress.send({ type: 'upload.status', status: 1 })
        return result
      } catch (error) {
        progress.send({ type: 'upload.reset' })
        throw error
      } finally {
        setBusy(false)
      }
    },
    [progress],
  )
  const reset = useCallback(() => progress.send({ type: 'upload.reset' }), [progress])
  return { percent, busy, run, reset }
}

/** The fields of an upload's form, in the order they are sent (the file is one of them, or a copy of it). */
export type UploadFields = Record<string, string | Blob>

/** What `prepare` makes of a chosen file: the problem to show, or the form to send (and what the send also needs). */
export type UploadPrepared<Problem, Extra = undefined> =
  | { ok: false; error: Problem }
  | ({ ok: true; fields: UploadFields } & (undefined extends Extra ? { extra?: Extra } : { extra: Extra }))

export interface FileUploadSteps<Stored, Problem, Extra = undefined> {
  /** Checks the chosen file (type, size, content, how many) and says what is sent with it. */
  prepare: (file: File) => UploadPrepared<Problem, Extra> | Promise<UploadPrepared<Problem, Extra>>
  /** The call that stores the form (under the progress bar); `extra` is what `prepare` passed on. */
  send: (form: FormData, extra: Extra) => Promise<Stored>
  /** Keeps what the call answered (not needed when the call refreshes a list the field shows). */
  keep?: (stored: Stored, file: File) => void
  /** The message for a failed call. */
  failed: (error: unknown) => Problem
}

/**
 * One single-file upload, from the choice to the result: the file is checked (its problem shown, nothing
 * sent), its form built, sent under the progress bar, and the answer kept; a failed call shows its message
 * and keeps what was there. Each field brings its own checks, form, call and messages; `pick` is the
 * FilePickButton's onPick.
 */
export function useFileUpload<Stored, Problem, Extra = undefined>(
  steps: FileUploadSteps<Stored, Problem, Extra>,
) {
  const progress = useUploadProgress()
  const [error, setError] = useState<Problem | null>(null)
  const pick = async (file: File) => {
    const prepared = await steps.prepare(file)
    if (!prepared.ok) {
      setError(prepared.error)
      return
    }
    setError(null)
    const form = new FormData()
    for (const [name, value] of Object.entries(prepared.fields)) form.append(name, value)
    try {
      const stored = await progress.run(() => steps.send(form, prepared.extra as Extra))
      steps.keep?.(stored, file)
    } catch (failure) {
      setError(steps.failed(failure))
    }
  }
  return { pick, error, percent: progress.percent, busy: progress.busy }
}

/** The thin progress bar under an upload control. */
export function UploadProgressBar({
  percent,
  label,
  size = 'xs',
}: {
  percent: number
  /** Its accessible name ("Upload progress"). */
  label: string
  size?: 'xs' | 'sm'
}) {
  return (
    <Box maxW="xs">
      <Progress.Root value={percent} size={size} colorPalette="blue" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  )
}

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The file input's accept list. */
  accept: string
  /** The file input's accessible name. */
  inputLabel: string
  /** data-testid of the file input (tests set files on it). */
  inputTestId?: string
  inputId?: string
  onPick: (file: File) => void
  children: ReactNode
}

/**
 * A button that opens the file chooser, over a hidden file input. The input is emptied after each choice, so
 * choosing the same file again (after a failed upload) is seen.
 */
export function FilePickButton({
  accept,
  inputLabel,
  inputTestId,
  inputId,
  onPick,
  children,
  ...button
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        style={{ display: 'none' }}
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onPick(file)
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  )
}
