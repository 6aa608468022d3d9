import { CONTESTED_APIS } from '../../../api/services-contested'
import type { MessageKey } from '../../../domain/message-key'
import {
  CONTESTED_WIZARDS,
  contestedQuote,
  type ContestedDraft,
  type ContestedSlug,
} from '../../../domain/services/contested'
import { defineServiceFlowUi } from '../define-flow-ui'
import { ContestedSummary } from './contested-summary'
import { ContestedRowFacts } from './deadline-facts'
import { EvidenceList } from './evidence-list'
import { ContestedInformationStep } from './information-step'
import { ContestedReminderStep } from './reminder-step'

const SEARCH: Readonly<Record<ContestedSlug, MessageKey>> = {
  opposition: 'svcContested:select.searchOpposition',
  refusal: 'svcContested:select.searchOwn',
  nonuseCancellation: 'svcContested:select.searchRegister',
  Invalidation: 'svcContested:select.searchRegister',
}

/** One contested flow's screens: the shared information, reminder and evidence parts, configured by slug. */
const contestedFlowUi = (slug: ContestedSlug) =>
  defineServiceFlowUi<ContestedDraft>({
    wizard: CONTESTED_WIZARDS[slug],
    api: CONTESTED_APIS[slug],
    texts: { title: `svcContested:titles.${slug}`, intro: `svcContested:intros.${slug}` },
    quote: contestedQuote,
    views: {
      perfectInformation: ContestedInformationStep,
      ...(slug === 'opposition' ? { reminder: ContestedReminderStep } : {}),
    },
    Summary: ContestedSummary,
    serverSearch: {
      placeholder: SEARCH[slug],
      intro: `svcContested:select.intro.${slug}`,
      stepDescription: `svcContested:select.step.${slug}`,
    },
    RowFacts: ContestedRowFacts,
    DocumentsExtra: EvidenceList,
  })

/** /opposition/extension/<step> and the oppositions filed (oppsitonDetail). */
export const { Page: OppositionWizardPage, Filed: OppositionFiledService } = contestedFlowUi('opposition')
/** /refusal/extension/<step> and the refusal reviews filed (fileAddPublicDetile). */
export const { Page: RefusalWizardPage, Filed: RefusalFiledService } = contestedFlowUi('refusal')
/** /nonuseCancellation/extension/<step> and the non-use cancellations filed (cancellationDetail). */
export const { Page: NonUseWizardPage, Filed: NonUseFiledService } = contestedFlowUi('nonuseCancellation')
/** /Invalidation/extension/<step> and the invalidations filed (oppsitonDetail). */
export const { Page: InvalidationWizardPage, Filed: InvalidationFiledService } =
  contestedFlowUi('Invalidation')
