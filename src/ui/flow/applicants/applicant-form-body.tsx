import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import type { ApplicantView } from '../../../api/schemas/registration-applicants'
import { ApplicantFormFields } from './applicant-form-fields'
import type { ApplicantFormState } from './use-applicant-form'
import { useApplicantText } from './use-applicant-text'

export interface ApplicantFormBodyProps {
  state: ApplicantFormState
  englishRequired: boolean
  /** What the duplicate warning offers: the wizard uses the existing applicant, the book opens it. */
  duplicateAction: { label: string; onClick: (existing: ApplicantView) => void }
}

/** The applicant form's content: why some fields are locked, the duplicate found on save, then the fields. */
export function ApplicantFormBody({ state, englishRequired, duplicateAction }: ApplicantFormBodyProps) {
  const { t, name } = useApplicantText()
  const { duplicate } = state
  return (
    <Stack gap="4" flex="1" minW="0">
      {state.lockedReason ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('form.lockedTitle')}</Alert.Title>
            <Alert.Description>{state.lockedReason}</Alert.Description>
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
                    state.dismissDuplicate()
                    duplicateAction.onClick(duplicate)
                  }}
                >
                  {duplicateAction.label}
                </Button>
              </HStack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ApplicantFormFields
        form={state.form}
        locked={state.locked}
        labels={state.labels}
        onLabelsChange={state.setLabels}
        labelSuggestions={state.labelSuggestions}
        englishRequired={englishRequired}
      />
    </Stack>
  )
}
