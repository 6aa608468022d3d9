import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../../tests/render-with-app'
import { BusinessError } from '../../../api/client'
import { serverText } from '../../../domain/message-key'
import type { DocumentFile, DocumentsByKind } from '../../../domain/wizard/types'
import { DocumentsView } from './documents-view'
import type { DocumentSlotSpec, DocumentUpload } from './slot-spec'

// A flow that is not registration: two kinds of its own, words it already has, no originals by post.
type Kind = 'assignmentAgreement' | 'evidenceOfUse'

const SLOTS: readonly DocumentSlotSpec<Kind>[] = [
  {
    kind: 'assignmentAgreement',
    required: true,
    name: serverText('Assignment agreement'),
    why: serverText('Proves the assignor agreed to transfer the marks.'),
    points: [serverText('be signed by both parties'), serverText('list every mark assigned')],
    note: <p data-testid="agreement-note">Stamped by both companies</p>,
  },
  {
    kind: 'evidenceOfUse',
    required: false,
    name: serverText('Evidence of use'),
    why: serverText('Shows the mark in use.'),
    points: [],
  },
]

const stored = (file: File, n: number): DocumentFile => ({
  fileId: `f-${n}`,
  fileName: file.name,
  size: file.size,
  contentType: file.type,
})

function Harness({ upload, start = {} }: { upload: DocumentUpload<Kind>; start?: DocumentsByKind<Kind> }) {
  const [documents, setDocuments] = useState(start)
  return (
    <>
      <DocumentsView
        slots={SLOTS}
        documents={documents}
        onChange={setDocuments}
        upload={upload}
        errors={{ assignmentAgreement: serverText('Upload the signed agreement') }}
      />
      <output data-testid="draft">{JSON.stringify(documents)}</output>
    </>
  )
}

const pdf = (name: string, size = 300) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })
const draft = (): DocumentsByKind<Kind> => JSON.parse(screen.getByTestId('draft').textContent ?? '{}')

describe('DocumentsView', { timeout: 15_000 }, () => {
  it('shows the slots a flow lists, with its words, its note and its issues, and no mailing unless given', () => {
    renderWithApp(<Harness upload={vi.fn()} />, { server: false })
    const agreement = screen.getByTestId('document-slot-assignmentAgreement')
    expect(within(agreement).getByRole('heading', { name: 'Assignment agreement' })).toBeInTheDocument()
    expect(within(agreement).getByTestId('slot-badge')).toHaveTextContent('Required')
    expect(within(agreement).getByText('list every mark assigned')).toBeInTheDocument()
    expect(within(agreement).getByTestId('agreement-note')).toBeInTheDocument()
    expect(within(agreement).getByTestId('slot-error')).toHaveTextContent('Upload the signed agreement')
    const evidence = screen.getByTestId('document-slot-evidenceOfUse')
    expect(within(evidence).getByTestId('slot-badge')).toHaveTextContent('Optional')
    expect(within(evidence).queryByText('It must')).not.toBeInTheDocument()
    expect(screen.queryByTestId('documents-mailing')).not.toBeInTheDocument()
  })

  it('stores picked files through the flow’s upload, lists them, keeps them in the draft and removes one', async () => {
    let n = 0
    const upload = vi.fn<DocumentUpload<Kind>>(async (file) => stored(file, ++n))
    const { user } = renderWithApp(<Harness upload={upload} />, { server: false })
    fireEvent.change(screen.getByTestId('document-input-evidenceOfUse'), {
      target: { files: [pdf('shop.pdf'), pdf('ad.pdf')] },
    })
    const slot = screen.getByTestId('document-slot-evidenceOfUse')
    await waitFor(() => expect(within(slot).getAllByTestId('document-file')).toHaveLength(2))
    expect(upload.mock.calls.map(([file, kind]) => [file.name, kind])).toEqual([
      ['shop.pdf', 'evidenceOfUse'],
      ['ad.pdf', 'evidenceOfUse'],
    ])
    expect(
      draft()
        .evidenceOfUse?.map((f) => f.fileName)
        .sort(),
    ).toEqual(['ad.pdf', 'shop.pdf'])
    // The slot's issue shows only while the slot is empty.
    expect(within(slot).queryByTestId('slot-error')).not.toBeInTheDocument()
    await user.click(within(slot).getByRole('button', { name: 'Remove shop.pdf' }))
    expect(within(slot).getAllByTestId('document-file')).toHaveLength(1)
    expect(draft().evidenceOfUse?.map((f) => f.fileName)).toEqual(['ad.pdf'])
  })

  it('says why an upload failed, and never hands the flow a file the rules refuse', async () => {
    const upload = vi.fn<DocumentUpload<Kind>>(async (file) => {
      if (file.name === 'refused.pdf')
        throw new BusinessError({ code: 500, msg: 'Scan unreadable', data: null })
      throw new Error('network down')
    })
    renderWithApp(<Harness upload={upload} />, { server: false })
    fireEvent.change(screen.getByTestId('document-input-assignmentAgreement'), {
      target: { files: [pdf('agreement.docx'), pdf('refused.pdf'), pdf('lost.pdf')] },
    })
    await waitFor(() => expect(screen.getAllByTestId('upload-problem')).toHaveLength(3))
    expect(screen.getAllByTestId('upload-problem').map((p) => p.textContent)).toEqual([
      'agreement.docx: Wrong file format. Use JPG, PNG, GIF, TIFF, JPEG, BMP or PDF.',
      'refused.pdf could not be uploaded: Scan unreadable',
      'lost.pdf could not be uploaded. Please try again.',
    ])
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['refused.pdf', 'lost.pdf'])
    expect(draft()).toEqual({})
  })

  it('previews a stored file in the dialog, offering a format the browser cannot show for download', async () => {
    const scan: DocumentFile = { fileId: 'f-9', fileName: 'scan.tiff', size: 2048, contentType: 'image/tiff' }
    const { user } = renderWithApp(<Harness upload={vi.fn()} start={{ assignmentAgreement: [scan] }} />, {
      server: false,
    })
    await user.click(screen.getByRole('button', { name: 'Preview scan.tiff' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preview: scan.tiff' })
    expect(within(dialog).getByText(/This format cannot be shown in the browser/)).toBeInTheDocument()
  })
})
