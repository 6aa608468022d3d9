import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ClassGoods } from '../../../domain/services/mark-goods'
import { useRootState } from '../../../state/root'

/** Goods and services by class, in the page's language: "Class 09: computers; mobile phones". */
export function GoodsList({ classes, testId }: { classes: readonly ClassGoods[]; testId?: string }) {
  const { t } = useTranslation('services')
  const { lang } = useRootState()
  if (classes.length === 0) return <Text color="fg.muted">{t('markGoods.none')}</Text>
  return (
    <Stack gap="1" data-testid={testId}>
      {classes.map((c) => (
        <Text key={c.classNo}>
          <Text as="span" fontWeight="medium">
            {t('markGoods.classLabel', { classNo: c.classNo })}
          </Text>{' '}
          {c.items.map((i) => (lang === 'en' ? i.en : i.zh)).join(lang === 'en' ? '; ' : '；')}
        </Text>
      ))}
    </Stack>
  )
}
