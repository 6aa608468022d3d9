import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../../tests/render-with-app'
import { searchCalls } from '../../../api/catalogue/search'
import { BusinessError, requestBlob } from '../../../api/client'
import { saveBlob } from '../../../api/download'
import type { ExportCriteria } from '../../../api/schemas/search-exports'
import { toastError, toastInfo } from '../../kit/toast'
import { ExportMenu } from './export-menu'
import { RecordExportButton } from './record-export-button'

vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  requestBlob: vi.fn(),
}))
vi.mock('../../../api/download', () => ({ saveBlob: vi.fn() }))
vi.mock('../../kit/toast', () => ({ toastError: vi.fn(), toastInfo: vi.fn(), toastSuccess: vi.fn() }))

const criteria: ExportCriteria = { kind: 'text', request: { queryWay: 'similar', tradeMarkText: '华为' } }

beforeEach(() => {
  localStorage.clear()
  vi.mocked(requestBlob).mockReset()
  vi.mocked(requestBlob).mockResolvedValue({
    blob: new Blob(['PK']),
    fileName: 'trademark-search-results-2026-11-22.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
  vi.mocked(saveBlob).mockReset()
  vi.mocked(toastInfo).mockReset()
  vi.mocked(toastError).mockReset()
})

// The export call is mocked (requestBlob): no mock server is needed.
const renderUi = (ui: ReactElement) => renderWithApp(ui, { server: false })

async function openMenu(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Export' }))
}

describe('ExportMenu', () => {
  it('exports the selected marks, English sheet first in English, and saves under the server name', async () => {
    const { user } = renderUi(
      <ExportMenu criteria={criteria} selectedIds={['TM0000002', 'TM0000001']} total={300} />,
    )
    await openMenu(user)
    expect(screen.getByText('Exports the 2 selected marks')).toBeInTheDocument()
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent)
    expect(items.slice(0, 3)).toEqual([
      'Excel – English headers',
      'Excel – Chinese headers',
      'Excel – choose columns…',
    ])
    await user.click(screen.getByRole('menuitem', { name: 'Excel – English headers' }))
    await waitFor(() => expect(saveBlob).toHaveBeenCalled())
    expect(requestBlob).toHaveBeenCalledWith(searchCalls.tmInfoQueryResultExport, {
      criteria,
      ids: ['TM0000002', 'TM0000001'],
    })
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('trademark-search-results-2026-11-22.xlsx')
    expect(toastInfo).not.toHaveBeenCalled()
  })

  it('exports the whole result when nothing is selected and says when it is capped', async () => {
    const { user } = renderUi(<ExportMenu criteria={criteria} selectedIds={[]} total={12_000} />)
    await openMenu(user)
    expect(screen.getByText('Exports the first 5000 of 12000 results')).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Excel – Chinese headers' }))
    await waitFor(() => expect(saveBlob).toHaveBeenCalled())
    expect(requestBlob).toHaveBeenCalledWith(searchCalls.tmInfoQueryResultExportZh, {
      criteria,
      ids: undefined,
    })
    expect(toastInfo).toHaveBeenCalledWith(expect.stringContaining('Only the first 5000 of 12000 marks'))
  })

  it('is disabled with nothing to export', () => {
    renderUi(<ExportMenu criteria={criteria} selectedIds={[]} total={0} />)
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled()
  })

  it('asks for at least one column, exports the chosen ones and remembers them', async () => {
    const { user } = renderUi(<ExportMenu criteria={criteria} selectedIds={[]} total={40} />)
    await openMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Excel – choose columns…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose the columns to export' })
    expect(dialog).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    await user.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText('Choose at least one column.')).toBeInTheDocument()
    expect(requestBlob).not.toHaveBeenCalled()
    await user.click(screen.getByRole('checkbox', { name: 'Status' }))
    await user.click(screen.getByRole('checkbox', { name: 'Trademark' }))
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await waitFor(() => expect(saveBlob).toHaveBeenCalled())
    expect(requestBlob).toHaveBeenCalledWith(searchCalls.tmInfoQueryResultCustomColumnExport, {
      criteria,
      ids: undefined,
      columns: ['name', 'status'],
    })
    expect(JSON.parse(localStorage.getItem('tm-portal.export-columns')!)).toEqual(['name', 'status'])
  }, 20_000)
})

describe('RecordExportButton', () => {
  it("downloads the record and shows the server's message when it is refused", async () => {
    const { user } = renderUi(<RecordExportButton id="TM0000001" />)
    await user.click(screen.getByRole('button', { name: 'Export record (Word)' }))
    await waitFor(() => expect(saveBlob).toHaveBeenCalled())
    expect(requestBlob).toHaveBeenCalledWith(searchCalls.tmInfoTrademarkFileWordExport, { id: 'TM0000001' })
    vi.mocked(requestBlob).mockRejectedValueOnce(
      new BusinessError({ code: 1004, msg: 'Trademark not found', data: null }),
    )
    await user.click(screen.getByRole('button', { name: 'Export record (Word)' }))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('The export failed', 'Trademark not found'))
  })
})
