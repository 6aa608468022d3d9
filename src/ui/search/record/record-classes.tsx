import { Badge, Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { markGoodsQuery } from '../../../api/search-extra'
import type { MarkGoods } from '../../../api/schemas/search-extra'
import { useRootState } from '../../../state/root'
import { QueryPanel } from '../../kit/query-panel'
import { pick } from './record-links'

/**
 * The mark's Nice classes with their goods in both languages, the current language first, and the similar
 * groups they fall in, named (tmInfo/queryTmNice: the one source of a record's goods on this page).
 */
export function RecordClasses({ id }: { id: string }) {
  const { t } = useTranslation(['searchRecord', 'searchExtra'])
  const query = useQuery(markGoodsQuery(id))
  return (
    <QueryPanel
      query={query}
      placeholder={
        <HStack gap="2" color="fg.muted" data-testid="record-classes-loading">
          <Spinner size="sm" />
          <Text>{t('searchExtra:goods.loading')}</Text>
        </HStack>
      }
      failed={t('searchExtra:goods.loadError')}
    >
      {(data) => (
        <Stack gap="4" data-testid="record-classes">
          {data.classes.map((c) => (
            <ClassGoods key={c.no} goods={c} />
          ))}
        </Stack>
      )}
    </QueryPanel>
  )
}

function ClassGoods({ goods: c }: { goods: MarkGoods['classes'][number] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const order = lang === 'en' ? (['en', 'zh'] as const) : (['zh', 'en'] as const)
  return (
    <Box data-class={c.no} borderLeftWidth="3px" borderColor="blue.muted" ps="3">
      <HStack gap="2" mb="1.5" wrap="wrap">
        <Badge colorPalette="blue" variant="solid" fontFamily="mono">
          {c.no}
        </Badge>
        <Text fontWeight="semibold">
          {t('classes.heading', { no: c.no, name: pick(lang, c.nameZh, c.nameEn) })}
        </Text>
      </HStack>
      {order.map((l) => (
        <HStack key={l} align="baseline" gap="2" fontSize="sm" data-testid={`goods-${l}`}>
          <Text color="fg.muted" flexShrink={0} minW="14">
            {t(`classes.${l}`)}
          </Text>
          <Text lang={l === 'zh' ? 'zh-CN' : 'en'}>
            {c.goods.map((item, k) => (
              <Fragment key={k}>
                {k > 0 ? (l === 'zh' ? '；' : '; ') : null}
                {item[l]}
                {item.group ? (
                  <Text
                    as="span"
                    ms="1"
                    fontFamily="mono"
                    fontSize="xs"
                    color="fg.muted"
                    title={t('classes.groupOf', { group: item.group })}
                  >
                    ({item.group})
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
          <HStack gap="1.5" wrap="wrap">
            {c.groups.map((g) => (
              <Badge key={g.code} variant="outline" data-group={g.code} fontWeight="normal">
                <Text as="span" fontFamily="mono" fontWeight="semibold">
                  {g.code}
                </Text>
                {pick(lang, g.nameZh, g.nameEn) || null}
              </Badge>
            ))}
          </HStack>
        </HStack>
      ) : null}
    </Box>
  )
}
