import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FilePickButton, UploadProgressBar, useUploadProgress } from './upload'

afterEach(() => cleanup())

function Harness({ task }: { task: (file: File) => Promise<string> }) {
  const progress = useUploadProgress()
  const [said, setSaid] = useState('')
  return (
    <ChakraProvider value={defaultSystem}>
      <FilePickButton
        accept=".png"
        inputLabel="Picture"
        inputTestId="file"
        loading={progress.busy}
        onPick={(file) =>
          void progress
            .run(() => task(file))
            .then(
              (r) => setSaid(`stored ${r}`),
              (e: Error) => setSaid(`failed ${e.message}`),
            )
        }
      >
        Choose
      </FilePickButton>
      <UploadProgressBar percent={progress.percent} label="Upload progress" />
      <output data-testid="percent">{progress.percent}</output>
      <output data-testid="said">{said}</output>
    </ChakraProvider>
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
