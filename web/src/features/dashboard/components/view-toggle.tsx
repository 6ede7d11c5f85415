import { Group, IconButton } from '@chakra-ui/react';
import { LayoutGrid, List } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

import { type ViewMode } from '../lib/view-mode';

const messages = defineMessages({
  label: { id: 'dashboard.view.label', defaultMessage: 'Layout' },
  grid: { id: 'dashboard.view.grid', defaultMessage: 'Grid view' },
  list: { id: 'dashboard.view.list', defaultMessage: 'List view' },
});

export type ViewToggleProps = { view: ViewMode; onChange: (view: ViewMode) => void };

/** Grid or list: two toggle buttons, the chosen one pressed. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const intl = useIntl();
  const options = [
    { value: 'grid', label: messages.grid, Icon: LayoutGrid },
    { value: 'list', label: messages.list, Icon: List },
  ] as const;
  return (
    <Group attached role="group" aria-label={intl.formatMessage(messages.label)}>
      {options.map(({ value, label, Icon }) => (
        <IconButton
          key={value}
          size="sm"
          variant={view === value ? 'subtle' : 'outline'}
          aria-label={intl.formatMessage(label)}
          title={intl.formatMessage(label)}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden />
        </IconButton>
      ))}
    </Group>
  );
}
