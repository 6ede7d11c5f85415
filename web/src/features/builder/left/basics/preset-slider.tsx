import { Button, Flex, Group, Slider, Stack } from '@chakra-ui/react';

export type SliderPreset = { label: string; value: number };

export type PresetSliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** The shortcuts under the slider (square, portrait …), each a pressed button when current. */
  presets: readonly SliderPreset[];
  presetsLabel: string;
  format: (value: number) => string;
  disabled?: boolean;
};

/** A labelled slider with its value and a row of preset buttons (the picture options). */
export function PresetSlider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  presets,
  presetsLabel,
  format,
  disabled,
}: PresetSliderProps) {
  return (
    <Stack gap="2">
      <Slider.Root
        size="sm"
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        getAriaValueText={(details) => format(details.value)}
        onValueChange={(details) => onChange(details.value[0])}
      >
        <Flex justify="space-between" align="baseline" gap="2">
          <Slider.Label>{label}</Slider.Label>
          <Slider.ValueText fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            {format(value)}
          </Slider.ValueText>
        </Flex>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Group attached role="group" aria-label={presetsLabel} width="full">
        {presets.map((preset) => {
          const current = Math.abs(preset.value - value) < 0.001;
          return (
            <Button
              key={preset.label}
              size="xs"
              flex="1"
              variant={current ? 'solid' : 'outline'}
              aria-pressed={current}
              disabled={disabled}
              onClick={() => onChange(preset.value)}
            >
              {preset.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
