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
