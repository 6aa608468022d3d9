import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  FilePickButton,
  UploadProgressBar,
  useFileUpload,
  useUploadProgress,
  type FileUploadSteps,
} from './upload'

afterEach(() => cleanup())

/** The chooser and the bar's percent, around what each harness adds. */
function Frame({
  busy,
  percent,
  onPick,
  children,
}: {
  busy: boolean
  percent: number
  onPick: (file: File) => void
  children: ReactNode
}) {
  return (
    <ChakraProvider value={defaultSystem}>
      <FilePickButton accept=".png" inputLabel="Picture" inputTestId="file" loading={busy} onPick={onPick}>
        Choose
      </FilePickButton>
      {children}
      <output data-testid="percent">{percent}</output>
    </ChakraProvider>
  )
}

function Harness({ task }: { task: (file: File) => Promise<string> }) {
  const progress = useUploadProgress()
  const [said, setSaid] = useState('')
  return (
    <Frame
      busy={progress.busy}
      percent={progress.percent}
      onPick={(file) =>
        void progress
          .run(() => task(file))
          .then(
            (r) => setSaid(`stored ${r}`),
            (e: Error) => setSaid(`failed ${e.message}`),
          )
      }
    >
      <UploadProgressBar percent={progress.percent} label="Upload progress" />
      <output data-testid="said">{said}</output>
    </Frame>
  )
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })

describe('the upload kit', () => {
  it('opens the chooser from the button, fills the bar when the call answers, and sees the same file again', async () => {
    const user = userEvent.setup()
    const task = vi.fn(async (file: File) => file.name)
    render(<Harness task={task} />)
    const input = screen.getByTestId<HTMLInputElement>('file')
    const click = vi.spyOn(input, 'click')
    await user.click(screen.getByRole('button', { name: 'Choose' }))
    expect(click).toHaveBeenCalled()
    await user.upload(input, png())
    await waitFor(() => expect(screen.getByTestId('said')).toHaveTextContent('stored a.png'))
    expect(screen.getByTestId('percent')).toHaveTextContent('100')
    expect(input.value).toBe('')
    await user.upload(input, png())
    await waitFor(() => expect(task).toHaveBeenCalledTimes(2))
  })

  it('empties the bar and passes the error on when the call fails', async () => {
    const task = vi.fn(async () => {
      throw new Error('too big')
    })
    render(<Harness task={task} />)
    await userEvent.upload(screen.getByTestId<HTMLInputElement>('file'), png())
    await waitFor(() => expect(screen.getByTestId('said')).toHaveTextContent('failed too big'))
    expect(screen.getByTestId('percent')).toHaveTextContent('0')
  })
})

function FieldHarness({ steps }: { steps: FileUploadSteps<string, string, number> }) {
  const upload = useFileUpload(steps)
  return (
    <Frame busy={upload.busy} percent={upload.percent} onPick={(f) => void upload.pick(f)}>
      <output data-testid="error">{upload.error ?? ''}</output>
    </Frame>
  )
}

describe('useFileUpload', () => {
  const fieldsOf = (form: FormData) =>
    [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name])

  it('sends the prepared form with what prepare passed on, and keeps the answer', async () => {
    const send = vi.fn(async (form: FormData, extra: number) => `${fieldsOf(form).join(';')}#${extra}`)
    const keep = vi.fn()
    render(
      <FieldHarness
        steps={{
          prepare: (file) => ({ ok: true, fields: { orderId: 'o-1', file, kind: 'licence' }, extra: 7 }),
          send,
          keep,
          failed: () => 'failed',
        }}
      />,
    )
    await userEvent.upload(screen.getByTestId<HTMLInputElement>('file'), png())
    await waitFor(() =>
      expect(keep).toHaveBeenCalledWith('orderId,o-1;file,a.png;kind,licence#7', expect.any(File)),
    )
    expect(screen.getByTestId('percent')).toHaveTextContent('100')
    expect(screen.getByTestId('error')).toBeEmptyDOMElement()
  })

  it("shows the check's problem and sends nothing; a later good file clears it", async () => {
    const send = vi.fn(async () => 'stored')
    let refuse = true
    render(
      <FieldHarness
        steps={{
          prepare: async (file) =>
            refuse ? { ok: false, error: 'too big' } : { ok: true, fields: { file }, extra: 0 },
          send,
          failed: () => 'failed',
        }}
      />,
    )
    const input = screen.getByTestId<HTMLInputElement>('file')
    await userEvent.upload(input, png())
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('too big'))
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByTestId('percent')).toHaveTextContent('0')
    refuse = false
    await userEvent.upload(input, png())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.getByTestId('error')).toBeEmptyDOMElement())
  })

  it("shows the failed call's message, keeps nothing and empties the bar", async () => {
    const keep = vi.fn()
    render(
      <FieldHarness
        steps={{
          prepare: (file) => ({ ok: true, fields: { file }, extra: 0 }),
          send: async () => {
            throw new Error('server down')
          },
          keep,
          failed: (e) => `failed: ${(e as Error).message}`,
        }}
      />,
    )
    await userEvent.upload(screen.getByTestId<HTMLInputElement>('file'), png())
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('failed: server down'))
    expect(keep).not.toHaveBeenCalled()
    expect(screen.getByTestId('percent')).toHaveTextContent('0')
  })
})
