import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchCalls } from '../../../api/catalogue/search'
import { runExport } from '../../kit/run-export'

/** Downloads the mark's full record (specimen, every field, classes with goods in zh/en) as a Word file. */
export function RecordExportButton({ id }: { id: string }) {
  const { t } = useTranslation('searchExport')
  const [busy, setBusy] = useState(false)

  const exportRecord = async () => {
    setBusy(true)
    try {
      await runExport(
        searchCalls.tmInfoTrademarkFileWordExport,
        { id },
        `${t('fallbackName.record')}-${id}.docx`,
        t,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => void exportRecord()}
      data-testid="record-export"
    >
      {t('record.button')}
    </Button>
  )
}
