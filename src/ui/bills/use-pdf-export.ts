import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toastError, toastSuccess } from '../kit/toast'
import type { SheetDocument } from '../kit/pdf/sheet-document'

/**
 * Saves a document as a text PDF under `fileName` and says how many A4 pages it has. The PDF library and the
 * fonts load on the first export, so they stay out of the page's chunk.
 */
export function usePdfExport(fileName: string) {
  const { t } = useTranslation('invoices')
  const [busy, setBusy] = useState(false)
  const run = async (doc: SheetDocument) => {
    setBusy(true)
    try {
      const { exportSheetPdf } = await import('../kit/pdf/export-pdf')
      const pages = await exportSheetPdf(doc, fileName)
      toastSuccess(t('pdf.done', { count: pages }))
    } catch (error) {
      console.error('PDF export failed', error)
      toastError(t('pdf.failed'))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run: (doc: SheetDocument) => void run(doc) }
}
