import { Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applicantQuery } from '../../api/registration-applicants'
import { pickApplicant } from '../../domain/registration/applicant-rules'
import type { Applicant } from '../../domain/registration/types'
import { ApplicantFormBody } from '../flow/applicants/applicant-form-body'
import { ApplicantHelpAside } from '../flow/applicants/applicant-help-aside'
import { useApplicantForm } from '../flow/applicants/use-applicant-form'
import { useApplicantText } from '../flow/applicants/use-applicant-text'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'

export interface ApplicantFormPageProps {
  /** The applicant edited; a new one without. */
  id?: string
  /** Where saving or cancelling returns to (an app path with its search). */
  back: string
}

/**
 * /personal/applicantInformation/modyfiAdd (?id= to edit): the wizards' applicant form on a page of its own,
 * with the same §5 rules, the server's refusals next to their fields, the locked fields of a filed applicant,
 * labels, the default and the help beside it. Saving returns to where the user came from.
 */
export function ApplicantFormPage({ id, back }: ApplicantFormPageProps) {
  const { t } = useTranslation('applicantBook')
  const navigate = useNavigate()
  const existing = useQuery({ ...applicantQuery(id ?? ''), enabled: Boolean(id) })
  if (id && existing.isError)
    return (
      <Stack gap="3" align="flex-start" data-testid="applicant-missing">
        <Text>{t('form.missing')}</Text>
        <Button size="sm" variant="outline" onClick={() => void navigate({ href: back })}>
          {t('form.back')}
        </Button>
      </Stack>
    )
  if (id && !existing.data)
    return <Spinner display="block" mx="auto" my="8" role="status" aria-label={t('form.loading')} />
  return <ApplicantForm editing={existing.data ? pickApplicant(existing.data) : null} back={back} />
}

function ApplicantForm({ editing, back }: { editing: Applicant | null; back: string }) {
  const { t } = useTranslation('applicantBook')
  const { t: rt } = useApplicantText()
  const navigate = useNavigate()
  const [showHelp, setShowHelp] = useState(true)
  const state = useApplicantForm({
    editing,
    // The book keeps what every filing needs at least; a Madrid or overseas filing asks for English later.
    englishRequired: false,
    active: true,
    createVia: 'book',
    onSaved: () => void navigate({ href: back }),
  })

  return (
    <Stack gap="4">
      <PageHeader
        title={t(editing ? 'form.editTitle' : 'form.addTitle')}
        description={t('form.intro')}
        aside={
          <Button size="sm" variant="outline" onClick={() => setShowHelp((v) => !v)} aria-expanded={showHelp}>
            {showHelp ? rt('form.hideHelp') : rt('form.showHelp')}
          </Button>
        }
      />
      <SectionCard title={t('form.section')}>
        <form noValidate onSubmit={(e) => void state.onSubmit(e)} data-testid="applicant-book-form">
          <Stack gap="6">
            <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
              <ApplicantFormBody
                state={state}
                englishRequired={false}
                duplicateAction={{
                  label: t('form.openExisting'),
                  onClick: (existing) =>
                    void navigate({
                      to: '/personal/applicantInformation/modyfiAdd',
                      search: { id: existing.applicantId, from: back },
                    }),
                }}
              />
              {showHelp ? <ApplicantHelpAside topic={state.helpTopic} /> : null}
            </Flex>
            <HStack gap="2" justify="flex-end">
              <Button variant="outline" onClick={() => void navigate({ href: back })} disabled={state.busy}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" colorPalette="blue" loading={state.busy} data-testid="applicant-save">
                {t('form.save')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  )
}
