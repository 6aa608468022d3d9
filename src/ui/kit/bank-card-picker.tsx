import { Button, HStack, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bankCardsQuery, deleteCardMutation, setDefaultCardMutation } from '../../api/benefits'
import { BusinessError } from '../../api/client'
import type { BankCard } from '../../api/schemas/benefits'
import { BankCardFormDialog } from './bank-card-form-dialog'
import { BankCardItem } from './bank-card-item'
import { toastError, toastSuccess } from './toast'

export interface BankCardPickerProps {
  value: string | null
  onChange: (cardId: string | null) => void
  /** false on account pages: the cards are managed, not chosen (no radios, no preselection). */
  selectable?: boolean
}

/**
 * The member's bank cards to pay with: the default one is chosen when the list loads; cards can be added
 * (validated form), made default or deleted here without leaving the payment.
 */
export function BankCardPicker({ value, onChange, selectable = true }: BankCardPickerProps) {
  const { t } = useTranslation('benefits')
  const { data, isPending, isError } = useQuery(bankCardsQuery())
  const [adding, setAdding] = useState(false)
  const remove = useMutation(deleteCardMutation())
  const makeDefault = useMutation(setDefaultCardMutation())
  const cards = data?.list

  // Nothing chosen, or the chosen card is gone: fall back to the default card (or none).
  useEffect(() => {
    if (!cards || !selectable) return
    if (value && cards.some((c) => c.id === value)) return
    const next = cards.find((c) => c.isDefault) ?? cards[0]
    if ((next?.id ?? null) !== value) onChange(next?.id ?? null)
  }, [cards, value, onChange, selectable])

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof BusinessError) toastError(error.msg || t('cards.actionFailed'))
    },
    [t],
  )
  const { mutateAsync: removeCard } = remove
  const { mutateAsync: setDefault } = makeDefault
  const onDelete = useCallback(
    (card: BankCard) => {
      removeCard({ id: card.id })
        .then(() => toastSuccess(t('cards.deleted', { last4: card.last4 })))
        .catch(failed)
    },
    [removeCard, failed, t],
  )
  const onMakeDefault = useCallback(
    (card: BankCard) => {
      setDefault({ id: card.id })
        .then(() => toastSuccess(t('cards.defaultSet', { last4: card.last4 })))
        .catch(failed)
    },
    [setDefault, failed, t],
  )
  const busy = remove.isPending || makeDefault.isPending

  return (
    <Stack gap="3" data-testid="bank-card-picker">
      <HStack justify={selectable ? 'space-between' : 'flex-end'}>
        {/* On account pages the section around the list carries the title. */}
        {selectable ? <Text fontWeight="semibold">{t('cards.title')}</Text> : null}
        <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setAdding(true)}>
          {t('cards.add')}
        </Button>
      </HStack>
      {isPending ? (
        <Skeleton height="16" />
      ) : isError ? (
        <Text color="fg.error" role="alert">
          {t('cards.loadFailed')}
        </Text>
      ) : cards && cards.length > 0 && !selectable ? (
        <Stack gap="2" role="list" aria-label={t('cards.title')}>
          {cards.map((card) => (
            <BankCardItem
              key={card.id}
              card={card}
              selected={false}
              selectable={false}
              busy={busy}
              onMakeDefault={onMakeDefault}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      ) : cards && cards.length > 0 ? (
        <RadioGroup.Root
          size="sm"
          colorPalette="blue"
          value={value}
          onValueChange={(e) => onChange(e.value)}
          aria-label={t('cards.title')}
        >
          <Stack gap="2">
            {cards.map((card) => (
              <BankCardItem
                key={card.id}
                card={card}
                selected={card.id === value}
                selectable
                busy={busy}
                onMakeDefault={onMakeDefault}
                onDelete={onDelete}
              />
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Text color="fg.muted" data-testid="no-cards">
          {t('cards.none')}
        </Text>
      )}
      <BankCardFormDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(card) => selectable && onChange(card.id)}
      />
    </Stack>
  )
}
