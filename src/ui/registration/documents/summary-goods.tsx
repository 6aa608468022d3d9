import { Box, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { NICE_CLASSES } from '../../../domain/nice-classes'
import {
  GOODS_PER_CLASS_INCLUDED,
  type ClassSelection,
  type GoodsItem,
} from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { SUMMARY_TABLE_CSS } from './summary-css'

const STATUS = {
  accepted: 'summary.customAccepted',
  rejected: 'summary.customRejected',
  unchecked: 'summary.customUnchecked',
} as const

const GoodsRow = memo(function GoodsRow({ item }: { item: GoodsItem }) {
  const { t } = useTranslation('regDocs')
  const { lang } = useRootState()
  const note = item.verdictNote ? (lang === 'en' ? item.verdictNote.en : item.verdictNote.zh) : ''
  return (
    <tr data-testid="summary-goods-item">
      <td className="code">{item.code ?? '—'}</td>
      <td className="code">{item.groupCode ?? '—'}</td>
      <td>
        <div>{item.nameZh}</div>
        <div className="muted">{item.nameEn}</div>
      </td>
      <td className={item.verdict === 'rejected' ? 'bad' : item.verdict === 'unchecked' ? 'warn' : undefined}>
        <div>{item.custom ? t(STATUS[item.verdict]) : t('summary.standardItem')}</div>
        {note ? <div className="muted">{note}</div> : null}
      </td>
    </tr>
  )
})

/** One class of a mark with every goods or services item, its code, group and (for custom items) verdict. */
export const ClassGoods = memo(function ClassGoods({ selection }: { selection: ClassSelection }) {
  const { t } = useTranslation('regDocs')
  const { lang } = useRootState()
  const nice = NICE_CLASSES.find((c) => c.no === selection.classNo)
  const name = nice ? (lang === 'en' ? nice.nameEn : nice.name) : ''
  const excess = Math.max(0, selection.goods.length - GOODS_PER_CLASS_INCLUDED)
  return (
    <Stack gap="1" data-testid={`summary-class-${selection.classNo}`}>
      <Text fontSize="sm" fontWeight="semibold">
        {t('summary.classHeading', { no: selection.classNo, name })}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({t('summary.itemCount', { count: selection.goods.length })})
        </Text>
      </Text>
      {excess > 0 ? (
        <Text fontSize="xs" color="orange.fg">
          {t('summary.excess', { count: excess })}
        </Text>
      ) : null}
      <Box overflowX="auto">
        <Box as="table" css={SUMMARY_TABLE_CSS}>
          <colgroup>
            <col style={{ width: '7rem' }} />
            <col style={{ width: '5rem' }} />
            <col />
            <col style={{ width: '40%' }} />
          </colgroup>
          <thead>
            <tr>
              <th>{t('summary.goodsCode')}</th>
              <th>{t('summary.goodsGroup')}</th>
              <th>{t('summary.goodsName')}</th>
              <th>{t('summary.goodsStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {selection.goods.map((item, i) => (
              <GoodsRow key={`${item.code ?? 'custom'}-${i}`} item={item} />
            ))}
          </tbody>
        </Box>
      </Box>
    </Stack>
  )
})
