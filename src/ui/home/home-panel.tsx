import { SectionCard, type SectionCardProps } from '../kit/section-card'

export type HomePanelProps = Omit<SectionCardProps, 'size'>

/** A titled dashboard card. */
export function HomePanel(props: HomePanelProps) {
  return <SectionCard {...props} />
}
