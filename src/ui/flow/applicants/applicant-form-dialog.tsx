import { Alert, Box, Button, Flex, HStack, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { BusinessError } from '../../../api/client'
import {
  applicantEditLimitsQuery,
  applicantLabelsQuery,
  applicantQuery,
  createApplicantMutation,
  readSaveRefusal,
  saveApplicantMutation,
  setApplicantLabelsMutation,
} from '../../../api/registration-applicants'
import type { ApplicantView } from '../../../api/schemas/registration-applicants'
import {
  applicantFormSchemaFor,
  applicantToInput,
  isMainlandCountry,
  type ApplicantField,
  type ApplicantInput,
  type ApplicantValues,
} from '../../../domain/registration/applicant-rules'
import type { Applicant, RegistrationRegion } from '../../../domain/registration/types'
import { FormDialog } from '../../kit/form-dialog'
import { toastError, toastSuccess } from '../../kit/toast'
import { SERVER_ERROR } from '../../kit/message'
import { ApplicantFormFields } from './applicant-form-fields'
import { ApplicantHelpPanel } from './applicant-help-panel'
import { useApplicantText } from './use-applicant-text'

export interface ApplicantFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The applicant edited (its record in the account is updated); null creates a new one. */
  editing: Applicant | null
  /** Which slot a new applicant is for (the title says so). */
  role: 'main' | 'joint'
  /** The title of a new party in another flow's terms (new assignee, new licensee) instead of the role's. */
  title?: string
  /** The filing's region: Madrid and global filings also need English names and addresses. */
  region: RegistrationRegion
  /** Called with the stored applicant once the server accepted it (or with the existing twin, if chosen). */
  onSaved: (applicant: ApplicantView) => void
}

const PLAIN_SCHEMA = applicantFormSchemaFor()
const ENGLISH_SCHEMA = applicantFormSchemaFor({ englishRequired: true })

const EMPTY: ApplicantInput = {
  kind: 'enterprise',
  idType: '',
  idNumber: '',
  country: 'CN',
  nameZh: '',
  nameEn: '',
  addressZh: '',
  addressEn: '',
  province: null,
  city: null,
  district: null,
  postalCode: '',
  contactPerson: '',
  phone: '',
  email: '',
  licenceAddress: '',
  uscc: '',
  licenceFile: null,
  isDefault: false,
}

/**
 * Creating or editing an applicant with every §5 rule (applicant-rules.ts) checked as the user types after
 * the first save, and again by the server, whose refusals show next to their fields. What was typed stays in
 * the form on any error and while the dialog is closed; the help sits beside the form.
 */
export function ApplicantFormDialog({
  open,
  onOpenChange,
  editing,
  role,
  title: titleGiven,
  region,
  onSaved,
}: ApplicantFormDialogProps) {
  const { t, name } = useApplicantText()
  const create = useMutation(createApplicantMutation())
  const update = useMutation(saveApplicantMutation())
  const setLabels = useMutation(setApplicantLabelsMutation())
  const [showHelp, setShowHelp] = useState(false)
  const [duplicate, setDuplicate] = useState<ApplicantView | null>(null)
  const [labelsTyped, setLabelsTyped] = useState<string[] | null>(null)
  const editId = editing?.applicantId ?? ''
  const englishRequired = region === 'madrid' || region === 'global'

  const limits = useQuery({ ...applicantEditLimitsQuery(editId), enabled: open && editId !== '' })
  const record = useQuery({ ...applicantQuery(editId), enabled: open && editId !== '' })
  const suggestions = useQuery({ ...applicantLabelsQuery(), enabled: open })
  const labels = labelsTyped ?? record.data?.labels ?? []
  const locked = useMemo(() => new Set<ApplicantField>(limits.data?.lockedFields ?? []), [limits.data])

  const form = useForm<ApplicantInput, unknown, ApplicantValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(englishRequired ? ENGLISH_SCHEMA : PLAIN_SCHEMA),
    defaultValues: editing ? applicantToInput(editing) : EMPTY,
  })
  const kind = form.watch('kind')
  const country = form.watch('country') ?? ''
  const topic = !isMainlandCountry(country) ? 'foreign' : kind

  const onSubmit = form.handleSubmit(async (values) => {
    setDuplicate(null)
    try {
      const saved = editing
        ? await update.mutateAsync({ ...values, applicantId: editing.applicantId })
        : await create.mutateAsync({ ...values, applicantId: undefined })
      let result = saved
      const before = record.data?.labels ?? []
      if (labels.join('\n') !== before.join('\n')) {
        try {
          const answer = await setLabels.mutateAsync({ applicantId: saved.applicantId, labels })
          if (answer.applicant) result = answer.applicant
        } catch {
          toastError(t('form.labelsFailed'))
        }
      }
      toastSuccess(t('form.saved'))
      if (!editing) {
        form.reset(EMPTY)
        setLabelsTyped(null)
      }
      onOpenChange(false)
      onSaved(result)
    } catch (error) {
      if (!(error instanceof BusinessError)) return toastError(t('form.saveFailed'))
      const refusal = readSaveRefusal(error.data)
      if (!refusal) return toastError(error.msg || t('form.saveFailed'))
      setDuplicate(refusal.duplicate ?? null)
      const fields = Object.entries(refusal.fields) as [FieldPath<ApplicantInput>, string][]
      fields.forEach(([field, message], i) =>
        form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: i === 0 }),
      )
      if (!refusal.duplicate) toastError(error.msg || t('form.fixFields'))
    }
  })

  const title = editing ? 'form.titleEdit' : role === 'joint' ? 'form.titleCreateJoint' : 'form.titleCreate'
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={!editing && titleGiven ? titleGiven : t(title)}
      headerAction={
        <Button size="xs" variant="outline" onClick={() => setShowHelp((v) => !v)} aria-expanded={showHelp}>
          {showHelp ? t('form.hideHelp') : t('form.showHelp')}
        </Button>
      }
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      submit={{ label: editing ? t('form.save') : t('form.saveAndUse') }}
      cancelLabel={t('form.cancel')}
      closeLabel={t('form.close')}
      size={showHelp ? 'xl' : 'lg'}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      testId="applicant-form"
    >
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Stack gap="4" flex="1" minW="0">
          {limits.data?.reason ? (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('form.lockedTitle')}</Alert.Title>
                <Alert.Description>{limits.data.reason}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {duplicate ? (
            <Alert.Root status="warning" size="sm" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('form.duplicateTitle')}</Alert.Title>
                <Alert.Description>
                  <HStack gap="3" wrap="wrap" mt="1">
                    <span>{name(duplicate)}</span>
                    <Button
                      size="xs"
                      colorPalette="blue"
                      onClick={() => {
                        setDuplicate(null)
                        onOpenChange(false)
                        onSaved(duplicate)
                      }}
                    >
                      {t('form.useExisting')}
                    </Button>
                  </HStack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <ApplicantFormFields
            form={form}
            locked={locked}
            labels={labels}
            onLabelsChange={setLabelsTyped}
            labelSuggestions={(suggestions.data?.labels ?? []).map((l) => l.name)}
            englishRequired={englishRequired}
          />
        </Stack>
        {showHelp ? (
          <Box
            as="aside"
            w={{ base: 'full', md: '18rem' }}
            flexShrink={0}
            borderStartWidth={{ base: 0, md: '1px' }}
            ps={{ base: 0, md: '5' }}
            position={{ md: 'sticky' }}
            top="0"
            aria-label={t('help.title')}
          >
            <ApplicantHelpPanel key={topic} topic={topic} />
          </Box>
        ) : null}
      </Flex>
    </FormDialog>
  )
}
