import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** The articles of the Trademark Law a decision applies: '44.1' reads "Art 44(1)" / "第44条第1款". */
export function ReviewArticles({ articles }: { articles: readonly string[] }) {
  const { t } = useTranslation('searchRecord')
  return (
    <Text as="span" fontSize="sm">
      {t('reviews.law')}{' '}
      {articles
        .map((a) => {
          const [article, paragraph] = a.split('.')
          return paragraph
            ? t('reviews.articleParagraph', { article, paragraph })
            : t('reviews.article', { article })
        })
        .join(t('reviews.articleSeparator'))}
    </Text>
  )
}
