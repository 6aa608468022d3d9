import { SectionCard, type SectionCardProps } from '../../kit/section-card'

export type RecordSectionProps = Omit<SectionCardProps, 'size'>

/** A titled block of a record page (dense). */
export function RecordSection(props: RecordSectionProps) {
  return <SectionCard size="sm" {...props} />
}
