import { Box, Field, IconButton, Input, Popover, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { Icon } from '../../../../../artboard/icons/icon';
import { customFieldMessages, customFieldRowMessages } from './basics-messages';
import { matchingIcons } from './custom-field-icons';

export type IconPickerProps = {
  /** The custom field's icon name ('' draws the link icon). */
  value: string;
  /** The row's position, 1-based, for the button's accessible name. */
  position: number;
  onChange: (icon: string) => void;
  disabled?: boolean;
};

/** The artboard's own icon, sized for a button (the artboard's stylesheet is not loaded here). */
export function IconGlyph({ name, size = 16 }: { name: string; size?: number }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      css={{ '& svg': { width: `${size}px`, height: `${size}px` } }}
    >
      <Icon name={name || 'link'} />
    </Box>
  );
}

/**
 * A custom field's icon: a button showing the icon the artboard will draw,
 * opening a searchable grid of every icon the artboard knows.
 */
export function IconPicker({ value, position, onChange, disabled }: IconPickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const icons = matchingIcons(query);
  const current = value.toLowerCase();
  const shown = value || intl.formatMessage(customFieldMessages.noIcon);

  return (
    <Popover.Root
      open={open}
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) {
          setQuery('');
        }
      }}
      positioning={{ placement: 'bottom-start', strategy: 'fixed', gutter: 6 }}
    >
      <Popover.Trigger asChild>
        <IconButton
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-label={intl.formatMessage(customFieldRowMessages.icon, { position, icon: shown })}
          title={shown}
          flexShrink={0}
        >
          <IconGlyph name={value} />
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content
          width="min(19rem, calc(100vw - 2rem))"
          aria-label={intl.formatMessage(customFieldMessages.iconChoices)}
        >
          <Popover.Body p="3">
            <Field.Root>
              <Field.Label fontSize="xs">
                {intl.formatMessage(customFieldMessages.iconSearch)}
              </Field.Label>
              <Input
                size="sm"
                type="search"
                value={query}
                spellCheck={false}
                autoComplete="off"
                placeholder={shown}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
              <Field.HelperText fontSize="xs">
                {intl.formatMessage(customFieldMessages.iconHelper)}
              </Field.HelperText>
            </Field.Root>
            {icons.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" mt="3">
                {intl.formatMessage(customFieldMessages.iconNone)}
              </Text>
            ) : (
              <SimpleGrid
                role="group"
                aria-label={intl.formatMessage(customFieldMessages.iconChoices)}
                columns={7}
                gap="1"
                mt="3"
                maxHeight="11rem"
                overflowY="auto"
                p="0.5"
              >
                {icons.map((name) => {
                  const selected = name === current;
                  return (
                    <IconButton
                      key={name}
                      size="sm"
                      variant={selected ? 'solid' : 'ghost'}
                      aria-label={name}
                      aria-pressed={selected}
                      title={name}
                      onClick={() => {
                        onChange(name);
                        setOpen(false);
                        setQuery('');
                      }}
                    >
                      <IconGlyph name={name} />
                    </IconButton>
                  );
                })}
              </SimpleGrid>
            )}
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
