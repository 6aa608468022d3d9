import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toastError, toastSuccess } from '../kit/toast'

/** A ref for the printable sheet and an export action that reports how many A4 pages the PDF has. */
export function usePdfExport(fileName: string) {
  const { t } = useTranslation('invoices')
  const sheet = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    if (!sheet.current) return
    setBusy(true)
    try {
      const { exportElementToPdf } = await import('./pdf-export')
      const pages = await exportElementToPdf(sheet.current, fileName)
      toastSuccess(t('pdf.done', { count: pages }))
    } catch (error) {
      console.error('PDF export failed', error)
      toastError(t('pdf.failed'))
    } finally {
      setBusy(false)
    }
  }
  return { sheet, busy, run: () => void run() }
}
