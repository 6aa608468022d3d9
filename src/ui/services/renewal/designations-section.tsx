import { Badge, Button, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { findMadridMember } from '../../../domain/registration/madrid-members'
import { renewedDesignations, type RenewalDraft } from '../../../domain/services/renewal'
import type { Issue } from '../../../domain/wizard/types'
import { useRootState } from '../../../state/root'
import { CheckBox } from '../../kit/check-box'
import { countryName } from '../../kit/country-name'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'

/**
 * The designations a Madrid renewal renews: every contracting party the international registration designates,
 * all chosen at first; the holder may leave some out (they lapse). Each party says whether WIPO charges its
 * complementary fee or the party's own individual fee; the amounts are in the price beside.
 */
export function DesignationsSection({
  draft,
  issues,
  disabled,
  onChange,
}: {
  draft: RenewalDraft
  issues: readonly Issue[]
  disabled: boolean
  onChange: (designationsRenewed: Record<string, string[]>) => void
}) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  const text = useMessage()
  const madrid = draft.marks.filter((m) => m.region === 'madrid' && (m.designations?.length ?? 0) > 0)
  if (madrid.length === 0) return null
  const set = (regNo: string, codes: string[]) => onChange({ ...draft.designationsRenewed, [regNo]: codes })
  return (
    <SectionCard
      title={t('info.designationsTitle')}
      description={t('info.designationsIntro')}
      testId="renewal-designations"
    >
      <Stack gap="5">
        {madrid.map((mark) => {
          const all = mark.designations ?? []
          const chosen = renewedDesignations(draft, mark)
          const issue = issues.find((i) => i.path === `designations.${mark.regNo}`)?.message
          return (
            <Fieldset.Root
              key={mark.regNo}
              invalid={Boolean(issue)}
              data-testid={`designations-${mark.regNo}`}
            >
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Fieldset.Legend fontWeight="medium">
                  {t('info.designationsMark', { name: mark.name, regNo: mark.regNo })}
                </Fieldset.Legend>
                <HStack gap="2">
                  <Text fontSize="sm" color="fg.muted" data-testid={`designations-${mark.regNo}-count`}>
                    {t('info.designationsCount', { chosen: chosen.length, total: all.length })}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={disabled}
                    onClick={() => set(mark.regNo, [...all])}
                  >
                    {t('info.designationsAll')}
                  </Button>
                  <Button size="xs" variant="ghost" disabled={disabled} onClick={() => set(mark.regNo, [])}>
                    {t('info.designationsNone')}
                  </Button>
                </HStack>
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
                {all.map((code) => {
                  const member = findMadridMember(code)
                  const on = chosen.includes(code)
                  return (
                    <CheckBox
                      key={code}
                      checked={on}
                      disabled={disabled}
                      invalid={Boolean(issue)}
                      testId={`designation-${mark.regNo}-${code}`}
                      onChange={(checked) =>
                        set(
                          mark.regNo,
                          all.filter((c) => (c === code ? checked : chosen.includes(c))),
                        )
                      }
                    >
                      <HStack gap="2" wrap="wrap">
                        <span>{countryName(code, lang)}</span>
                        {member ? (
                          <Badge
                            size="sm"
                            variant="subtle"
                            colorPalette={member.kind === 'individual' ? 'orange' : 'gray'}
                          >
                            {member.kind === 'individual'
                              ? t('info.designationIndividual')
                              : t('info.designationComplementary')}
                          </Badge>
                        ) : null}
                      </HStack>
                    </CheckBox>
                  )
                })}
              </SimpleGrid>
              {issue ? (
                <Fieldset.ErrorText data-testid={`designations-${mark.regNo}-error`}>
                  {text(issue)}
                </Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
          )
        })}
      </Stack>
    </SectionCard>
  )
}
