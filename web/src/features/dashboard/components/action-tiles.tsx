import { Box, Center, chakra, HStack, Kbd, Stack, Text } from '@chakra-ui/react';
import { Download, Plus } from 'lucide-react';
import { type ComponentType, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { type ViewMode } from '../lib/view-mode';

const messages = defineMessages({
  createTitle: { id: 'dashboard.tiles.create.title', defaultMessage: 'Create a new resume' },
  createHint: { id: 'dashboard.tiles.create.hint', defaultMessage: 'Start building from scratch' },
  importTitle: { id: 'dashboard.tiles.import.title', defaultMessage: 'Import an existing resume' },
  importHint: {
    id: 'dashboard.tiles.import.hint',
    defaultMessage: 'LinkedIn, JSON Resume, and more',
  },
});

type TileProps = {
  view: ViewMode;
  title: string;
  hint: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  keys: { aria: string; hint: string };
  onClick: () => void;
};

/**
 * The tile's button is named by its title alone; its ::before stretches over the
 * whole tile, so a click anywhere on it works and the focus ring outlines it.
 */
const TileButton = chakra('button', {
  base: {
    cursor: 'pointer',
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg',
    outline: 'none',
    _before: { content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' },
    _focusVisible: {
      _before: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    },
  },
});

function ActionTile({ view, title, hint, icon: Icon, keys, onClick }: TileProps) {
  const hintId = useId();
  const button = (
    <TileButton
      type="button"
      onClick={onClick}
      aria-describedby={hintId}
      aria-keyshortcuts={keys.aria}
      fontSize={view === 'list' ? 'md' : 'sm'}
      truncate
      maxWidth="full"
    >
      {title}
    </TileButton>
  );
  const shortcut = (
    <Kbd size="sm" aria-hidden>
      {keys.hint}
    </Kbd>
  );

  if (view === 'list') {
    return (
      <Box
        as="li"
        className="group"
        position="relative"
        display="flex"
        alignItems="center"
        gap="4"
        paddingX="3"
        paddingY="2.5"
        borderRadius="lg"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        transition="background 0.15s, border-color 0.15s"
        _hover={{ bg: 'bg.subtle', borderColor: 'brand.solid' }}
      >
        <Center
          width="10"
          aspectRatio={1 / 1.4142}
          borderRadius="sm"
          bg="brand.subtle"
          color="brand.fg"
          flexShrink={0}
        >
          <Icon size={18} aria-hidden />
        </Center>
        <Stack gap="0.5" flex="1" minWidth="0" align="start">
          {button}
          <Text id={hintId} fontSize="sm" color="fg.muted" truncate>
            {hint}
          </Text>
        </Stack>
        <Box display={{ base: 'none', sm: 'block' }}>{shortcut}</Box>
      </Box>
    );
  }

  return (
    <Stack className="group" position="relative" gap="3">
      <Center
        width="full"
        aspectRatio={1 / 1.4142}
        borderRadius="lg"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="border.emphasized"
        bg="bg.subtle"
        color="fg.muted"
        transition="border-color 0.15s, color 0.15s, background 0.15s"
        _groupHover={{ borderColor: 'brand.solid', color: 'brand.fg', bg: 'brand.subtle' }}
      >
        <Center boxSize="12" borderRadius="full" bg="bg" borderWidth="1px" borderColor="border">
          <Icon size={22} aria-hidden />
        </Center>
      </Center>
      <Stack gap="0.5" width="full" minWidth="0">
        <HStack justify="space-between" gap="2">
          {button}
          <Box display={{ base: 'none', md: 'block' }}>{shortcut}</Box>
        </HStack>
        <Text id={hintId} fontSize="xs" color="fg.muted" truncate>
          {hint}
        </Text>
      </Stack>
    </Stack>
  );
}

export type ActionTilesProps = { view: ViewMode; onCreate: () => void; onImport: () => void };

/** The first two tiles (docs/product.md#dashboard): Create a new resume (ctrl+N) and Import an existing resume (ctrl+I). */
export function ActionTiles({ view, onCreate, onImport }: ActionTilesProps) {
  const intl = useIntl();
  return (
    <>
      <ActionTile
        view={view}
        title={intl.formatMessage(messages.createTitle)}
        hint={intl.formatMessage(messages.createHint)}
        icon={Plus}
        keys={{ aria: 'Control+N', hint: 'Ctrl+N' }}
        onClick={onCreate}
      />
      <ActionTile
        view={view}
        title={intl.formatMessage(messages.importTitle)}
        hint={intl.formatMessage(messages.importHint)}
        icon={Download}
        keys={{ aria: 'Control+I', hint: 'Ctrl+I' }}
        onClick={onImport}
      />
    </>
  );
}
