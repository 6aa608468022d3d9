import { useTranslation } from 'react-i18next'
import type { TimestampEntry } from '../../api/schemas/timestamp'
import { formatMoney, formatNumber } from '../../domain/format'
import { useRootState } from '../../state/root'

export interface TimestampEntryText {
  type: string
  /** The package, or the file registered. */
  title: string
  /** How a package was paid and invoiced, or a timestamp's certificate and applicant. */
  detail: string
  /** The SHA-256 a timestamp certifies. */
  hash?: string
}

/** The words the bill shows for an entry, on screen and on the A4 statement alike. */
export function useTimestampEntryText() {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const describe = (e: TimestampEntry): TimestampEntryText =>
    e.kind === 'purchase'
      ? {
          type: t('timestamp.types.purchase'),
          title: t('timestamp.package', {
            size: e.packageSize,
            unit: formatMoney(e.unitPrice, 'CNY', lang),
          }),
          detail: t('timestamp.paidWith', {
            method: t(`timestamp.methods.${e.paymentMethod}`),
            invoice: t(`status.${e.invoiceStatus}`),
          }),
        }
      : {
          type: t('timestamp.types.usage'),
          title: e.fileName,
          detail: t('timestamp.certificate', { no: e.certificateNo, applicant: e.applicant }),
          hash: e.hash,
        }
  /** A change of balance with its sign: +50, −1. */
  const signed = (n: number) =>
    n > 0 ? `+${formatNumber(n, lang)}` : n < 0 ? `−${formatNumber(-n, lang)}` : '0'
  return { describe, signed }
}
