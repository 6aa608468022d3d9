import { Grid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { licenceMarksQuery } from '../../../api/services-licence'
import { formatDate } from '../../../domain/format'
import {
  firstDay,
  goodsForMarks,
  lastDay,
  LICENCE_TYPES,
  type LicenceDraft,
  type LicenceType,
} from '../../../domain/services/licence'
import { useRootState } from '../../../state/root'
import { BookPartyField } from '../../flow/applicants/book-party-field'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { ChoiceField } from '../../kit/choice-field'
import { DateInput } from '../../kit/date-input'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { FactList } from '../../kit/fact-list'
import { GoodsPicker } from '../mark-goods/goods-picker'

/**
 * perfectInformation of a licence record: the licensor (the registrant, as registered), the licensee from the
 * applicant book or typed in as a new applicant, the kind of licence, its period inside every mark's term, and the goods licensed per mark.
 */
export function LicenceInformationStep(view: StepViewProps<LicenceDraft>) {
  const { t } = useTranslation('svcLicence')
  const { lang } = useRootState()
  const text = useMessage()
  const { draft, send, issues, busy } = view
  const regNos = draft.marks.map((m) => m.regNo).sort()
  const marks = useQuery({ ...licenceMarksQuery(regNos), enabled: regNos.length > 0 })

  // A newly chosen mark starts with all its registered goods; a mark no longer chosen drops out.
  useEffect(() => {
    const rows = marks.data?.list
    if (!rows) return
    const next = goodsForMarks(
      draft.goods,
      draft.marks,
      (regNo) => rows.find((r) => r.mark.regNo === regNo)?.goods,
    )
    if (JSON.stringify(next) !== JSON.stringify(draft.goods))
      send({ type: 'draft.changed', patch: { goods: next } })
  }, [marks.data, draft.goods, draft.marks, send])

  const patch = (p: Partial<LicenceDraft>) => send({ type: 'draft.changed', patch: p })
  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  const licenseeIssues = issues.filter((i) => i.path.startsWith('licensee.'))
  const holder = draft.marks[0]
  const licensee = draft.licensee
  const from = firstDay(draft.marks)
  const to = lastDay(draft.marks)

  return (
    <StepForm view={view} submitLabel={t('info.submit')} testId="licence-information">
      <SectionCard
        title={t('info.partiesTitle')}
        description={t('info.partiesDescription')}
        testId="licence-parties"
      >
        <Stack gap="4">
          <FactList
            testId="licensor"
            rows={[
              [
                t('summary.licensor'),
                holder ? [holder.holderZh, holder.holderEn].filter(Boolean).join(' · ') : '',
              ],
              [t('info.licensorAddress'), holder ? holder.holderAddressZh || holder.holderAddressEn : ''],
            ]}
          />
          <BookPartyField
            texts={{
              label: t('summary.licensee'),
              placeholder: t('info.licenseePlaceholder'),
              helper: t('info.licenseeNew'),
              create: t('info.licenseeCreate'),
              dialogTitle: t('info.licenseeCreateTitle'),
            }}
            value={licensee}
            onChange={(next) => patch({ licensee: next })}
            error={issueAt('licensee')}
            footer={
              licenseeIssues.length > 0 ? (
                <Stack as="ul" gap="1" ps="4" color="fg.error" fontSize="sm" data-testid="licensee-issues">
                  {licenseeIssues.map((i) => (
                    <li key={i.path}>{t('info.licenseeRecordIssue', { issue: text(i.message) })}</li>
                  ))}
                </Stack>
              ) : null
            }
            required
            disabled={busy}
            testId="licensee-party"
          />
        </Stack>
      </SectionCard>

      <SectionCard
        title={t('info.termsTitle')}
        description={t('info.termsDescription')}
        testId="licence-terms"
      >
        <Stack gap="4">
          <ChoiceField<LicenceType | ''>
            label={t('summary.licenceType')}
            value={draft.licenceType}
            options={LICENCE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            onChange={(licenceType) => patch({ licenceType })}
            helper={
              issueAt('licenceType') ? (
                <Text as="span" color="fg.error">
                  {text(issueAt('licenceType'))}
                </Text>
              ) : draft.licenceType ? (
                t(`typeHelp.${draft.licenceType}`)
              ) : (
                t('info.typeHint')
              )
            }
            testId="licence-type"
            fullWidth
          />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label={t('info.startDate')} error={issueAt('startDate')} required>
              <DateInput
                value={draft.startDate}
                onChange={(event) => patch({ startDate: event.currentTarget.value })}
                min={from ?? undefined}
                max={to ?? undefined}
                disabled={busy}
                data-testid="licence-start"
              />
            </FormField>
            <FormField
              label={t('info.endDate')}
              error={issueAt('endDate')}
              helperText={to ? t('info.endHint', { date: formatDate(to, lang) }) : undefined}
              required
            >
              <DateInput
                value={draft.endDate}
                onChange={(event) => patch({ endDate: event.currentTarget.value })}
                min={from ?? undefined}
                max={to ?? undefined}
                disabled={busy}
                data-testid="licence-end"
              />
            </FormField>
          </Grid>
        </Stack>
      </SectionCard>

      <SectionCard
        title={t('info.goodsTitle')}
        description={t('info.goodsDescription')}
        testId="licence-goods"
      >
        <Stack gap="5">
          {marks.isError ? <Text color="fg.error">{t('info.goodsFailed')}</Text> : null}
          {draft.marks.map((mark, i) => {
            const entry = draft.goods.find((g) => g.regNo === mark.regNo)
            if (!entry)
              return marks.isPending ? (
                <Text key={mark.regNo} color="fg.muted">
                  {t('info.goodsLoading')}
                </Text>
              ) : null
            return (
              <GoodsPicker
                key={mark.regNo}
                legend={t('summary.mark', { name: mark.name, regNo: mark.regNo })}
                registered={entry.registered}
                chosen={entry.licensed}
                onChange={(licensed) =>
                  patch({ goods: draft.goods.map((g) => (g.regNo === mark.regNo ? { ...g, licensed } : g)) })
                }
                error={issueAt(`goods.${i}`)}
                disabled={busy}
                testId={`licence-goods-${i}`}
              />
            )
          })}
        </Stack>
      </SectionCard>
    </StepForm>
  )
}
