import { Menu, Text } from '@chakra-ui/react';
import { FileUp, Link2 } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  keepTogether: { id: 'builder.sections.menu.keepTogether', defaultMessage: 'Keep together' },
  breakBefore: { id: 'builder.sections.menu.breakBefore', defaultMessage: 'Start on a new page' },
});

/** A section's or an item's pagination options (docs/templates.md#pagination). */
export type PaginationOption = 'keepTogether' | 'breakBefore';

/** Props of {@link PaginationMenuItems}. */
export type PaginationMenuItemsProps = {
  keepTogether: boolean;
  breakBefore: boolean;
  /** Sets one option (one undo step). */
  onChange: (option: PaginationOption, value: boolean) => void;
};

/**
 * The two checkbox entries of a section's or an item's menu: "Keep together"
 * (never split across printed sheets) and "Start on a new page".
 */
export function PaginationMenuItems({
  keepTogether,
  breakBefore,
  onChange,
}: PaginationMenuItemsProps) {
  const intl = useIntl();
  return (
    <>
      <Menu.CheckboxItem
        value="keepTogether"
        checked={keepTogether}
        onCheckedChange={(checked) => onChange('keepTogether', checked)}
      >
        <Link2 size={16} aria-hidden />
        <Text as="span" flex="1">
          {intl.formatMessage(messages.keepTogether)}
        </Text>
        <Menu.ItemIndicator />
      </Menu.CheckboxItem>
      <Menu.CheckboxItem
        value="breakBefore"
        checked={breakBefore}
        onCheckedChange={(checked) => onChange('breakBefore', checked)}
      >
        <FileUp size={16} aria-hidden />
        <Text as="span" flex="1">
          {intl.formatMessage(messages.breakBefore)}
        </Text>
        <Menu.ItemIndicator />
      </Menu.CheckboxItem>
    </>
  );
}
