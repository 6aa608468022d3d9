import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { caseAgentsQuery, caseDetailQuery } from '../../../api/case-detail'
import { useCaseGrant } from '../../../api/case-grant'
import { EmptyState } from '../../kit/empty-state'
import { LoadFailed } from '../../kit/load-failed'
import { PageHeader } from '../../kit/page-header'
import { CaseForm } from './case-form'

/** /brandManagement/detail?mode=new, and ?id=…&mode=edit: the case form with what it offers to choose from. */
export function CaseFormPage({ id }: { id?: string }) {
  const { t } = useTranslation('caseDetail')
  const { grant, can } = useCaseGrant()
  const existing = useQuery({ ...caseDetailQuery(id ?? ''), enabled: Boolean(id), retry: false })
  const options = useQuery(caseAgentsQuery())
  const title = existing.data ? t('form.editTitle', { name: existing.data.markName }) : t('form.newTitle')
  const header = <PageHeader title={title} description={t('form.intro')} />
  if (grant && !can('case.edit'))
    return (
      <Stack gap="4">
        {header}
        <Text role="alert" data-testid="case-form-refused">
          {t('form.readOnly')}
        </Text>
      </Stack>
    )
  if (id && existing.isError)
    return (
      <EmptyState title={t('notFound.title')} description={t('notFound.description')}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/caseManage">{t('notFound.back')}</RouterLink>
        </Button>
      </EmptyState>
    )
  if (options.isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void options.refetch()} />
  if (!options.data || (id && !existing.data))
    return <Spinner display="block" mx="auto" my="8" role="status" aria-label={t('loading')} />
  return (
    <Stack gap="4">
      {header}
      <CaseForm key={id ?? 'new'} existing={existing.data} options={options.data} />
    </Stack>
  )
}
