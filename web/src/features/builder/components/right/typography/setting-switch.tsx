import { Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';

export type SettingSwitchProps = {
  label: string;
  /** A line under the label saying what the switch does. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A labelled switch across the pane's width, its hint under the label (hide icons, page numbers …). */
export function SettingSwitch({ label, hint, checked, onChange, disabled }: SettingSwitchProps) {
  const hintId = useId();
  return (
    <Switch.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      position="relative"
      width="full"
      alignItems="flex-start"
      justifyContent="space-between"
      gap="4"
    >
      <Switch.HiddenInput role="switch" aria-describedby={hint ? hintId : undefined} />
      <Stack gap="0.5" flex="1" minWidth="0">
        <Switch.Label>{label}</Switch.Label>
        {hint ? (
          <Text id={hintId} textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Stack>
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
