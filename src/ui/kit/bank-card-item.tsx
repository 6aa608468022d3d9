import { Badge, Box, Button, HStack, RadioGroup, Text } from '@chakra-ui/react'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BankCard } from '../../api/schemas/benefits'
import { BANKS } from '../../domain/bank-card'
import { useRootState } from '../../state/root'

export interface BankCardItemProps {
  card: BankCard
  selected: boolean
  /** false: a plain row (the account page), true: a radio to pay with this card. */
  selectable: boolean
  busy: boolean
  onMakeDefault: (card: BankCard) => void
  onDelete: (card: BankCard) => void
}

/** One stored card: a radio to pay with it, and its own actions (make default, delete after a confirm). */
export const BankCardItem = memo(function BankCardItem({
  card,
  selected,
  selectable,
  busy,
  onMakeDefault,
  onDelete,
}: BankCardItemProps) {
  const { t } = useTranslation('benefits')
  const { lang } = useRootState()
  const [confirming, setConfirming] = useState(false)
  const bank = BANKS[card.bankCode][lang === 'en' ? 'en' : 'zh']
  const details = (
    <Box>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{bank}</Text>
        <Badge size="sm" colorPalette={card.cardType === 'credit' ? 'purple' : 'gray'}>
          {t(`cardType.${card.cardType}`)}
        </Badge>
        {card.isDefault ? (
          <Badge size="sm" colorPalette="blue" data-testid="default-badge">
            {t('cards.default')}
          </Badge>
        ) : null}
      </HStack>
      <Text fontSize="sm" fontFamily="mono" letterSpacing="wide">
        {card.maskedNumber}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('cards.holderLine', { name: card.holderName, mobile: card.mobile })}
        {card.expiry ? ` · ${t('cards.expiresOn', { expiry: card.expiry })}` : ''}
      </Text>
    </Box>
  )
  return (
    <HStack
      borderWidth="1px"
      borderColor={selected ? 'blue.500' : 'border'}
      bg={selected ? 'blue.50' : undefined}
      rounded="md"
      px="3"
      py="2"
      gap="3"
      justify="space-between"
      wrap="wrap"
      role={selectable ? undefined : 'listitem'}
      data-testid="bank-card"
      data-card-id={card.id}
      data-default={card.isDefault || undefined}
    >
      {selectable ? (
        <RadioGroup.Item value={card.id} flex="1" minW="56">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{details}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ) : (
        <Box flex="1" minW="56">
          {details}
        </Box>
      )}
      {confirming ? (
        <HStack gap="2" role="group" aria-label={t('cards.confirmDelete', { last4: card.last4 })}>
          <Text fontSize="sm">{t('cards.confirmDelete', { last4: card.last4 })}</Text>
          <Button size="xs" colorPalette="red" loading={busy} onClick={() => onDelete(card)}>
            {t('cards.delete')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </HStack>
      ) : (
        <HStack gap="1">
          {card.isDefault ? null : (
            <Button size="xs" variant="ghost" disabled={busy} onClick={() => onMakeDefault(card)}>
              {t('cards.setDefault')}
            </Button>
          )}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('cards.delete')}
          </Button>
        </HStack>
      )}
    </HStack>
  )
})
