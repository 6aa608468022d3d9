import { Button, HStack, Input } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { verifyGoodsMutation } from '../../../api/registration-goods'
import type { Message } from '../../../domain/message-key'
import type { GoodsItem, RegistrationRegion } from '../../../domain/registration/types'
import { FormField } from '../../kit/form-field'
import { toastError, toastSuccess } from '../../kit/toast'
import { hasHan, sameItem, type Lead } from './goods-model'
import { itemFromVerdict } from './verdict-item'

export interface CustomGoodsFieldProps {
  region: RegistrationRegion
  classNo: string
  lead: Lead
  /** The items of the class, to refuse a duplicate before asking the server. */
  goods: readonly GoodsItem[]
  text: string
  onTextChange: (text: string) => void
  /** Adds the verified (or, when the check failed, unchecked) item; false when it is already there. */
  onAdd: (item: GoodsItem) => boolean
}

const MAX = { zh: 50, en: 150 } as const
const HELP = { mainland: 'helpMainland', hk: 'helpHk', global: 'helpEn', madrid: 'helpEn' } as const

/**
 * A goods or services name typed by the user, checked by trademark/CommodityVerification as it is added:
 * the item joins the class with the verdict (accepted or rejected, with the reason). What was typed stays in
 * the field on any refusal before the server is asked.
 */
export function CustomGoodsField({
  region,
  classNo,
  lead,
  goods,
  text,
  onTextChange,
  onAdd,
}: CustomGoodsFieldProps) {
  const { t } = useTranslation('regGoods')
  const verify = useMutation(verifyGoodsMutation())
  const [error, setError] = useState<Message | null>(null)

  const submit = async () => {
    if (verify.isPending) return
    const name = text.normalize('NFKC').replace(/\s+/g, ' ').trim()
    if (!name) return setError('regGoods:custom.required')
    const max = hasHan(name) ? MAX.zh : MAX.en
    if (name.length > max) return setError({ text: t('custom.tooLong', { max }) })
    const typed: GoodsItem = {
      code: null,
      groupCode: null,
      nameZh: hasHan(name) ? name : '',
      nameEn: hasHan(name) ? '' : name,
      custom: true,
      verdict: 'unchecked',
      verdictNote: null,
    }
    if (goods.some((g) => sameItem(g, typed))) return setError({ text: t('custom.duplicate', { name }) })
    setError(null)
    let item = typed
    try {
      const { results } = await verify.mutateAsync({ region, items: [{ classNo, name }] })
      if (results[0]) item = itemFromVerdict(results[0])
    } catch {
      toastError(t('custom.verifyFailed'))
    }
    if (!onAdd(item)) return setError({ text: t('custom.duplicate', { name }) })
    onTextChange('')
    if (item.verdict === 'accepted') toastSuccess(t('custom.accepted', { name }))
    else if (item.verdict === 'rejected') toastError(t('custom.rejected', { name }))
  }

  return (
    <FormField label={t('custom.label')} error={error} helperText={t(`custom.${HELP[region]}`)}>
      {/* No <form> here: the editor may sit inside the wizard's own form. Enter adds the item. */}
      <HStack gap="2" align="flex-start" width="full">
        <Input
          size="sm"
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value)
            if (error) setError(null)
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
            e.preventDefault()
            void submit()
          }}
          placeholder={t(lead === 'en' ? 'custom.placeholderEn' : 'custom.placeholderZh')}
          maxLength={300}
          data-testid="custom-input"
        />
        <Button
          size="sm"
          colorPalette="blue"
          loading={verify.isPending}
          onClick={() => void submit()}
          data-testid="custom-add"
        >
          {t('custom.add')}
        </Button>
      </HStack>
    </FormField>
  )
}
