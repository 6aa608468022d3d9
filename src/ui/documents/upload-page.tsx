import { Button, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../api/case-grant'
import { foldersQuery } from '../../api/documents'
import type { UploadSearch } from '../../domain/documents/document-search'
import { isAlphanumeric } from '../../domain/validation'
import { FormField } from '../kit/form-field'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { folderTrail } from './folder-tree'
import { UploadPanel } from './upload-panel'

/**
 * /fileAddPublic: upload documents into a chosen folder, optionally linked to one of the member's cases by its
 * application number (the server checks the member sees that case). Each file shows its progress and, if it
 * is refused, why, in the reader's language.
 */
export function UploadPage({ search }: { search: UploadSearch }) {
  const { t } = useTranslation('documents')
  const { can, grant } = useCaseGrant()
  const folders = useQuery(foldersQuery())
  const all = folders.data?.dirs ?? []
  const [dirId, setDirId] = useState(search.dir ?? '')
  const [caseNo, setCaseNo] = useState(search.applicationNo ?? '')
  const caseProblem = caseNo && !isAlphanumeric(caseNo) ? ('validation:alphanumeric' as const) : null
  const options = [...all]
    .map((f) => ({
      id: f.id,
      label: folderTrail(all, f.id)
        .map((x) => x.name)
        .join(' / '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'))
  const mayUpload = can('document.upload')

  return (
    <Stack gap="5">
      <PageHeader
        title={t('upload.title')}
        description={t('upload.intro')}
        aside={
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/myDocument" search={dirId ? { dir: dirId } : {}}>
              {t('upload.backToLibrary')}
            </RouterLink>
          </Button>
        }
      />
      <SectionCard title={t('upload.where')}>
        <Stack gap="4">
          <HStack gap="4" align="flex-start" wrap="wrap">
            <FormField label={t('upload.folder')} maxW="24rem" flex="1">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={dirId}
                  onChange={(e) => setDirId(e.target.value)}
                  data-testid="upload-folder"
                >
                  <option value="">{t('folders.topLevel')}</option>
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('upload.case')}
              helperText={t('upload.caseHelp')}
              error={caseProblem}
              maxW="20rem"
              flex="1"
            >
              <Input
                size="sm"
                value={caseNo}
                maxLength={30}
                onChange={(e) => setCaseNo(e.target.value.trim())}
                data-testid="upload-case"
              />
            </FormField>
          </HStack>
          {grant && !mayUpload ? (
            <Text color="fg.error" role="alert">
              {t('upload.notAllowed')}
            </Text>
          ) : (
            <UploadPanel
              target={{ dirId, applicationNo: caseProblem ? '' : caseNo }}
              disabled={!mayUpload || Boolean(caseProblem)}
            />
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('upload.afterwards')}{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to="/myDocument" search={dirId ? { dir: dirId } : {}}>
                {t('upload.backToLibrary')}
              </RouterLink>
            </Link>
          </Text>
        </Stack>
      </SectionCard>
    </Stack>
  )
}
