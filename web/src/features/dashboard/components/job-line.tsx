import { HStack, Text } from '@chakra-ui/react';
import { CornerDownRight } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { type ResumeSummaryFieldsFragment as ResumeSummary } from '../../../lib/graphql/generated/graphql';
import { mirrorInRtl } from '../../../ui/direction';

const messages = defineMessages<{
  companyAndRole: { company: string; role: string };
  one: { name: string };
}>({
  companyAndRole: { id: 'dashboard.resume.forJob', defaultMessage: 'For {company} · {role}' },
  one: { id: 'dashboard.resume.forCompanyOrRole', defaultMessage: 'For {name}' },
});

export type JobLineProps = { job: ResumeSummary['job']; fontSize?: 'xs' | 'sm' };

/**
 * The job a resume is aimed at, under its title (docs/web.md#tailored-copies-on-the-dashboard):
 * "For Acme · Backend engineer"; nothing for a resume aimed at no named job.
 */
export function JobLine({ job, fontSize = 'xs' }: JobLineProps) {
  const intl = useIntl();
  const company = job?.company.trim() ?? '';
  const role = job?.role.trim() ?? '';
  if (!company && !role) {
    return null;
  }
  const text =
    company && role
      ? intl.formatMessage(messages.companyAndRole, { company, role })
      : intl.formatMessage(messages.one, { name: company || role });
  return (
    <HStack gap="1" color="fg.muted" fontSize={fontSize} minWidth="0">
      <CornerDownRight size={12} aria-hidden className={mirrorInRtl} style={{ flexShrink: 0 }} />
      <Text as="span" truncate dir="auto" title={text}>
        {text}
      </Text>
    </HStack>
  );
}
