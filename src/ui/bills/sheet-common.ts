import type { TFunction } from 'i18next'
import type { Lang } from '../../i18n/resources'
import type { SheetBlock, SheetDocument } from '../kit/pdf/sheet-document'

/** What every document builder needs besides its data: the words and the language they are in. */
export interface SheetContext {
  t: TFunction<'invoices'>
  lang: Lang
}

/** The agency's letterhead. */
export const issuerOf = ({ t }: SheetContext): SheetDocument['issuer'] => ({
  name: t('sheet.agency'),
  address: t('sheet.agencyAddress'),
})

/** Where to transfer an amount due. */
export const payeeBlocks = ({ t }: SheetContext): SheetBlock[] => [
  { kind: 'section', text: t('sheet.payeeTitle') },
  {
    kind: 'facts',
    facts: [
      { label: t('sheet.payeeName'), value: t('sheet.agency') },
      { label: t('sheet.payeeBank'), value: t('sheet.bankName') },
      { label: t('sheet.payeeAccount'), value: t('sheet.bankAccount') },
      { label: t('sheet.payeeNote'), value: t('sheet.payeeNoteText') },
    ],
  },
]
