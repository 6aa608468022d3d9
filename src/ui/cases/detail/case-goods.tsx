import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { caseGoodsQuery } from '../../../api/case-detail'
import { QueryPanel } from '../../kit/query-panel'
import { SectionCard } from '../../kit/section-card'
import { useCaseWords } from './use-case-words'

/** The case's classes with their titles and the goods or services listed under each. */
export function CaseGoods({ caseId }: { caseId: string }) {
  const { t } = useTranslation('caseDetail')
  const { lang } = useCaseWords()
  const goods = useQuery(caseGoodsQuery(caseId))
  return (
    <QueryPanel
      query={goods}
      loading={t('loading')}
      failed={t('goods.loadFailed')}
      spinner={{ alignSelf: undefined }}
    >
      {(data) => (
        <Stack gap="3" data-testid="case-goods">
          {data.classes.map((c) => (
            <SectionCard
              key={c.no}
              size="sm"
              title={t('goods.class', { no: c.no, name: lang === 'en' ? c.nameEn : c.name })}
              actions={<Badge>{t('goods.count', { count: c.goods.length })}</Badge>}
            >
              {c.goods.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  {t('goods.empty')}
                </Text>
              ) : (
                <List.Root ps="5" fontSize="sm" gap="1">
                  {c.goods.map((g, i) => (
                    <List.Item key={`${g.zh}-${i}`}>
                      <HStack gap="2" wrap="wrap">
                        <Text as="span">{lang === 'en' && g.en ? g.en : g.zh}</Text>
                        {g.group ? (
                          <Text as="span" color="fg.muted">
                            {t('goods.group', { group: g.group })}
                          </Text>
                        ) : null}
                      </HStack>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </SectionCard>
          ))}
        </Stack>
      )}
    </QueryPanel>
  )
}
