import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { TrademarkDetail } from '../../../api/schemas/search-shared'
import { useRootState } from '../../../state/root'

/** The mark's Nice classes with their goods in both languages, the current language first. */
export function RecordClasses({ classes }: { classes: TrademarkDetail['classes'] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const order = lang === 'en' ? (['en', 'zh'] as const) : (['zh', 'en'] as const)
  return (
    <Stack gap="4" data-testid="record-classes">
      {classes.map((c) => (
        <Box key={c.no} data-class={c.no} borderLeftWidth="3px" borderColor="blue.muted" ps="3">
          <HStack gap="2" mb="1.5" wrap="wrap">
            <Badge colorPalette="blue" variant="solid" fontFamily="mono">
              {c.no}
            </Badge>
            <Text fontWeight="semibold">
              {t('classes.heading', { no: c.no, name: lang === 'en' ? c.nameEn : c.nameZh })}
            </Text>
          </HStack>
          {order.map((l) => (
            <HStack key={l} align="baseline" gap="2" fontSize="sm" data-testid={`goods-${l}`}>
              <Text color="fg.muted" flexShrink={0} minW="14">
                {t(`classes.${l}`)}
              </Text>
              <Text lang={l === 'zh' ? 'zh-CN' : 'en'}>
                {(l === 'zh' ? c.goodsZh : c.goodsEn).map((item, k) => (
                  <Fragment key={k}>
                    {k > 0 ? (l === 'zh' ? '；' : '; ') : null}
                    {item}
                    {c.groups[k] ? (
                      <Text
                        as="span"
                        ms="1"
                        fontFamily="mono"
                        fontSize="xs"
                        color="fg.muted"
                        title={t('classes.groupOf', { group: c.groups[k] })}
                      >
                        ({c.groups[k]})
                      </Text>
                    ) : null}
                  </Fragment>
                ))}
              </Text>
            </HStack>
          ))}
          {c.groups.length ? (
            <HStack align="baseline" gap="2" fontSize="sm" data-testid="similar-groups">
              <Text color="fg.muted" flexShrink={0} minW="14">
                {t('classes.groups')}
              </Text>
              <HStack gap="1" wrap="wrap">
                {[...new Set(c.groups)].sort().map((g) => (
                  <Badge key={g} variant="outline" fontFamily="mono" data-group={g}>
                    {g}
                  </Badge>
                ))}
              </HStack>
            </HStack>
          ) : null}
        </Box>
      ))}
    </Stack>
  )
}
