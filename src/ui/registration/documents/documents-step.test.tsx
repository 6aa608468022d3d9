import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { MAINLAND_FIXTURE } from '../../../../tests/fixtures/registration'
import { renderWithApp, type RenderWithAppOptions } from '../../../../tests/render-with-app'
import type { MessageKey } from '../../../domain/message-key'
import { documentsNeeded } from '../../../domain/registration/flows'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { DocumentsStep } from './documents-step'

const unfiled: RegistrationDraft = {
  ...MAINLAND_FIXTURE,
  documents: {},
  originalsByPost: false,
  mailing: { company: '', trackingNumber: '' },
  completedAt: null,
}

function Harness({
  start,
  errors,
  seen,
}: {
  start: RegistrationDraft
  errors?: Record<string, MessageKey>
  seen: RegistrationDraft[]
}) {
  const [draft, setDraft] = useState(start)
  return (
    <DocumentsStep
      draft={draft}
      errors={errors}
      onChange={(patch) =>
        setDraft((d) => {
          const next = { ...d, ...patch }
          seen.push(next)
          return next
        })
      }
    />
  )
}

function renderStep(
  start = unfiled,
  errors?: Record<string, MessageKey>,
  options: RenderWithAppOptions = {},
) {
  const seen: RegistrationDraft[] = []
  const { user, server } = renderWithApp(<Harness start={start} errors={errors} seen={seen} />, {
    signedInAs: 'u-demo',
    ...options,
  })
  return { user, server, latest: () => seen.at(-1) }
}

const file = (name: string, size: number, type = '') =>
  new File([new Uint8Array(size).fill(7)], name, { type })

// A shared CI machine draws Chakra slowly; typing tests need more than the default 5 s.
describe('DocumentsStep', { timeout: 15_000 }, () => {
  it('shows one slot per needed document with its guidance and required or optional badge', () => {
    renderStep(unfiled, { 'documents.powerOfAttorney': 'regDocs:step.missing' })
    const needed = documentsNeeded(unfiled)
    expect(needed.map((d) => d.kind)).toEqual([
      'powerOfAttorney',
      'businessLicence',
      'idDocument',
      'priorityProof',
    ])
    for (const { kind, required } of needed) {
      const slot = screen.getByTestId(`document-slot-${kind}`)
      expect(within(slot).getByTestId('slot-badge')).toHaveTextContent(required ? 'Required' : 'Optional')
    }
    const poa = screen.getByTestId('document-slot-powerOfAttorney')
    expect(within(poa).getByRole('heading', { name: 'Power of attorney' })).toBeInTheDocument()
    expect(within(poa).getByText(/signed by the legal representative and stamped/)).toBeInTheDocument()
    expect(within(poa).getByTestId('slot-error')).toHaveTextContent('Please upload this document')
    expect(screen.queryByTestId('document-slot-notarised')).not.toBeInTheDocument()
    // The priority document may follow: its due date is 3 months from today.
    const due = within(screen.getByTestId('document-slot-priorityProof')).getByTestId('priority-due')
    expect(due).toHaveTextContent(/within 3 months of the filing date: upload it by \d{1,2} \w{3} \d{4}/)
  })

  it('shows the upload progress, then lists the stored file and adds it to the draft', async () => {
    const { server, latest } = renderStep(unfiled, undefined, { server: { timing: 400 } })
    const input = screen.getByTestId('document-input-powerOfAttorney')
    fireEvent.change(input, { target: { files: [file('委托书.pdf', 5000, 'application/pdf')] } })
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of 委托书.pdf' })
    expect(bar).toBeInTheDocument()
    expect(screen.getByText('Uploading 委托书.pdf')).toBeInTheDocument()
    const slot = screen.getByTestId('document-slot-powerOfAttorney')
    await waitFor(() => expect(within(slot).getByTestId('document-file')).toHaveTextContent('委托书.pdf'))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    const stored = latest()?.documents.powerOfAttorney ?? []
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ fileName: '委托书.pdf', size: 5000, contentType: 'application/pdf' })
    expect(server.db.files.some((f) => f.id === stored[0]!.fileId && f.bizType === 'powerOfAttorney')).toBe(
      true,
    )
  })

  it('keeps every file of several uploads to one slot, and removes one on request', async () => {
    const { user, latest } = renderStep()
    const input = screen.getByTestId('document-input-idDocument')
    fireEvent.change(input, { target: { files: [file('id-front.jpg', 900), file('id-back.jpg', 800)] } })
    const slot = screen.getByTestId('document-slot-idDocument')
    await waitFor(() => expect(within(slot).getAllByTestId('document-file')).toHaveLength(2))
    expect(
      latest()
        ?.documents.idDocument?.map((f) => f.fileName)
        .sort(),
    ).toEqual(['id-back.jpg', 'id-front.jpg'])
    await user.click(within(slot).getByRole('button', { name: 'Remove id-front.jpg' }))
    expect(within(slot).getAllByTestId('document-file')).toHaveLength(1)
    expect(latest()?.documents.idDocument?.map((f) => f.fileName)).toEqual(['id-back.jpg'])
  })

  it('refuses a wrong format and a file over 2,048,000 bytes before uploading', async () => {
    const { server } = renderStep()
    const before = server.db.files.length
    fireEvent.change(screen.getByTestId('document-input-businessLicence'), {
      target: { files: [file('licence.docx', 100), file('licence.pdf', 2_048_001)] },
    })
    const problems = await screen.findAllByTestId('upload-problem')
    expect(problems.map((p) => p.textContent)).toEqual([
      'licence.docx: Wrong file format. Use JPG, PNG, GIF, TIFF, JPEG, BMP or PDF.',
      'licence.pdf: File too large. Each file may be at most 2 MB (2,048,000 bytes).',
    ])
    expect(server.db.files.length).toBe(before)
  })

  it('asks for the courier and a well-formed tracking number when originals go by post', async () => {
    const { user, latest } = renderStep(unfiled, undefined, { userEvent: { delay: null } })
    expect(screen.queryByTestId('mailing-tracking')).not.toBeInTheDocument()
    await user.click(screen.getByText('I will send the originals by post'))
    expect(latest()?.originalsByPost).toBe(true)
    const tracking = await screen.findByTestId('mailing-tracking')
    await user.click(tracking)
    await user.tab()
    expect(await screen.findByText('Please enter the tracking number')).toBeInTheDocument()
    await user.type(tracking, 'SF12')
    await user.tab()
    expect(screen.getByText('The tracking number has 6 to 30 letters, digits or dashes')).toBeInTheDocument()
    await user.type(tracking, '３４５６７８９') // full-width digits become half-width
    expect(
      screen.queryByText('The tracking number has 6 to 30 letters, digits or dashes'),
    ).not.toBeInTheDocument()
    expect(latest()?.mailing.trackingNumber).toBe('SF123456789')
    await user.selectOptions(screen.getByTestId('mailing-company'), '')
    expect(screen.getByText('Please choose the courier')).toBeInTheDocument()
    await user.selectOptions(screen.getByTestId('mailing-company'), 'OTHER')
    await user.type(screen.getByTestId('mailing-other'), 'Deppon Express')
    expect(latest()?.mailing.company).toBe('Deppon Express')
    await user.selectOptions(screen.getByTestId('mailing-company'), 'SF')
    expect(latest()?.mailing).toEqual({ company: 'SF', trackingNumber: 'SF123456789' })
  }, 40_000)

  it('shows the step’s mailing checks next to their fields', () => {
    renderStep(
      { ...unfiled, originalsByPost: true, mailing: { company: '', trackingNumber: 'x' } },
      {
        'mailing.company': 'flow:mailing.companyRequired',
        'mailing.trackingNumber': 'flow:mailing.trackingFormat',
      },
    )
    expect(screen.getByText('Please choose the courier')).toBeInTheDocument()
    expect(screen.getByText('The tracking number has 6 to 30 letters, digits or dashes')).toBeInTheDocument()
  })
})
