import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

import { sparseSheetShare } from '../../../../../artboard/page/sheet-report';
import { sheetLines, useSheetFill } from '../../../lib/sheet-fill';

const messages = defineMessages<{
  title: Record<string, never>;
  fill: { page: string; fill: number };
  sparse: { page: string; share: number };
  overflow: { page: string };
}>({
  title: { id: 'builder.page.fill.title', defaultMessage: 'On paper' },
  fill: {
    id: 'builder.page.fill.line',
    defaultMessage: 'Page {page} is {fill, number, percent} full',
  },
  sparse: {
    id: 'builder.page.fill.sparse',
    defaultMessage:
      'Page {page} holds only a few lines (under {share, number, percent} of the sheet).',
  },
  overflow: { id: 'builder.page.fill.overflow', defaultMessage: 'Show what runs onto page {page}' },
});

/**
 * Where the left pane shows a section or item: the item's row (its open button),
 * else the section. Focused and scrolled into view; nothing when the pane is closed.
 */
function focusInLeftPane(section: string, item: string | null): void {
  const row = item
    ? document.querySelector<HTMLElement>(`[data-item-row="${CSS.escape(item)}"]`)
    : null;
  const target = row ?? document.getElementById(section.replace('.', '-'));
  if (target) {
    target.scrollIntoView({ block: 'center' });
    if (!target.hasAttribute('tabindex') && target.tagName !== 'BUTTON') {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({ preventScroll: true });
  }
}

/**
 * The Page panel's "On paper" part (docs/web.md#the-page-panel): how full the
 * last sheet of each layout page is, a warning when one holds only a few lines,
 * and a link to the entry that runs onto a further sheet.
 */
export function SheetFillReport() {
  const intl = useIntl();
  const pages = useSheetFill();
  if (!pages) {
    return null;
  }
  const lines = sheetLines(pages, sparseSheetShare);
  const page = (sheet: number) => intl.formatNumber(sheet);
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Text textStyle="sm" fontWeight="medium">
        {intl.formatMessage(messages.title)}
      </Text>
      <List.Root variant="plain" gap="2">
        {lines.map((line) => (
          <List.Item key={line.sheet} display="block">
            <Text textStyle="sm">
              {intl.formatMessage(messages.fill, { page: page(line.sheet), fill: line.fill })}
            </Text>
            {line.sparse && (
              <Alert.Root status="warning" size="sm" mt="1.5">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">
                  {intl.formatMessage(messages.sparse, {
                    page: page(line.sheet),
                    share: sparseSheetShare,
                  })}
                </Alert.Title>
              </Alert.Root>
            )}
            {line.overflow && (
              <Button
                variant="plain"
                size="sm"
                px="0"
                height="auto"
                color="fg.info"
                textDecoration="underline"
                onClick={() => {
                  const { section, item } = line.overflow ?? { section: '', item: null };
                  focusInLeftPane(section, item);
                }}
              >
                {intl.formatMessage(messages.overflow, { page: page(line.overflow.from + 1) })}
              </Button>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
