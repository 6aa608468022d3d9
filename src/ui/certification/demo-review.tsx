import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { demoReviewMutation } from '../../api/certification'
import { FormField } from '../kit/form-field'
import { toastError, toastSuccess } from '../kit/toast'

/**
 * Demo build only (the page shows it when canDemoReview()): plays the staff reviewer of a submission under
 * review, approving it or rejecting it with a reason, so the whole verification can be walked through.
 */
export function DemoReview({ certificationId }: { certificationId: string }) {
  const { t } = useTranslation('certification')
  const review = useMutation(demoReviewMutation())
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const headingId = useId()
  const run = (outcome: 'approve' | 'reject') => {
    if (outcome === 'reject' && !reason.trim()) {
      setMissing(true)
      return
    }
    review.mutate(
      outcome === 'approve'
        ? { certificationId, outcome }
        : { certificationId, outcome, reason: reason.trim() },
      {
        onSuccess: () => toastSuccess(t(outcome === 'approve' ? 'demo.approved' : 'demo.rejected')),
        onError: () => toastError(t('demo.failed')),
      },
    )
  }
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="orange.400"
      rounded="md"
      p="4"
      bg="orange.subtle"
      data-testid="certification-demo"
    >
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange" variant="solid">
            {t('demo.badge')}
          </Badge>
          <Heading as="h2" size="sm" id={headingId}>
            {t('demo.title')}
          </Heading>
        </HStack>
        <Text fontSize="sm">{t('demo.text')}</Text>
        <FormField label={t('demo.reason')} error={missing ? 'certification:demo.reasonRequired' : undefined}>
          <Textarea
            rows={2}
            maxLength={300}
            bg="bg"
            value={reason}
            placeholder={t('demo.reasonPlaceholder')}
            onChange={(e) => {
              setReason(e.target.value)
              if (e.target.value.trim()) setMissing(false)
            }}
            data-testid="demo-reason"
          />
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="green"
            loading={review.isPending && review.variables?.outcome === 'approve'}
            disabled={review.isPending}
            onClick={() => run('approve')}
            data-testid="demo-approve"
          >
            {t('demo.approve')}
          </Button>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            loading={review.isPending && review.variables?.outcome === 'reject'}
            disabled={review.isPending}
            onClick={() => run('reject')}
            data-testid="demo-reject"
          >
            {t('demo.reject')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  )
}
