import { Button, Flex, Group, Slider, Stack } from '@chakra-ui/react';

/** A shortcut under a slider (square, portrait …): a value with its name. */
export type SliderPreset = { label: string; value: number };

export type LabelledSliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown beside the label and read out (e.g. "14 px"). */
  format: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Buttons under the slider, each pressed when it is the current value; `presetsLabel` names the row. */
  presets?: readonly SliderPreset[];
  presetsLabel?: string;
};

/** Slider values kept to hundredths: a step of 0.05 must not store 14.350000001. */
export const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The design tools' one slider: its label, its value beside it, and optional
 * preset buttons under it (font size, line height, margin, the picture's size
 * and aspect ratio).
 */
export function LabelledSlider({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  disabled,
  presets,
  presetsLabel,
}: LabelledSliderProps) {
  const slider = (
    <Slider.Root
      size="sm"
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      getAriaValueText={(details) => format(details.value)}
      onValueChange={(details) => onChange(hundredths(details.value[0]))}
    >
      <Flex justify="space-between" align="baseline" gap="2">
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText
          fontSize="sm"
          color="fg.muted"
          fontVariantNumeric="tabular-nums"
          minWidth="12"
          textAlign="end"
        >
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
  );
  if (!presets) {
    return slider;
  }
  return (
    <Stack gap="2">
      {slider}
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
